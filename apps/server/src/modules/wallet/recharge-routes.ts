import { successEnvelopeSchema } from "@seller/contract/envelope";
import { type SandboxOutcome, sandboxOutcomeParamsSchema } from "@seller/contract/payments";
import { rechargeBodySchema, rechargeMethodsSchema, rechargeResultSchema } from "@seller/contract/wallet";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { idParamsSchema } from "../../lib/params";
import { callerOf } from "../../plugins/auth";
import { idempotentCall, sendAnswer } from "../../plugins/idempotency";
import {
  createRechargeOnce,
  getRecharge,
  refreshRechargeQr,
  simulateRechargePaymentOnce,
} from "./recharge-service";
import { rechargeMethods, type WalletContext } from "./settings";

const SIMULATED = {
  paid: "wallet.rechargeConfirmed",
  failed: "payments.simulatedFailed",
  expired: "payments.simulatedExpired",
};

/** Recharge (the /deposit screen): a request with its payment, then the payment's progress. */
const rechargeRoutes: FastifyPluginAsync<{ context: WalletContext }> = async (app, { context }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const result = successEnvelopeSchema(rechargeResultSchema);
  const guarded = { config: { auth: "seller" as const } };

  routes.post(
    "/api/sellers/wallet/recharge",
    { ...guarded, schema: { body: rechargeBodySchema, response: { 201: result } } },
    async (request, reply) => {
      const sellerId = callerOf(request, "seller").ownerId;
      const answer = await createRechargeOnce(
        app.db,
        idempotentCall(request),
        context,
        sellerId,
        request.body,
        (created) => ({ statusCode: 201, body: ok(request, created, "wallet.rechargeCreated") }),
      );
      return sendAnswer(reply, answer);
    },
  );

  // The /deposit screen offers only the methods that can be paid now, and says who confirms them.
  routes.get(
    "/api/sellers/wallet/recharge-methods",
    { ...guarded, schema: { response: { 200: successEnvelopeSchema(rechargeMethodsSchema) } } },
    async (request) => ok(request, await rechargeMethods(app.db, context)),
  );

  // Polled every 5 s by the payment screen (DECISIONS.md "Payments").
  routes.get(
    "/api/sellers/wallet/recharges/:id",
    { ...guarded, schema: { params: idParamsSchema, response: { 200: result } } },
    async (request) =>
      ok(request, await getRecharge(app.db, context, callerOf(request, "seller").ownerId, request.params.id)),
  );

  // A QR lives 15 minutes: the payer may ask for a fresh one until the top-up expires.
  routes.post(
    "/api/sellers/wallet/recharges/:id/qr",
    { ...guarded, schema: { params: idParamsSchema, response: { 200: result } } },
    async (request) =>
      ok(
        request,
        await refreshRechargeQr(
          app.db,
          app.realtime.publish,
          context,
          callerOf(request, "seller").ownerId,
          request.params.id,
        ),
      ),
  );

  /** The demo's stand-in for the bank (simulateRechargePaymentOnce says when it may act). */
  async function simulated(
    request: FastifyRequest,
    reply: FastifyReply,
    id: number,
    outcome: SandboxOutcome,
  ) {
    const sellerId = callerOf(request, "seller").ownerId;
    const answer = await simulateRechargePaymentOnce(
      app.db,
      idempotentCall(request),
      context,
      sellerId,
      id,
      outcome,
      (simulated) => ({ statusCode: 200, body: ok(request, simulated, SIMULATED[outcome]) }),
    );
    return sendAnswer(reply, answer);
  }

  routes.post(
    "/api/sellers/wallet/recharges/:id/sandbox/:outcome",
    {
      ...guarded,
      schema: { params: idParamsSchema.extend(sandboxOutcomeParamsSchema.shape), response: { 200: result } },
    },
    (request, reply) => simulated(request, reply, request.params.id, request.params.outcome),
  );

  // The earlier name of "simulate paid", kept for clients that still call it.
  routes.post(
    "/api/sellers/wallet/recharges/:id/sandbox-confirm",
    { ...guarded, schema: { params: idParamsSchema, response: { 200: result } } },
    (request, reply) => simulated(request, reply, request.params.id, "paid"),
  );
};

export default rechargeRoutes;
