import { desc, eq, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { preparedRead } from "../../lib/prepared";
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
const latestOfSeller = preparedRead((db) =>
  db
    .select()
    .from(verifications)
    .where(eq(verifications.sellerId, sql.placeholder("sellerId")))
    .orderBy(desc(verifications.submittedAt), desc(verifications.id))
    .limit(1)
    .prepare("latest_verification"),
);

export async function latestVerification(
  db: Queryable,
  sellerId: number,
): Promise<VerificationRow | undefined> {
  const [row] = await latestOfSeller(db).execute({ sellerId });
  return row;
}

/** The gate of DECISIONS.md: the security deposit and the first withdrawal need this to be true. */
export async function isSellerVerified(db: Queryable, sellerId: number): Promise<boolean> {
  return (await latestVerification(db, sellerId))?.status === "approved";
}

/** What the profile shows of a seller's identity (getVerificationSummary). */
export type VerificationSummary = {
  status: SellerVerificationStatus;
  realName: string | null;
  idNumberMasked: string | null;
};
type LatestFields = { status: VerificationStatus; realName: string; idNumberMasked: string };

/**
 * The real name and the masked ID number are shown only once an operator
 * approved them: a pending or rejected submission is not the seller's
 * confirmed identity. Also reads a latestVerificationColumn's value.
 */
export function verificationSummaryOf(latest: LatestFields | null | undefined): VerificationSummary {
  const approved = latest?.status === "approved";
  return {
    status: clientStatus(latest?.status),
    realName: approved ? latest.realName : null,
    idNumberMasked: approved ? latest.idNumberMasked : null,
  };
}

/** What the profile shows. */
export async function getVerificationSummary(db: Queryable, sellerId: number): Promise<VerificationSummary> {
  return verificationSummaryOf(await latestVerification(db, sellerId));
}

/**
 * The latest verification of the seller whose id `sellerId` holds, as a column
 * of the caller's own query (the profile reads everything in one round trip),
 * for verificationSummaryOf.
 */
export function latestVerificationColumn(sellerId: SQL): SQL<LatestFields | null> {
  return sql<LatestFields | null>`(select json_build_object('status', ${verifications.status}, 'realName', ${verifications.realName}, 'idNumberMasked', ${verifications.idNumberMasked}) from ${verifications} where ${verifications.sellerId} = ${sellerId} order by ${verifications.submittedAt} desc, ${verifications.id} desc limit 1)`;
}

/** A verification as its owner or an operator sees it; image uuids are null once purged. */
export type VerificationView = {
  id: number;
  sellerId: number;
  status: VerificationStatus;
  realName: string;
  /** Sealed (lib/field-encryption.ts): only an operator's review opens it. */
  idCardNumberSealed: string;
  idNumberMasked: string;
  frontFileUuid: string | null;
  backFileUuid: string | null;
  submittedAt: Date;
  reviewedAt: Date | null;
  reviewedByOperatorId: number | null;
  rejectReason: string | null;
};

export function toView(row: VerificationRow): VerificationView {
  const purged = row.imagesPurgedAt !== null;
  return {
    id: row.id,
    sellerId: row.sellerId,
    status: row.status,
    realName: row.realName,
    idCardNumberSealed: row.idCardNumber,
    idNumberMasked: row.idNumberMasked,
    frontFileUuid: purged ? null : row.frontFileUuid,
    backFileUuid: purged ? null : row.backFileUuid,
    submittedAt: row.submittedAt,
    reviewedAt: row.reviewedAt,
    reviewedByOperatorId: row.reviewedByOperatorId,
    rejectReason: row.rejectReason,
  };
}

/** GET /api/sellers/verification: none yet is a 404, which the client reads as unverified (spec section 4). */
export async function getOwnVerification(db: Queryable, sellerId: number): Promise<VerificationView> {
  const latest = await latestVerification(db, sellerId);
  if (!latest) throw new AppError("REQUEST_NOT_FOUND", "server.verificationNotFound");
  return toView(latest);
}

/** Spec section 4: a new submission (and its uploads) only when there is none yet or the latest was rejected. */
export async function assertMaySubmit(db: Queryable, sellerId: number): Promise<void> {
  const latest = await latestVerification(db, sellerId);
  if (latest && latest.status !== "rejected") {
    throw new AppError("REQUEST_VALIDATION_ERROR", "server.verificationResubmitNotAllowed");
  }
}
