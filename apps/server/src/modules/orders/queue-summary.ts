import type { QueueSummary } from "@seller/contract/console";
import { type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { orders } from "./tables";

type Row = { queue: string; count: number; oldest: string | Date | null };

/**
 * A buyer's payment that waits for an operator (DECISIONS "Payments"): the
 * manual provider's, still pending, on an unpaid order whose buyer reported
 * paying it (DECISIONS "Store and storefront": unpaid orders enter the queue
 * only then). The dashboard counts what the console's payments queue lists
 * with this same condition.
 */
export function awaitingPaymentConfirmation(): SQL {
  return sql`(${orders.status} = 'pending_payment' and ${orders.paymentReportedAt} is not null and exists (select 1 from payments p
    where p.id = ${orders.paymentId} and p.provider = 'manual' and p.status = 'pending'))`;
}

/**
 * Buyers' orders an operator acts on (console dashboard): payments the manual
 * provider leaves to an operator, and orders shipped by batch that still wait
 * for the supplier's courier and tracking number (DECISIONS.md "Orders").
 */
export async function orderQueues(
  db: Queryable,
): Promise<{ payments: QueueSummary; dispatch: QueueSummary }> {
  const result = (await db.execute(sql`
    select 'payments' as queue, count(*)::int as count, min(created_at) as oldest
      from orders where ${awaitingPaymentConfirmation()}
    union all
    select 'dispatch', count(*)::int, min(shipped_at) from orders
      where status = 'pending_delivery' and dispatched_at is null`)) as unknown as { rows: Row[] };
  const of = (queue: string): QueueSummary => {
    const row = result.rows.find((item) => item.queue === queue);
    return {
      count: Number(row?.count ?? 0),
      oldest_at: row?.oldest ? new Date(row.oldest).toISOString() : null,
    };
  };
  return { payments: of("payments"), dispatch: of("dispatch") };
}

/** One seller's orders by state and the latest ones, for the console's seller page. */
export async function sellerOrderOverview(db: Queryable, sellerId: number) {
  const counts = (await db.execute(
    sql`select status, count(*)::int as count from orders where seller_id = ${sellerId} group by status`,
  )) as unknown as { rows: { status: string; count: number }[] };
  const recent = (await db.execute(sql`
    select id, order_number, status, items_total::text as total, profit::text as profit, created_at
      from orders where seller_id = ${sellerId} order by created_at desc, id desc limit 10`)) as unknown as {
    rows: {
      id: number;
      order_number: string;
      status: string;
      total: string;
      profit: string;
      created_at: string | Date;
    }[];
  };
  return {
    counts: Object.fromEntries(counts.rows.map((row) => [row.status, Number(row.count)])),
    recent: recent.rows.map((row) => ({
      id: row.id,
      orderNumber: row.order_number,
      status: row.status,
      total: BigInt(row.total),
      profit: BigInt(row.profit),
      createdAt: new Date(row.created_at),
    })),
  };
}
