import { successEnvelopeSchema } from "@seller/contract/envelope";
import { type MessageParams, translate } from "@seller/contract/messages";
import {
  batchStatusUpdateBodySchema,
  bulkShipBodySchema,
  earlyProfitBodySchema,
  type OrderBatchResult,
  orderBatchResultSchema,
  refundBodySchema,
  sellerCancelBodySchema,
  sellerOrderSchema,
  shipOneBodySchema,
  statusUpdateBodySchema,
} from "@seller/contract/seller-orders";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Transaction } from "../../db/client";
import { ok } from "../../lib/envelope";
import { transactionThenPublish } from "../../lib/outbox";
import { idParamsSchema } from "../../lib/params";
import { callerOf } from "../../plugins/auth";
import { idempotentCall, sendAnswer } from "../../plugins/idempotency";
import { runIdempotent } from "../idempotency/service";
import type { Payments } from "../payments/context";
import { refundOrder } from "./refund";
import { sendProviderRefundSoon } from "./refund-provider";
import { bulkShip, earlyReceipt } from "./seller-moves";
import { sellerOrderDetail } from "./seller-reads";
import { shipOne, updateShipping } from "./seller-shipping";
import { moveOrders, prepareMove, type StatusMove } from "./status-moves";

const batchAnswer = { 200: successEnvelopeSchema(orderBatchResultSchema) };

/**
 * The seller's order moves (spec section 4): each moves money through the
 * ledger in the order's own transaction, accepts an Idempotency-Key, and
 * tells the seller's open pages after commit.
 */
const sellerOrderMoveRoutes: FastifyPluginAsync<{ payments: Payments }> = async (app, { payments }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { config: { auth: "seller" as const } };
  const inTransaction = <T>(work: (tx: Transaction) => Promise<T>) =>
    transactionThenPublish(app.db, app.realtime.publish, work);
  const seller = (request: FastifyRequest) => callerOf(request, "seller").ownerId;
  const batch = (
    request: FastifyRequest,
    result: OrderBatchResult,
    key: string,
    params: MessageParams = {},
  ) => ({
    success: true as const,
    data: result,
    message: translate(request.language, key, { count: result.processed_orders, ...params }),
  });
  /** One money-moving call: once per Idempotency-Key, in one transaction. */
  const once = (
    request: FastifyRequest,
    run: (tx: Transaction) => Promise<unknown>,
    precheck?: () => Promise<void>,
  ) =>
    runIdempotent(app.db, idempotentCall(request), {
      ...(precheck ? { precheck } : {}),
      run: async (tx) => ({ statusCode: 200, body: await run(tx) }),
    });

  routes.post(
    "/api/sellers/orders/:id/ship",
    { ...guarded, schema: { params: idParamsSchema, body: shipOneBodySchema, response: batchAnswer } },
    async (request, reply) => {
      const answer = await once(request, async (tx) =>
        batch(request, await shipOne(tx, seller(request), request.params.id), "orders.shipped"),
      );
      return sendAnswer(reply, answer);
    },
  );

  routes.post(
    "/api/sellers/orders/bulk-ship",
    { ...guarded, schema: { body: bulkShipBodySchema, response: batchAnswer } },
    async (request, reply) => {
      const answer = await once(request, async (tx) =>
        batch(request, await bulkShip(tx, seller(request), request.body?.order_ids), "orders.batchShipped"),
      );
      return sendAnswer(reply, answer);
    },
  );

  routes.post(
    "/api/sellers/orders/bulk-early-profit",
    { ...guarded, schema: { body: earlyProfitBodySchema, response: batchAnswer } },
    async (request, reply) => {
      const answer = await once(request, async (tx) =>
        batch(
          request,
          await earlyReceipt(tx, seller(request), request.body.order_ids),
          "orders.earlyReceived",
        ),
      );
      return sendAnswer(reply, answer);
    },
  );

  const orderAnswer = { 200: successEnvelopeSchema(sellerOrderSchema) };
  routes.post(
    "/api/sellers/orders/:id/cancel",
    { ...guarded, schema: { params: idParamsSchema, body: sellerCancelBodySchema, response: orderAnswer } },
    async (request) => {
      const move: StatusMove = {
        orderIds: [request.params.id],
        status: "cancelled",
        note: request.body.reason,
      };
      await prepareMove(app.db, payments, seller(request), move, inTransaction);
      await inTransaction((tx) => moveOrders(tx, seller(request), move));
      return ok(
        request,
        await sellerOrderDetail(app.db, seller(request), request.params.id),
        "orders.cancelled",
      );
    },
  );

  routes.post(
    "/api/sellers/orders/:id/refund",
    { ...guarded, schema: { params: idParamsSchema, body: refundBodySchema, response: orderAnswer } },
    async (request, reply) => {
      const answer = await once(request, async (tx) => {
        await refundOrder(
          tx,
          { kind: "seller", sellerId: seller(request) },
          request.params.id,
          request.body?.reason,
        );
        return ok(
          request,
          await sellerOrderDetail(tx, seller(request), request.params.id),
          "orders.refunded",
        );
      });
      // Paid back after commit: Stripe's refund call now (the job retries it), or the operators' queue.
      await sendProviderRefundSoon(app.db, payments, inTransaction, request.params.id, (error, refundId) =>
        request.log.warn({ err: error, refundId }, "Stripe refund not sent yet; the job asks again"),
      );
      return sendAnswer(reply, answer);
    },
  );

  const statusMove = (request: FastifyRequest, move: StatusMove) =>
    once(
      request,
      async (tx) => batch(request, await moveOrders(tx, seller(request), move), "orders.statusUpdated"),
      () => prepareMove(app.db, payments, seller(request), move, inTransaction),
    );

  routes.put(
    "/api/sellers/orders/:id/status",
    { ...guarded, schema: { params: idParamsSchema, body: statusUpdateBodySchema, response: batchAnswer } },
    async (request, reply) => {
      const { status, note } = request.body;
      return sendAnswer(reply, await statusMove(request, { orderIds: [request.params.id], status, note }));
    },
  );

  routes.post(
    "/api/sellers/orders/batch-update-status",
    { ...guarded, schema: { body: batchStatusUpdateBodySchema, response: batchAnswer } },
    async (request, reply) => {
      const { order_ids, status, note } = request.body;
      return sendAnswer(reply, await statusMove(request, { orderIds: order_ids, status, note }));
    },
  );

  // Old clients' tracking edits: always refused, the supplier's dispatch owns them (DECISIONS "Orders").
  routes.put(
    "/api/sellers/orders/:id/shipping",
    { ...guarded, schema: { params: idParamsSchema } },
    async (request) => {
      await app.db.transaction((tx) => updateShipping(tx, seller(request), request.params.id));
    },
  );
};

export default sellerOrderMoveRoutes;
