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
import { ok } from "../../lib/envelope";
import { idParamsSchema } from "../../lib/params";
import { callerOf } from "../../plugins/auth";
import { idempotentCall, sendAnswer } from "../../plugins/idempotency";
import type { Respond } from "../idempotency/service";
import type { Payments } from "../payments/context";
import {
  bulkShipOnce,
  cancelBySeller,
  earlyReceiptOnce,
  moveOrdersOnce,
  refundBySellerOnce,
  refuseShippingEdit,
  type SellerMoveContext,
  shipOneOnce,
} from "./seller-move-service";
import type { StatusMove } from "./status-moves";

const batchAnswer = { 200: successEnvelopeSchema(orderBatchResultSchema) };

/**
 * The seller's order moves (spec section 4): each moves money through the
 * ledger in the order's own transaction, accepts an Idempotency-Key, and
 * tells the seller's open pages after commit (seller-move-service.ts).
 */
const sellerOrderMoveRoutes: FastifyPluginAsync<{ payments: Payments }> = async (app, { payments }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { config: { auth: "seller" as const } };
  const context: SellerMoveContext = { db: app.db, publish: app.realtime.publish, payments };
  const seller = (request: FastifyRequest) => callerOf(request, "seller").ownerId;
  /** A batch's answer: what was processed and the seller's balance, with the count in the message. */
  const batch =
    (request: FastifyRequest, key: string, params: MessageParams = {}): Respond<OrderBatchResult> =>
    (result) => ({
      statusCode: 200,
      body: {
        success: true as const,
        data: result,
        message: translate(request.language, key, { count: result.processed_orders, ...params }),
      },
    });

  routes.post(
    "/api/sellers/orders/:id/ship",
    { ...guarded, schema: { params: idParamsSchema, body: shipOneBodySchema, response: batchAnswer } },
    async (request, reply) => {
      const answer = await shipOneOnce(
        app.db,
        idempotentCall(request),
        seller(request),
        request.params.id,
        batch(request, "orders.shipped"),
      );
      return sendAnswer(reply, answer);
    },
  );

  routes.post(
    "/api/sellers/orders/bulk-ship",
    { ...guarded, schema: { body: bulkShipBodySchema, response: batchAnswer } },
    async (request, reply) => {
      const answer = await bulkShipOnce(
        app.db,
        idempotentCall(request),
        seller(request),
        request.body?.order_ids,
        batch(request, "orders.batchShipped"),
      );
      return sendAnswer(reply, answer);
    },
  );

  routes.post(
    "/api/sellers/orders/bulk-early-profit",
    { ...guarded, schema: { body: earlyProfitBodySchema, response: batchAnswer } },
    async (request, reply) => {
      const answer = await earlyReceiptOnce(
        app.db,
        idempotentCall(request),
        seller(request),
        request.body.order_ids,
        batch(request, "orders.earlyReceived"),
      );
      return sendAnswer(reply, answer);
    },
  );

  const orderAnswer = { 200: successEnvelopeSchema(sellerOrderSchema) };
  routes.post(
    "/api/sellers/orders/:id/cancel",
    { ...guarded, schema: { params: idParamsSchema, body: sellerCancelBodySchema, response: orderAnswer } },
    async (request) => {
      const cancelled = await cancelBySeller(
        context,
        seller(request),
        request.params.id,
        request.body.reason,
      );
      return ok(request, cancelled, "orders.cancelled");
    },
  );

  routes.post(
    "/api/sellers/orders/:id/refund",
    { ...guarded, schema: { params: idParamsSchema, body: refundBodySchema, response: orderAnswer } },
    async (request, reply) => {
      const answer = await refundBySellerOnce(
        context,
        idempotentCall(request),
        seller(request),
        request.params.id,
        request.body?.reason,
        (order) => ({ statusCode: 200, body: ok(request, order, "orders.refunded") }),
        (error, refundId) =>
          request.log.warn({ err: error, refundId }, "Stripe refund not sent yet; the job asks again"),
      );
      return sendAnswer(reply, answer);
    },
  );

  const statusMove = (request: FastifyRequest, move: StatusMove) =>
    moveOrdersOnce(
      context,
      idempotentCall(request),
      seller(request),
      move,
      batch(request, "orders.statusUpdated"),
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
      await refuseShippingEdit(app.db, seller(request), request.params.id);
    },
  );
};

export default sellerOrderMoveRoutes;
