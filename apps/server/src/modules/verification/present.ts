import { fileUrl } from "@seller/contract/files";
import type { AdminVerification, Verification } from "@seller/contract/verification";
import { clientStatus, type VerificationView } from "./service";

/**
 * The contract's shape. The ID number is the masked one unless the caller
 * passes the opened number (an operator's review of one verification).
 * Image urls need the viewer's bearer token (GET /api/files/{uuid}).
 */
export function presentVerification(view: VerificationView, idNumber = view.idNumberMasked): Verification {
  return {
    id: view.id,
    verification_status: view.status,
    status: clientStatus(view.status),
    real_name: view.realName,
    id_card_number: idNumber,
    id_card_front_url: view.frontFileUuid ? fileUrl(view.frontFileUuid) : null,
    id_card_back_url: view.backFileUuid ? fileUrl(view.backFileUuid) : null,
    submitted_at: view.submittedAt.toISOString(),
    reviewed_at: view.reviewedAt?.toISOString() ?? null,
    reject_reason: view.rejectReason,
  };
}

export function presentForOperator(
  view: VerificationView,
  sellerAccount: string,
  idNumber?: string,
): AdminVerification {
  return {
    ...presentVerification(view, idNumber),
    seller_id: view.sellerId,
    seller_account: sellerAccount,
    reviewed_by_operator_id: view.reviewedByOperatorId,
  };
}
