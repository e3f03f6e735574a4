import { formatBaht } from "@seller/contract/money";
import { ORDER_STATUSES, type OrderStatus } from "@seller/contract/orders";
import type { OrderStats } from "@seller/contract/seller-orders";
import { eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { getSettings } from "../system/service";
import { sellerBalances } from "../wallet/ledger";
import { orders } from "./tables";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Spec section 9: "Expiring soon: under 2 hours before expiry". */
const EXPIRING_SOON_MS = 2 * HOUR_MS;

/** GET sellers/orders/stats: counts and amounts by state, from the stored rows. */
export async function orderStats(db: Queryable, sellerId: number, now = new Date()): Promise<OrderStats> {
  const settings = await getSettings(db);
  const delayedBefore = new Date(now.getTime() - settings.delayedAfterDays * DAY_MS);
  const soon = new Date(now.getTime() + EXPIRING_SOON_MS);
  const [byStatus, [extra], balances] = await Promise.all([
    db
      .select({
        status: orders.status,
        count: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${orders.itemsTotal}), 0)::text`,
        cost: sql<string>`coalesce(sum(${orders.supplierCost}), 0)::text`,
        profit: sql<string>`coalesce(sum(${orders.profit}), 0)::text`,
      })
      .from(orders)
      .where(eq(orders.sellerId, sellerId))
      .groupBy(orders.status),
    db
      .select({
        delayed: sql<number>`count(*) filter (where ${orders.status} = 'pending_delivery' and ${orders.shippedAt} < ${delayedBefore.toISOString()}::timestamptz)::int`,
        expiring: sql<number>`count(*) filter (where ${orders.status} = 'pending_payment' and ${orders.expiresAt} > ${now.toISOString()}::timestamptz and ${orders.expiresAt} <= ${soon.toISOString()}::timestamptz)::int`,
      })
      .from(orders)
      .where(eq(orders.sellerId, sellerId)),
    sellerBalances(db, sellerId),
  ]);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  const amounts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0n])) as Record<
    OrderStatus,
    bigint
  >;
  let shipmentCost = 0n;
  let completedProfit = 0n;
  for (const row of byStatus) {
    const status = row.status as OrderStatus;
    counts[status] = row.count;
    amounts[status] = BigInt(row.amount);
    if (status === "pending_shipment") shipmentCost = BigInt(row.cost);
    if (status === "completed") completedProfit = BigInt(row.profit);
  }
  const totalAmount = Object.values(amounts).reduce((sum, amount) => sum + amount, 0n);
  return {
    counts: { ...counts, total: Object.values(counts).reduce((sum, count) => sum + count, 0) },
    amounts: {
      ...(Object.fromEntries(ORDER_STATUSES.map((status) => [status, formatBaht(amounts[status])])) as Record<
        OrderStatus,
        string
      >),
      total: formatBaht(totalAmount),
    },
    total_profit: formatBaht(completedProfit),
    pending_shipment_cost: formatBaht(shipmentCost),
    delayed_count: extra?.delayed ?? 0,
    expiring_soon_count: extra?.expiring ?? 0,
    available_balance: formatBaht(balances.available),
    early_receipt_fee_percent: settings.earlyReceiptFeePercent,
  };
}
