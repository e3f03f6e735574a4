import { translate } from "@seller/contract/messages";
import { transactionsExportQuerySchema } from "@seller/contract/shop-stats";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { bangkokDateTime, csvDocument, csvFileName } from "../../lib/csv";
import { callerOf } from "../../plugins/auth";
import { allTransactions } from "./transactions-service";

const COLUMNS = [
  "id",
  "date",
  "type",
  "status",
  "amount",
  "balanceAfter",
  "description",
  "reason",
  "orderId",
];

/** GET sellers/transactions/export: the revenue record's filters, as CSV in the seller's language (DECISIONS "Orders"). */
const transactionsExportRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    "/api/sellers/transactions/export",
    { config: { auth: "seller" as const }, schema: { querystring: transactionsExportQuerySchema } },
    async (request, reply) => {
      const language = request.language;
      const found = await allTransactions(app.db, callerOf(request, "seller").ownerId, request.query);
      const csv = csvDocument(
        COLUMNS.map((column) => translate(language, `revenue.export.${column}`)),
        found.map((item) => [
          item.id,
          bangkokDateTime(item.created_at),
          translate(language, `revenue.type.${item.type}`),
          translate(language, `revenue.status.${item.status}`),
          item.amount,
          item.balance_after,
          item.description,
          item.reason,
          item.order_id,
        ]),
      );
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${csvFileName("transactions")}"`)
        .send(csv);
    },
  );
};

export default transactionsExportRoutes;
