import { maskIdNumber } from "@seller/contract/id-number";
import { desc, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { type VerificationStatus, verifications } from "./tables";

export type VerificationRow = typeof verifications.$inferSelect;

/** The client's reading of the status (spec section 4): approved shows as verified. */
export type SellerVerificationStatus = "unverified" | "pending" | "verified" | "rejected";

export function clientStatus(status: VerificationStatus | undefined): SellerVerificationStatus {
  if (status === "approved") return "verified";
  if (status === "pending" || status === "rejected") return status;
  return "unverified";
}

/** The seller's latest verification: the one that decides their status. */
export async function latestVerification(
  db: Queryable,
  sellerId: number,
): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(verifications)
    .where(eq(verifications.sellerId, sellerId))
    .orderBy(desc(verifications.submittedAt), desc(verifications.id))
    .limit(1);
  return row;
}

/** The gate of DECISIONS.md: the security deposit and the first withdrawal need this to be true. */
export async function isSellerVerified(db: Queryable, sellerId: number): Promise<boolean> {
  return (await latestVerification(db, sellerId))?.status === "approved";
}

/**
 * What the profile shows. The real name and the masked ID number are shown
 * only once an operator approved them: a pending or rejected submission is
 * not the seller's confirmed identity.
 */
export async function getVerificationSummary(
  db: Queryable,
  sellerId: number,
): Promise<{ status: SellerVerificationStatus; realName: string | null; idNumberMasked: string | null }> {
  const latest = await latestVerification(db, sellerId);
  const approved = latest?.status === "approved";
  return {
    status: clientStatus(latest?.status),
    realName: approved ? latest.realName : null,
    idNumberMasked: approved ? maskIdNumber(latest.idCardNumber) : null,
  };
}
