import { successEnvelopeSchema } from "@seller/contract/envelope";
import { COURIERS } from "@seller/contract/orders";
import {
  type OrdersByStatus,
  orderShippingSchema,
  orderStatsSchema,
  ordersByStatusQuerySchema,
  ordersByStatusSchema,
  sellerOrderDetailSchema,
  sellerOrdersFilterSchema,
  sellerOrdersPageSchema,
  sellerOrdersQuerySchema,
  shippingCompaniesSchema,
} from "@seller/contract/seller-orders";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { csvFileName } from "../../lib/csv";
import { ok } from "../../lib/envelope";
import { idParamsSchema } from "../../lib/params";
import { callerOf } from "../../plugins/auth";
import { ordersCsv } from "./export";
import { listSellerOrders, sellerOrderDetail } from "./seller-reads";
import { shippingOf } from "./seller-shipping";
import { orderStats } from "./seller-stats";

/** The seller's order reads (spec section 7, "Orders"): their own orders only, masked. */
const sellerOrderReadRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { config: { auth: "seller" as const } };

  routes.get(
    "/api/sellers/orders",
    {
      ...guarded,
      schema: {
        querystring: sellerOrdersQuerySchema,
        response: { 200: successEnvelopeSchema(sellerOrdersPageSchema) },
      },
    },
    async (request) =>
      ok(request, await listSellerOrders(app.db, callerOf(request, "seller").ownerId, request.query)),
  );

  routes.get(
    "/api/sellers/orders/by-status",
    {
      ...guarded,
      schema: {
        querystring: ordersByStatusQuerySchema,
        response: { 200: successEnvelopeSchema(ordersByStatusSchema) },
      },
    },
    async (request) => {
      const page = await listSellerOrders(app.db, callerOf(request, "seller").ownerId, request.query);
      const answer: OrdersByStatus = {
        status: request.query.status,
        [request.query.status]: page.orders,
        page: page.page,
        per_page: page.per_page,
        total: page.total,
        summary: page.summary,
      };
      return ok(request, answer);
    },
  );

  routes.get(
    "/api/sellers/orders/stats",
    { ...guarded, schema: { response: { 200: successEnvelopeSchema(orderStatsSchema) } } },
    async (request) => ok(request, await orderStats(app.db, callerOf(request, "seller").ownerId)),
  );

  routes.get(
    "/api/sellers/orders/export",
    { ...guarded, schema: { querystring: sellerOrdersFilterSchema } },
    async (request, reply) => {
      const csv = await ordersCsv(
        app.db,
        callerOf(request, "seller").ownerId,
        request.query,
        request.language,
      );
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${csvFileName("orders")}"`)
        .send(csv);
    },
  );

  routes.get(
    "/api/sellers/orders/:id",
    {
      ...guarded,
      schema: { params: idParamsSchema, response: { 200: successEnvelopeSchema(sellerOrderDetailSchema) } },
    },
    async (request) =>
      ok(request, await sellerOrderDetail(app.db, callerOf(request, "seller").ownerId, request.params.id)),
  );

  routes.get(
    "/api/sellers/orders/:id/shipping",
    {
      ...guarded,
      schema: { params: idParamsSchema, response: { 200: successEnvelopeSchema(orderShippingSchema) } },
    },
    async (request) =>
      ok(request, await shippingOf(app.db, callerOf(request, "seller").ownerId, request.params.id)),
  );

  routes.get(
    "/api/shipping/companies",
    { ...guarded, schema: { response: { 200: successEnvelopeSchema(shippingCompaniesSchema) } } },
    async (request) =>
      ok(request, {
        companies: Object.entries(COURIERS).map(([code, courier]) => ({
          code,
          name: courier.name,
          tracking_url_template: courier.tracking,
        })),
      }),
  );
};

export default sellerOrderReadRoutes;
