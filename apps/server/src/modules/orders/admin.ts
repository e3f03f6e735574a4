import { fileUrl } from "@seller/contract/files";
import { formatBaht } from "@seller/contract/money";
import type { AdminOrder, adminOrdersQuerySchema, OrderStatus } from "@seller/contract/orders";
import { and, asc, count, desc, eq, ilike, inArray, isNull, not, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Queryable } from "../../db/client";
import { readTogether } from "../../lib/read-together";
import { paymentsByIds, toPayment } from "../payments/service";
import { getSellerAccounts } from "../sellers/directory";
import type { OrderItemRow, OrderRow } from "./present";
import { awaitingPaymentConfirmation } from "./queue-summary";
import { orderItems, orders } from "./tables";

function orderingOf(status: OrderStatus | undefined, awaitingDispatch?: boolean): SQL[] {
  // No buyer waits longest: unpaid orders oldest first, and in pending receipt the
  // batch-shipped orders waiting for the supplier's dispatch first, oldest shipped first.
  if (status === "pending_payment")
    return [asc(orders.paymentReportedAt), asc(orders.createdAt), asc(orders.id)];
  if (status === "pending_delivery" || awaitingDispatch)
    return [sql`(${orders.dispatchedAt} is null) desc`, asc(orders.shippedAt), asc(orders.id)];
  return [desc(orders.createdAt), desc(orders.id)];
}

export function presentAdminOrder(
  row: OrderRow,
  items: OrderItemRow[],
  extra: { sellerAccount: string; payment: AdminOrder["payment"] },
): AdminOrder {
  return {
    id: row.id,
    order_number: row.orderNumber,
    status: row.status as OrderStatus,
    seller_id: row.sellerId,
    seller_account: extra.sellerAccount,
    buyer_name: row.buyerName,
    total_amount: formatBaht(row.itemsTotal),
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    payment_reported_at: row.paymentReportedAt?.toISOString() ?? null,
    payment_slip_url: row.paymentSlipFile === null ? null : fileUrl(row.paymentSlipFile),
    payment: extra.payment,
    shipped_at: row.shippedAt?.toISOString() ?? null,
    awaiting_dispatch: row.status === "pending_delivery" && row.dispatchedAt === null,
    dispatched_at: row.dispatchedAt?.toISOString() ?? null,
    courier: row.courier,
    tracking_number: row.trackingNumber,
    recipient: {
      name: row.buyerName,
      phone: row.buyerPhone,
      address: {
        line: row.addressLine,
        sub_district: row.subDistrict,
        district: row.district,
        province: row.province,
        postal_code: row.postalCode,
      },
    },
    items: items.map((item) => ({
      product_name: item.productName,
      product_name_zh: item.productNameZh,
      product_name_en: item.productNameEn,
      color: item.color,
      color_zh: item.colorZh,
      color_en: item.colorEn,
      size: item.size,
      quantity: item.quantity,
    })),
  };
}

/** Operator rows with their lines, payments and sellers' accounts: a few queries per page. */
export async function presentAdminOrders(db: Queryable, rows: OrderRow[]): Promise<AdminOrder[]> {
  if (rows.length === 0) return [];
  const paymentIds = rows.flatMap((row) => (row.paymentId === null ? [] : [row.paymentId]));
  const [paymentOf, accounts, lines] = await readTogether(db, [
    () => paymentsByIds(db, paymentIds),
    () => getSellerAccounts(db, [...new Set(rows.map((row) => row.sellerId))]),
    () =>
      db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(orderItems.id)),
  ]);
  return rows.map((row) => {
    const payment = row.paymentId === null ? undefined : paymentOf.get(row.paymentId);
    return presentAdminOrder(
      row,
      lines.filter((line) => line.orderId === row.id),
      { sellerAccount: accounts.get(row.sellerId) ?? "", payment: payment ? toPayment(payment) : null },
    );
  });
}

/**
 * GET admin/orders: the orders an operator looks at, by state and keyword
 * (order number, buyer's name or phone); the console's payment and dispatch queues.
 */
export async function listAdminOrders(db: Queryable, query: z.output<typeof adminOrdersQuerySchema>) {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.awaiting_confirmation !== undefined) {
    const waiting = awaitingPaymentConfirmation();
    conditions.push(query.awaiting_confirmation ? waiting : not(waiting));
  }
  if (query.awaiting_dispatch !== undefined) {
    const waiting = and(eq(orders.status, "pending_delivery"), isNull(orders.dispatchedAt));
    conditions.push(query.awaiting_dispatch ? waiting : not(waiting as SQL));
  }
  if (query.keyword) {
    const pattern = `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(orders.orderNumber, pattern),
        ilike(orders.buyerName, pattern),
        ilike(orders.buyerPhone, pattern),
      ),
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(
        ...orderingOf(
          query.awaiting_confirmation ? "pending_payment" : query.status,
          query.awaiting_dispatch,
        ),
      )
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return {
    items: await presentAdminOrders(db, rows),
    total: total?.n ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}
