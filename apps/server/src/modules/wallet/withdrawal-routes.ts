import { successEnvelopeSchema } from "@seller/contract/envelope";
import { pageQuerySchema } from "@seller/contract/paging";
import {
  changeWithdrawPasswordBodySchema,
  verifyWithdrawPasswordBodySchema,
  withdrawBodySchema,
  withdrawHistorySchema,
  withdrawLimitsSchema,
  withdrawPasswordResultSchema,
  withdrawResultSchema,
} from "@seller/contract/wallet";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { callerOf } from "../../plugins/auth";
import { idempotentCall, sendAnswer } from "../../plugins/idempotency";
import { changeWithdrawPassword, checkWithdrawPassword } from "../withdraw-password/service";
import type { WalletContext } from "./settings";
import { withdrawHistory, withdrawLimits } from "./withdrawal-reads";
import { requestWithdrawalOnce } from "./withdrawal-service";

const withdrawalRoutes: FastifyPluginAsync<{ context: WalletContext }> = async (app, { context }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { config: { auth: "seller" as const } };

  routes.post(
    "/api/sellers/wallet/withdraw",
    {
      ...guarded,
      schema: { body: withdrawBodySchema, response: { 201: successEnvelopeSchema(withdrawResultSchema) } },
    },
    async (request, reply) => {
      const sellerId = callerOf(request, "seller").ownerId;
      const { amount, withdraw_password, bank_card_id, description } = request.body;
      const answer = await requestWithdrawalOnce(
        app.db,
        idempotentCall(request),
        context,
        sellerId,
        { password: withdraw_password, amount, bankCardId: bank_card_id, description },
        (submitted) => ({ statusCode: 201, body: ok(request, submitted, "wallet.withdrawalSubmitted") }),
      );
      return sendAnswer(reply, answer);
    },
  );

  routes.get(
    "/api/sellers/wallet/withdraw-history",
    {
      ...guarded,
      schema: {
        querystring: pageQuerySchema,
        response: { 200: successEnvelopeSchema(withdrawHistorySchema) },
      },
    },
    async (request) =>
      ok(request, await withdrawHistory(app.db, callerOf(request, "seller").ownerId, request.query)),
  );

  routes.get(
    "/api/sellers/wallet/withdraw-limits",
    { ...guarded, schema: { response: { 200: successEnvelopeSchema(withdrawLimitsSchema) } } },
    async (request) =>
      ok(request, await withdrawLimits(app.db, context, callerOf(request, "seller").ownerId)),
  );

  routes.post(
    "/api/sellers/wallet/verify-withdraw-password",
    {
      ...guarded,
      schema: {
        body: verifyWithdrawPasswordBodySchema,
        response: { 200: successEnvelopeSchema(withdrawPasswordResultSchema) },
      },
    },
    async (request) => {
      await checkWithdrawPassword(app.db, callerOf(request, "seller").ownerId, request.body.password);
      return ok(request, { valid: true as const }, "wallet.withdrawPasswordCorrect");
    },
  );

  routes.post(
    "/api/sellers/wallet/change-withdraw-password",
    {
      ...guarded,
      schema: {
        body: changeWithdrawPasswordBodySchema,
        response: { 200: successEnvelopeSchema(withdrawPasswordResultSchema) },
      },
    },
    async (request) => {
      const { old_password, new_password } = request.body;
      await changeWithdrawPassword(app.db, callerOf(request, "seller").ownerId, {
        oldPassword: old_password,
        newPassword: new_password,
      });
      return ok(request, { valid: true as const }, "wallet.withdrawPasswordChanged");
    },
  );
};

export default withdrawalRoutes;
