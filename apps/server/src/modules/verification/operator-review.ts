import type { AdminVerification, AdminVerificationDetail } from "@seller/contract/verification";
import type { Database } from "../../db/client";
import type { FieldCipher } from "../../lib/field-encryption";
import { type Publish, transactionThenPublish } from "../../lib/outbox";
import type { OperatorContext } from "../audit/context";
import { recordOperatorAct } from "../audit/service";
import { getSellerAccounts } from "../sellers/directory";
import { presentForOperator } from "./present";
import { decideVerification, getVerification, listVerifications } from "./review";
import { idNumberCheck, sameIdNumber } from "./same-number";
import type { VerificationView } from "./service";
import type { VerificationStatus } from "./tables";

/**
 * The operators' review of identity verifications (spec section 6: "Administrators
 * review verifications"). Lists and decisions show the masked ID number; the full
 * one only where it is compared with the card.
 */
async function present(db: Database, views: VerificationView[]): Promise<AdminVerification[]> {
  const accounts = await getSellerAccounts(db, [...new Set(views.map((view) => view.sellerId))]);
  return views.map((view) => presentForOperator(view, accounts.get(view.sellerId) ?? ""));
}

async function presentOne(db: Database, view: VerificationView, idNumber?: string) {
  const accounts = await getSellerAccounts(db, [view.sellerId]);
  return presentForOperator(view, accounts.get(view.sellerId) ?? "", idNumber);
}

export async function verificationQueue(
  db: Database,
  status: VerificationStatus,
): Promise<{ items: AdminVerification[] }> {
  return { items: await present(db, await listVerifications(db, status)) };
}

/**
 * One verification for its review: the operator compares the number with the
 * card images, so the full number, here only, and a record of who saw it.
 */
export async function verificationForReview(
  db: Database,
  cipher: FieldCipher,
  operator: OperatorContext,
  id: number,
): Promise<AdminVerificationDetail> {
  const view = await getVerification(db, id);
  const presented = await presentOne(db, view, cipher.open("id_number", view.idCardNumberSealed));
  // Who saw a full ID number, and when (ASVS 7.1: access to sensitive data is logged).
  await recordOperatorAct(db, operator, {
    act: "verification.view_id_number",
    target: { type: "verification", id: view.id },
    details: { seller_id: view.sellerId },
  });
  const others = await sameIdNumber(db, view.id);
  const accounts = await getSellerAccounts(db, [...new Set(others.map((other) => other.sellerId))]);
  return {
    ...presented,
    id_number_check: idNumberCheck(presented.id_card_number),
    same_id_number: others.map((other) => ({
      verification_id: other.verificationId,
      seller_id: other.sellerId,
      seller_account: accounts.get(other.sellerId) ?? "",
      verification_status: other.status,
      submitted_at: other.submittedAt.toISOString(),
    })),
  };
}

/**
 * An operator approves or rejects: the decision, the seller's notification
 * (review.ts decideVerification) and the audit record commit together; the
 * notification is published after the commit.
 */
export async function decideVerificationAsOperator(
  db: Database,
  publish: Publish | undefined,
  operator: OperatorContext,
  input: { id: number; decision: "approved" | "rejected"; reason?: string },
): Promise<AdminVerification> {
  const view = await transactionThenPublish(db, publish, async (tx) => {
    const decided = await decideVerification(tx, { ...input, operatorId: operator.operatorId });
    await recordOperatorAct(tx, operator, {
      act: input.decision === "approved" ? "verification.approve" : "verification.reject",
      target: { type: "verification", id: input.id },
      reason: input.reason,
      details: { seller_id: decided.sellerId },
    });
    return decided;
  });
  return presentOne(db, view);
}
