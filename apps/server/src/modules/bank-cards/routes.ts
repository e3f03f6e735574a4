import { addBankCardBodySchema, bankCardListSchema, bankCardResultSchema } from "@seller/contract/bank-cards";
import { successEnvelopeSchema } from "@seller/contract/envelope";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { idParamsSchema } from "../../lib/params";
import { callerOf } from "../../plugins/auth";
import { addCard, deleteCard, listCards, setDefaultCard } from "./service";

const bankCardRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { config: { auth: "seller" as const } };

  routes.get(
    "/api/sellers/bank-cards",
    { ...guarded, schema: { response: { 200: successEnvelopeSchema(bankCardListSchema) } } },
    async (request) => ok(request, { cards: await listCards(app.db, callerOf(request, "seller").ownerId) }),
  );

  routes.post(
    "/api/sellers/bank-cards",
    {
      ...guarded,
      schema: { body: addBankCardBodySchema, response: { 201: successEnvelopeSchema(bankCardResultSchema) } },
    },
    async (request, reply) => {
      const { bank_name, card_number, card_holder_name, withdraw_password } = request.body;
      const card = await addCard(app.db, callerOf(request, "seller").ownerId, {
        bankCode: bank_name,
        cardNumber: card_number,
        holderName: card_holder_name,
        withdrawPassword: withdraw_password,
      });
      return reply.code(201).send(ok(request, { card }, "bankCard.added"));
    },
  );

  routes.delete(
    "/api/sellers/bank-cards/:id",
    { ...guarded, schema: { params: idParamsSchema, response: { 200: successEnvelopeSchema(z.null()) } } },
    async (request) => {
      await deleteCard(app.db, callerOf(request, "seller").ownerId, request.params.id);
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
