import {
  addBankCardBodySchema,
  bankCardListSchema,
  bankCardResultSchema,
  deleteBankCardBodySchema,
} from "@seller/contract/bank-cards";
import { noDataSchema, successEnvelopeSchema } from "@seller/contract/envelope";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { idParamsSchema } from "../../lib/params";
import { callerOf } from "../../plugins/auth";
import { notifyBankCard } from "../notifications/events";
import { hasWithdrawPassword } from "../withdraw-password/service";
import {
  addCardNotified,
  type BankCardNotice,
  listCards,
  type PendingWithdrawalCheck,
  removeCardNotified,
  setDefaultCard,
} from "./service";

/**
 * The seller's one bank card (spec section 2). Withdrawals go to it, so adding
 * or removing it needs the withdrawal password and the seller is notified.
 */
const bankCardRoutes: FastifyPluginAsync<{ hasPendingWithdrawal: PendingWithdrawalCheck }> = async (
  app,
  { hasPendingWithdrawal },
) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { config: { auth: "seller" as const } };
  const notifyChange: BankCardNotice = (tx, sellerId, change, card) =>
    notifyBankCard(tx, {
      sellerId,
      change,
      bankName: card.bank_name,
      card: card.card_number,
      at: new Date(),
    });

  routes.get(
    "/api/sellers/bank-cards",
    { ...guarded, schema: { response: { 200: successEnvelopeSchema(bankCardListSchema) } } },
    async (request) => {
      const sellerId = callerOf(request, "seller").ownerId;
      return ok(request, {
        cards: await listCards(app.db, sellerId),
        has_withdraw_password: await hasWithdrawPassword(app.db, sellerId),
      });
    },
  );

  routes.post(
    "/api/sellers/bank-cards",
    {
      ...guarded,
      schema: { body: addBankCardBodySchema, response: { 201: successEnvelopeSchema(bankCardResultSchema) } },
    },
    async (request, reply) => {
      const sellerId = callerOf(request, "seller").ownerId;
      const { bank_name, card_number, card_holder_name, withdraw_password } = request.body;
      const card = await addCardNotified(
        app.db,
        app.realtime.publish,
        app.fieldCipher,
        sellerId,
        {
          bankCode: bank_name,
          cardNumber: card_number,
          holderName: card_holder_name,
          withdrawPassword: withdraw_password,
        },
        notifyChange,
      );
      return reply.code(201).send(ok(request, { card }, "bankCard.added"));
    },
  );

  routes.delete(
    "/api/sellers/bank-cards/:id",
    {
      ...guarded,
      schema: {
        params: idParamsSchema,
        body: deleteBankCardBodySchema,
        response: { 200: successEnvelopeSchema(noDataSchema) },
      },
    },
    async (request) => {
      await removeCardNotified(
        app.db,
        app.realtime.publish,
        callerOf(request, "seller").ownerId,
        request.params.id,
        request.body.withdraw_password,
        hasPendingWithdrawal,
        notifyChange,
      );
      return ok(request, null, "bankCard.deleted");
    },
  );

  routes.put(
    "/api/sellers/bank-cards/:id/default",
    {
      ...guarded,
      schema: { params: idParamsSchema, response: { 200: successEnvelopeSchema(bankCardResultSchema) } },
    },
    async (request) => {
      const card = await setDefaultCard(app.db, callerOf(request, "seller").ownerId, request.params.id);
      return ok(request, { card }, "bankCard.defaultSet");
    },
  );
};

export default bankCardRoutes;
