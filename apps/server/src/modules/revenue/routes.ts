import { successEnvelopeSchema } from "@seller/contract/envelope";
import { translate } from "@seller/contract/messages";
import { transactionsExportQuerySchema } from "@seller/contract/shop-stats";
import { transactionsPageSchema, transactionsQuerySchema } from "@seller/contract/transactions";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { bangkokDateTime, csvDocument, csvFileName } from "../../lib/csv";
import { ok } from "../../lib/envelope";
import { callerOf } from "../../plugins/auth";
import { revenueRecord, revenueRows } from "./service";

const COLUMNS = [
  "date",
  "type",
  "status",
  "amount",
  "balanceAfter",
  "orderNumber",
  "orderProfit",
  "reference",
  "card",
  "decidedAt",
  "sandbox",
  "description",
  "reason",
  "id",
];

/** The revenue record (spec section 7 "GET sellers/transactions") and its CSV (DECISIONS "Orders"). */
const revenueRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { config: { auth: "seller" as const } };

  routes.get(
    "/api/sellers/transactions",
    {
      ...guarded,
      schema: {
        querystring: transactionsQuerySchema,
        response: { 200: successEnvelopeSchema(transactionsPageSchema) },
      },
    },
    async (request) =>
      ok(request, await revenueRecord(app.db, callerOf(request, "seller").ownerId, request.query)),
  );

  routes.get(
    "/api/sellers/transactions/export",
    { ...guarded, schema: { querystring: transactionsExportQuerySchema } },
    async (request, reply) => {
      const language = request.language;
      const found = await revenueRows(app.db, callerOf(request, "seller").ownerId, request.query);
      const csv = csvDocument(
        COLUMNS.map((column) => translate(language, `revenue.export.${column}`)),
        found.map((item) => [
          bangkokDateTime(item.created_at),
          translate(language, `revenue.type.${item.type}`),
          translate(language, `revenue.status.${item.status}`),
          item.amount,
          item.balance_after,
          item.order_number,
          item.order_profit,
          item.reference,
          item.card ? `${item.card.bank_name} ${item.card.card_number}` : null,
          bangkokDateTime(item.decided_at),
          item.sandbox ? translate(language, "revenue.sandbox") : null,
          item.description,
          item.reason,
          item.id,
        ]),
      );
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${csvFileName("transactions")}"`)
        .send(csv);
    },
  );
};

export default revenueRoutes;
