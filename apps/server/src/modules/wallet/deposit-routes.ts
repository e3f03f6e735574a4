import { depositInfoSchema, depositRefundResultSchema, depositResultSchema } from "@seller/contract/deposit";
import { successEnvelopeSchema } from "@seller/contract/envelope";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { callerOf } from "../../plugins/auth";
import { idempotentCall, sendAnswer } from "../../plugins/idempotency";
import { depositRefundOrders } from "../orders/deposit-guard";
import { depositInfo, payDepositOnce, requestDepositRefundOnce } from "./deposit-service";
import type { WalletContext } from "./settings";

/** The security deposit, its refund request and information. */
const depositRoutes: FastifyPluginAsync<{ context: WalletContext }> = async (app, { context }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { config: { auth: "seller" as const } };

  routes.post(
    "/api/sellers/deposit",
    { ...guarded, schema: { response: { 200: successEnvelopeSchema(depositResultSchema) } } },
    async (request, reply) => {
      const sellerId = callerOf(request, "seller").ownerId;
      const answer = await payDepositOnce(app.db, idempotentCall(request), sellerId, (paid) => ({
        statusCode: 200,
        body: ok(request, paid, "deposit.paid"),
      }));
      return sendAnswer(reply, answer);
    },
  );

  routes.post(
    "/api/sellers/deposit/refund",
    { ...guarded, schema: { response: { 201: successEnvelopeSchema(depositRefundResultSchema) } } },
    async (request, reply) => {
      const sellerId = callerOf(request, "seller").ownerId;
      const answer = await requestDepositRefundOnce(
        app.db,
        idempotentCall(request),
        sellerId,
        depositRefundOrders,
        (requested) => ({ statusCode: 201, body: ok(request, requested, "deposit.refundRequested") }),
      );
      return sendAnswer(reply, answer);
    },
  );

  routes.get(
    "/api/finance/deposit-info",
    { ...guarded, schema: { response: { 200: successEnvelopeSchema(depositInfoSchema) } } },
    async (request) =>
      ok(request, await depositInfo(app.db, context, callerOf(request, "seller").ownerId, request.language)),
  );
};

export default depositRoutes;
