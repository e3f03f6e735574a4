import { successEnvelopeSchema } from "@seller/contract/envelope";
import {
  adminOrderSchema,
  adminOrdersPageSchema,
  adminOrdersQuerySchema,
  confirmOrderPaymentBodySchema,
  orderPaymentDecisionSchema,
  refuseOrderPaymentBodySchema,
} from "@seller/contract/orders";
import { shipmentBodySchema } from "@seller/contract/seller-orders";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { idParamsSchema } from "../../lib/params";
import { idempotentCall, sendAnswer } from "../../plugins/idempotency";
import { operatorContextOf } from "../audit/context";
import type { Answer } from "../idempotency/service";
import type { Payments } from "../payments/context";
import { listAdminOrders } from "./admin";
import { dispatchByOperator } from "./dispatch";
import { confirmOrderPayment, refuseOrderPayment } from "./payment";

const paymentDecisionAnswer = successEnvelopeSchema(orderPaymentDecisionSchema);

/** The answer to an operator's payment decision: the order, the state it moved to, and what was done. */
function decided(
  request: FastifyRequest,
  orderId: number,
  status: "pending_shipment" | "cancelled",
  messageKey: string,
): () => Answer {
  return () => ({ statusCode: 200, body: ok(request, { order_id: orderId, status }, messageKey) });
}

/**
 * The operator's order calls: the orders waiting for money (manual provider)
 * and the confirmation once it is on the bank statement; the dispatch queue
 * and the supplier's courier and tracking. Operators never create orders nor
 * set balances.
 */
const adminOrderRoutes: FastifyPluginAsync<{ payments: Payments }> = async (app, { payments }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { config: { auth: "operator" as const } };

  routes.get(
    "/api/admin/orders",
    {
      ...guarded,
      schema: {
        querystring: adminOrdersQuerySchema,
        response: { 200: successEnvelopeSchema(adminOrdersPageSchema) },
      },
    },
    async (request) => ok(request, await listAdminOrders(app.db, request.query)),
  );

  routes.post(
    "/api/admin/orders/:id/confirm-payment",
    {
      ...guarded,
      schema: {
        params: idParamsSchema,
        body: confirmOrderPaymentBodySchema,
        response: { 200: paymentDecisionAnswer },
      },
    },
    async (request, reply) => {
      const operator = operatorContextOf(request);
      const answer = await confirmOrderPayment(
        app.db,
        idempotentCall(request),
        payments,
        operator,
        request.params.id,
        request.body,
        decided(request, request.params.id, "pending_shipment", "orders.admin.paymentConfirmed"),
      );
      return sendAnswer(reply, answer);
    },
  );

  // No such payment on the bank statement: the order is cancelled and its stock released.
  routes.post(
    "/api/admin/orders/:id/refuse-payment",
    {
      ...guarded,
      schema: {
        params: idParamsSchema,
        body: refuseOrderPaymentBodySchema,
        response: { 200: paymentDecisionAnswer },
      },
    },
    async (request, reply) => {
      const operator = operatorContextOf(request);
      const answer = await refuseOrderPayment(
        app.db,
        idempotentCall(request),
        operator,
        request.params.id,
        request.body,
        decided(request, request.params.id, "cancelled", "orders.admin.paymentRefused"),
      );
      return sendAnswer(reply, answer);
    },
  );

  // The supplier's dispatch of a batch-shipped order, recorded by an operator (DECISIONS "Orders").
  routes.post(
    "/api/admin/orders/:id/dispatch",
    {
      ...guarded,
      schema: {
        params: idParamsSchema,
        body: shipmentBodySchema,
        response: { 200: successEnvelopeSchema(adminOrderSchema) },
      },
    },
    async (request, reply) => {
      const operator = operatorContextOf(request);
      const answer = await dispatchByOperator(
        app.db,
        idempotentCall(request),
        operator,
        request.params.id,
        request.body,
        (order) => ({ statusCode: 200, body: ok(request, order, "orders.dispatched") }),
      );
      return sendAnswer(reply, answer);
    },
  );
};

export default adminOrderRoutes;
