import type { QueueSummary } from "@seller/contract/console";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";

type Row = { count: number; oldest: string | Date | null };

export const toSummary = (row: Row | undefined): QueueSummary => ({
  count: Number(row?.count ?? 0),
  oldest_at: row?.oldest ? new Date(row.oldest).toISOString() : null,
});

/**
 * The wallet's requests an operator decides (console dashboard): top-ups only
 * where an operator confirms them (no payment, or the manual provider's), so a
 * Stripe or sandbox top-up waiting on its provider is not counted as work.
 */
export async function walletQueues(db: Queryable) {
  const result = (await db.execute(sql`
    select 'recharges' as queue, count(*)::int as count, min(r.created_at) as oldest
      from recharges r left join payments p on p.id = r.payment_id
      where r.status = 'pending' and (p.id is null or (p.provider = 'manual' and p.status = 'pending'))
    union all
    select 'withdrawals', count(*)::int, min(created_at) from withdrawals where status = 'pending'
    union all
    select 'refunds', count(*)::int, min(created_at) from deposit_refunds where status = 'pending'`)) as unknown as {
    rows: (Row & { queue: string })[];
  };
  const of = (queue: string) => toSummary(result.rows.find((row) => row.queue === queue));
  return { recharges: of("recharges"), withdrawals: of("withdrawals"), refunds: of("refunds") };
}
