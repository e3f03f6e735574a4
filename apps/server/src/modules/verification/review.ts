import { and, desc, eq } from "drizzle-orm";
import type { Queryable, Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { verificationEvents } from "./events";
import { toView, type VerificationView } from "./service";
import { type VerificationStatus, verifications } from "./tables";

/** The operator console's queue, oldest first for pending ones so nobody waits longest. */
export async function listVerifications(
  db: Queryable,
  status: VerificationStatus,
  limit = 100,
): Promise<VerificationView[]> {
  const order = status === "pending" ? verifications.submittedAt : desc(verifications.submittedAt);
  const rows = await db
    .select()
    .from(verifications)
    .where(eq(verifications.status, status))
    .orderBy(order, verifications.id)
    .limit(limit);
  return rows.map(toView);
}

export async function getVerification(db: Queryable, id: number): Promise<VerificationView> {
  const [row] = await db.select().from(verifications).where(eq(verifications.id, id));
  if (!row) throw new AppError("REQUEST_NOT_FOUND", "server.verificationNotFound");
  return toView(row);
}

/**
 * An operator's decision, recorded with who and when (ARCHITECTURE.md
 * "Integrity"). Only a pending verification can be decided, and only once:
 * the update itself checks the status, so two operators deciding at the same
 * moment cannot both win. The decision is recorded as an event (events.ts), on which
 * the seller is notified in the same transaction.
 */
export async function decideVerification(
  db: Transaction,
  /** operatorId null: no operator decided it (the demo seller's demo verification, DEMO=1 only). */
  input: { id: number; operatorId: number | null; decision: "approved" | "rejected"; reason?: string },
  now = new Date(),
): Promise<VerificationView> {
  const [row] = await db
    .update(verifications)
    .set({
      status: input.decision,
      reviewedAt: now,
      reviewedByOperatorId: input.operatorId,
      rejectReason: input.decision === "rejected" ? (input.reason ?? null) : null,
    })
    .where(and(eq(verifications.id, input.id), eq(verifications.status, "pending")))
    .returning();
  if (row) {
    await verificationEvents.record(db, {
      sellerId: row.sellerId,
      verificationId: row.id,
      status: input.decision,
      reason: row.rejectReason,
      reviewedAt: now,
    });
    return toView(row);
  }
  await getVerification(db, input.id);
  throw new AppError("REQUEST_VALIDATION_ERROR", "server.verificationNotPending");
}
