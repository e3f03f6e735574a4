import { asc, desc, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Queryable, Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { getSellerAccounts } from "../sellers/directory";
import type { Actor } from "./ledger";

/** A request an operator reviews: recharge, withdrawal or deposit refund. */
type ReviewTable = PgTable & { id: PgColumn; status: PgColumn };

/**
 * Locks a pending request for review. A request decided already is refused,
 * so two operators (or a double click) cannot approve it twice.
 */
export async function lockPending<T extends { status: string }>(
  tx: Transaction,
  table: ReviewTable,
  id: number,
): Promise<T> {
  const [row] = (await tx.select().from(table).where(eq(table.id, id)).for("update")) as T[];
  if (!row) throw new AppError("REQUEST_NOT_FOUND", "wallet.requestNotFound");
  if (row.status !== "pending") throw new AppError("REQUEST_INVALID", "wallet.alreadyReviewed");
  return row;
}

export function reviewed(status: "approved" | "rejected", actor: Actor, reason: string | null | undefined) {
  return {
    status,
    reason: reason?.trim() ? reason.trim() : null,
    reviewerKind: actor.kind,
    reviewerId: actor.id,
    reviewedAt: new Date(),
  };
}

/** The operator's queue names whose request each row is. */
export async function withSellerAccounts<T extends { seller_id: number }>(db: Queryable, items: T[]) {
  const accounts = await getSellerAccounts(db, [...new Set(items.map((item) => item.seller_id))]);
  return items.map((item) => ({ ...item, seller_account: accounts.get(item.seller_id) ?? "" }));
}

/** Pending requests oldest first, so nobody waits longest; decided ones newest first. */
export const queueOrder = (status: string, createdAt: PgColumn, id: PgColumn) =>
  status === "pending" ? [asc(createdAt), asc(id)] : [desc(createdAt), desc(id)];
