import { successEnvelopeSchema } from "@seller/contract/envelope";
import {
  adminRefundSchema,
  adminRefundsPageSchema,
  adminRefundsQuerySchema,
  markRefundPaidBodySchema,
} from "@seller/contract/refunds";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { idParamsSchema } from "../../lib/params";
import { idempotentCall, sendAnswer } from "../../plugins/idempotency";
import { operatorContextOf } from "../audit/context";
import { listAdminRefunds, markRefundPaid } from "./refund-admin";

/** The operators' "refunds to pay" queue and its mark-paid (DECISIONS "Payments"). */
const adminRefundRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { config: { auth: "operator" as const } };

  routes.get(
    "/api/admin/order-refunds",
    {
      ...guarded,
      schema: {
        querystring: adminRefundsQuerySchema,
        response: { 200: successEnvelopeSchema(adminRefundsPageSchema) },
      },
    },
    async (request) => ok(request, await listAdminRefunds(app.db, request.query)),
  );

  routes.post(
    "/api/admin/order-refunds/:id/mark-paid",
    {
      ...guarded,
      schema: {
        params: idParamsSchema,
        body: markRefundPaidBodySchema,
        response: { 200: successEnvelopeSchema(adminRefundSchema) },
      },
    },
    async (request, reply) => {
      const operator = operatorContextOf(request);
      const answer = await markRefundPaid(
        app.db,
        idempotentCall(request),
        operator,
        request.params.id,
        request.body.reference,
        (refund) => ({ statusCode: 200, body: ok(request, refund, "refunds.markedPaid") }),
      );
      return sendAnswer(reply, answer);
    },
  );
};

export default adminRefundRoutes;
