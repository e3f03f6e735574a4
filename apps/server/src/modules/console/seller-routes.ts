import {
  adminSellerDetailSchema,
  adminSellersPageSchema,
  adminSellersQuerySchema,
  type SellerStatus,
  sellerStatusBodySchema,
  sellerStatusResultSchema,
} from "@seller/contract/console";
import { successEnvelopeSchema } from "@seller/contract/envelope";
import { formatBaht } from "@seller/contract/money";
import { transactionsPageSchema, transactionsQuerySchema } from "@seller/contract/transactions";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { idParamsSchema } from "../../lib/params";
import { operatorContextOf } from "../audit/context";
import { sellerOrderOverview } from "../orders/queue-summary";
import { walletProfileFields } from "../profile/service";
import { revenueRecord } from "../revenue/service";
import { listSellersForOperator, sellerForOperator } from "../sellers/operator-directory";
import { isStoreOnline, storeOfSeller } from "../store/settings";
import { getVerificationSummary } from "../verification/service";
import { changeSellerStatusAsOperator } from "./seller-status";

/**
 * The console's sellers: read-only (profile, verification, wallet, ledger,
 * orders, store link), and suspension with a reason. No call here sets a
 * balance (ARCHITECTURE.md "Integrity").
 */
const consoleSellerRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { config: { auth: "operator" as const } };

  routes.get(
    "/api/admin/sellers",
    {
      ...guarded,
      schema: {
        querystring: adminSellersQuerySchema,
        response: { 200: successEnvelopeSchema(adminSellersPageSchema) },
      },
    },
    async (request) => ok(request, await listSellersForOperator(app.db, request.query)),
  );

  routes.get(
    "/api/admin/sellers/:id",
    {
      ...guarded,
      schema: { params: idParamsSchema, response: { 200: successEnvelopeSchema(adminSellerDetailSchema) } },
    },
    async (request) => {
      const sellerId = request.params.id;
      const seller = await sellerForOperator(app.db, sellerId);
      const [wallet, verification, store, online, orders] = await Promise.all([
        walletProfileFields(app.db, sellerId),
        getVerificationSummary(app.db, sellerId),
        storeOfSeller(app.db, sellerId),
        isStoreOnline(app.db, sellerId),
        sellerOrderOverview(app.db, sellerId),
      ]);
      return ok(request, {
        ...seller,
        real_name: verification.realName,
        wallet: {
          available_balance: wallet.available_balance,
          freeze_amount: wallet.freeze_amount,
          deposit_amount: wallet.deposit_amount,
          bank_code: wallet.bank_code,
          bank_account: wallet.bank_account,
        },
        store: { slug: store.slug, name: store.storeName, online },
        order_counts: orders.counts,
        recent_orders: orders.recent.map((order) => ({
          id: order.id,
          order_number: order.orderNumber,
          status: order.status,
          total_amount: formatBaht(order.total),
          profit: formatBaht(order.profit),
          created_at: order.createdAt.toISOString(),
        })),
      });
    },
  );

  routes.get(
    "/api/admin/sellers/:id/transactions",
    {
      ...guarded,
      schema: {
        params: idParamsSchema,
        querystring: transactionsQuerySchema,
        response: { 200: successEnvelopeSchema(transactionsPageSchema) },
      },
    },
    async (request) => {
      await sellerForOperator(app.db, request.params.id);
      return ok(request, await revenueRecord(app.db, request.params.id, request.query));
    },
  );

  /** Suspension takes effect at once (seller-status.ts); then the seller's sockets are closed. */
  async function changeStatus(
    request: FastifyRequest,
    sellerId: number,
    reason: string,
    action: "suspend" | "reactivate",
    status: SellerStatus,
  ) {
    const ended = await changeSellerStatusAsOperator(app.db, operatorContextOf(request), {
      sellerId,
      status,
      action,
      reason,
    });
    for (const sessionId of ended) app.realtime.disconnectSession(sessionId);
    return ok(
      request,
      { id: sellerId, status, sessions_ended: ended.length },
      status === "suspended" ? "server.sellerSuspended" : "server.sellerReactivated",
    );
  }
  const statusOptions = {
    ...guarded,
    schema: {
      params: idParamsSchema,
      body: sellerStatusBodySchema,
      response: { 200: successEnvelopeSchema(sellerStatusResultSchema) },
    },
  };
  routes.post("/api/admin/sellers/:id/suspend", statusOptions, (request) =>
    changeStatus(request, request.params.id, request.body.reason, "suspend", "suspended"),
  );
  routes.post("/api/admin/sellers/:id/reactivate", statusOptions, (request) =>
    changeStatus(request, request.params.id, request.body.reason, "reactivate", "active"),
  );
};

export default consoleSellerRoutes;
