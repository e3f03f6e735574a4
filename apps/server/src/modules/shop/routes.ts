import { successEnvelopeSchema } from "@seller/contract/envelope";
import {
  salesReportSchema,
  shopOverviewSchema,
  todayStatsSchema,
  weeklyStatsQuerySchema,
  weeklyStatsSchema,
} from "@seller/contract/shop-stats";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { callerOf } from "../../plugins/auth";
import { salesReport, shopOverview, weeklyStats } from "../orders/figures";
import { visitorsToday } from "../store/visits";

/**
 * The shop's figures (spec section 7 "Shop"), composed from the orders and
 * store modules: every figure is counted from stored orders, never estimated.
 */
const shopRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { config: { auth: "seller" as const } };

  routes.get(
    "/api/shop/overview",
    { ...guarded, schema: { response: { 200: successEnvelopeSchema(shopOverviewSchema) } } },
    async (request) => ok(request, await shopOverview(app.db, callerOf(request, "seller").ownerId)),
  );

  routes.get(
    "/api/sellers/today-stats",
    { ...guarded, schema: { response: { 200: successEnvelopeSchema(todayStatsSchema) } } },
    async (request) => {
      const sellerId = callerOf(request, "seller").ownerId;
      const [overview, visitors] = await Promise.all([
        shopOverview(app.db, sellerId),
        visitorsToday(app.db, sellerId),
      ]);
      return ok(request, {
        order_count: overview.today_orders_count,
        income: overview.today_profit,
        visitors,
      });
    },
  );

  routes.get(
    "/api/shop/sales-report",
    { ...guarded, schema: { response: { 200: successEnvelopeSchema(salesReportSchema) } } },
    async (request) => ok(request, await salesReport(app.db, callerOf(request, "seller").ownerId)),
  );

  routes.get(
    "/api/order-stats/weekly",
    {
      ...guarded,
      schema: {
        querystring: weeklyStatsQuerySchema,
        response: { 200: successEnvelopeSchema(weeklyStatsSchema) },
      },
    },
    async (request) =>
      ok(request, await weeklyStats(app.db, callerOf(request, "seller").ownerId, request.query.status)),
  );
};

export default shopRoutes;
