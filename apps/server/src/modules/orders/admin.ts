import { formatBaht } from "@seller/contract/money";
import type { AdminOrder, adminOrdersQuerySchema, OrderStatus } from "@seller/contract/orders";
import { asc, count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Queryable } from "../../db/client";
import { paymentsByIds, toPayment } from "../payments/service";
import { getSellerAccounts } from "../sellers/directory";
import { orders } from "./tables";

/**
 * GET admin/orders: the orders an operator looks at, by state; the ones
 * waiting for payment oldest first, so no buyer waits longest.
 */
export async function listAdminOrders(db: Queryable, query: z.output<typeof adminOrdersQuerySchema>) {
  const where = query.status ? eq(orders.status, query.status) : undefined;
  const order =
    query.status === "pending_payment"
      ? [asc(orders.createdAt), asc(orders.id)]
      : [desc(orders.createdAt), desc(orders.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...order)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const paymentIds = rows.flatMap((row) => (row.paymentId === null ? [] : [row.paymentId]));
  const [paymentOf, accounts] = await Promise.all([
    paymentsByIds(db, paymentIds),
    getSellerAccounts(db, [...new Set(rows.map((row) => row.sellerId))]),
  ]);
  const items: AdminOrder[] = rows.map((row) => {
    const payment = row.paymentId === null ? undefined : paymentOf.get(row.paymentId);
    return {
      id: row.id,
      order_number: row.orderNumber,
      status: row.status as OrderStatus,
      seller_id: row.sellerId,
      seller_account: accounts.get(row.sellerId) ?? "",
      buyer_name: row.buyerName,
      total_amount: formatBaht(row.itemsTotal),
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      paid_at: row.paidAt?.toISOString() ?? null,
      payment: payment ? toPayment(payment) : null,
    };
  });
  return { items, total: total?.n ?? 0, page: query.page, per_page: query.per_page };
}
