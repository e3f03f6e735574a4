import { eq, lt, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import type { Limit } from "../../lib/rate-limits";
import { attemptCounters } from "./tables";

/**
 * Counts one attempt under `key` in a fixed window and says whether it is
 * within the limit. One upsert, so concurrent attempts on any node are all
 * counted; a window that has ended starts again at 1.
 */
export async function takeAttempt(
  db: Queryable,
  key: string,
  limit: Limit,
  now = new Date(),
): Promise<boolean> {
  return (await countAttempt(db, key, limit, now)) <= limit.max;
}

/** Counts one attempt under `key` like takeAttempt, and answers the window's count with it. */
export async function countAttempt(
  db: Queryable,
  key: string,
  limit: Limit,
  now = new Date(),
): Promise<number> {
  const windowEnded = sql`${attemptCounters.windowStartedAt} <= ${new Date(now.getTime() - limit.windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(attemptCounters)
    .values({ key, windowStartedAt: now, count: 1 })
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: {
        count: sql`case when ${windowEnded} then 1 else ${attemptCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${windowEnded} then excluded.window_started_at else ${attemptCounters.windowStartedAt} end`,
      },
    })
    .returning();
  if (!row) throw new Error("attempt counter upsert returned no row");
  return row.count;
}

/** Gives an attempt back: a successful sign-in does not count against its account. */
export async function returnAttempt(db: Queryable, key: string): Promise<void> {
  await db
    .update(attemptCounters)
    .set({ count: sql`greatest(${attemptCounters.count} - 1, 0)` })
    .where(eq(attemptCounters.key, key));
}

/** Periodic job: counters whose window started before `olderThanMs` ago count nothing any more. */
export async function deleteStaleAttemptCounters(db: Queryable, olderThanMs: number, now = new Date()) {
  const deleted = await db
    .delete(attemptCounters)
    .where(lt(attemptCounters.windowStartedAt, new Date(now.getTime() - olderThanMs)))
    .returning({ key: attemptCounters.key });
  return deleted.length;
}
