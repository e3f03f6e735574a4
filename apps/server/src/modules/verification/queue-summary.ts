import type { QueueSummary } from "@seller/contract/console";
import { count, eq, min } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { verifications } from "./tables";

/** Identity reviews waiting for an operator (console dashboard). */
export async function verificationQueue(db: Queryable): Promise<QueueSummary> {
  const [row] = await db
    .select({ count: count(), oldest: min(verifications.submittedAt) })
    .from(verifications)
    .where(eq(verifications.status, "pending"));
  return { count: row?.count ?? 0, oldest_at: row?.oldest ? new Date(row.oldest).toISOString() : null };
}
