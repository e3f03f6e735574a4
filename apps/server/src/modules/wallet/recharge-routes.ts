import { successEnvelopeSchema } from "@seller/contract/envelope";
import { rechargeBodySchema, rechargeMethodsSchema, rechargeResultSchema } from "@seller/contract/wallet";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { idParamsSchema } from "../../lib/params";
import { callerOf } from "../../plugins/auth";
import { idempotentCall, sendAnswer } from "../../plugins/idempotency";
import { runIdempotent } from "../idempotency/service";
import { confirmSandboxRecharge, createRecharge, getRecharge } from "./recharge-service";
import { rechargeMethods, type WalletContext } from "./settings";

/** Recharge (the /deposit screen): a request with payment instructions, then the payment. */
const rechargeRoutes: FastifyPluginAsync<{ context: WalletContext }> = async (app, { context }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const result = successEnvelopeSchema(rechargeResultSchema);

  routes.post(
    "/api/sellers/wallet/recharge",
    { config: { auth: "seller" }, schema: { body: rechargeBodySchema, response: { 201: result } } },
    async (request, reply) => {
      const sellerId = callerOf(request, "seller").ownerId;
      const answer = await runIdempotent(app.db, idempotentCall(request), {
        run: async (tx) => ({
          statusCode: 201,
          body: ok(
            request,
            await createRecharge(tx, context, sellerId, request.body),
            "wallet.rechargeCreated",
          ),
        }),
      });
      return sendAnswer(reply, answer);
    },
  );

  // The /deposit screen offers only the methods that can be paid now.
  routes.get(
    "/api/sellers/wallet/recharge-methods",
    {
      config: { auth: "seller" },
      schema: { response: { 200: successEnvelopeSchema(rechargeMethodsSchema) } },
    },
    async (request) => ok(request, await rechargeMethods(app.db, context)),
  );

  routes.get(
    "/api/sellers/wallet/recharges/:id",
    { config: { auth: "seller" }, schema: { params: idParamsSchema, response: { 200: result } } },
    async (request) =>
      ok(request, await getRecharge(app.db, context, callerOf(request, "seller").ownerId, request.params.id)),
  );

  routes.post(
    "/api/sellers/wallet/recharges/:id/sandbox-confirm",
    { config: { auth: "seller" }, schema: { params: idParamsSchema, response: { 200: result } } },
    async (request, reply) => {
      const sellerId = callerOf(request, "seller").ownerId;
      const answer = await runIdempotent(app.db, idempotentCall(request), {
        run: async (tx) => ({
          statusCode: 200,
          body: ok(
            request,
            await confirmSandboxRecharge(tx, context, sellerId, request.params.id),
            "wallet.rechargeConfirmed",
          ),
        }),
      });
      return sendAnswer(reply, answer);
    },
  );
};

export default rechargeRoutes;
