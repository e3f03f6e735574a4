import type { QueueSummary } from "@seller/contract/console";
import { count, eq, min } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { orderRefunds } from "./refund-tables";

/**
 * Buyers' refunds not yet paid back (console dashboard): what the "refunds to
 * pay" queue lists, so that a recorded refund is seen until it is paid
 * (DECISIONS "Payments").
 */
export async function orderRefundQueue(db: Queryable): Promise<QueueSummary> {
  const [row] = await db
    .select({ count: count(), oldest: min(orderRefunds.createdAt) })
    .from(orderRefunds)
    .where(eq(orderRefunds.state, "to_pay"));
  return { count: row?.count ?? 0, oldest_at: row?.oldest ? new Date(row.oldest).toISOString() : null };
}
