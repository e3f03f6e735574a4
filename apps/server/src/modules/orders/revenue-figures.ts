import { formatBaht } from "@seller/contract/money";
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { orders } from "./tables";

export type OrderLabel = { orderNumber: string; profit: string };

/**
 * The number and stored profit of the seller's orders among `ids` (the
 * revenue record's order rows): another seller's order is simply absent.
 */
export async function orderLabels(
  db: Queryable,
  sellerId: number,
  ids: readonly number[],
): Promise<Map<number, OrderLabel>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, profit: orders.profit })
    .from(orders)
    .where(and(eq(orders.sellerId, sellerId), inArray(orders.id, [...new Set(ids)])));
  return new Map(
    found.map((row) => [row.id, { orderNumber: row.orderNumber, profit: formatBaht(row.profit) }]),
  );
}

/**
 * The stored profit of the seller's orders completed since `since` (DECISIONS
 * "Wallet": the revenue record's monthly banner): the sum the completed orders
 * and the sales report show, never the buyer's payments the ledger released.
 */
export async function profitCompletedSince(db: Queryable, sellerId: number, since: Date): Promise<string> {
  const [row] = await db
    .select({ profit: sql<string>`coalesce(sum(${orders.profit}), 0)::text` })
    .from(orders)
    .where(
      and(eq(orders.sellerId, sellerId), eq(orders.status, "completed"), gte(orders.completedAt, since)),
    );
  return formatBaht(BigInt(row?.profit ?? "0"));
}
