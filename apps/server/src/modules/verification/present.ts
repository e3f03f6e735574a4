import type { AdminVerification, Verification } from "@seller/contract/verification";
import type { Viewer } from "../files/access-token";
import { clientStatus, type VerificationView } from "./service";

type UrlFor = (fileUuid: string, viewer: Viewer) => string;

/** The contract's shape, with image urls signed for the one who asked. */
export function presentVerification(view: VerificationView, viewer: Viewer, urlFor: UrlFor): Verification {
  return {
    id: view.id,
    verification_status: view.status,
    status: clientStatus(view.status),
    real_name: view.realName,
    id_card_number: view.idCardNumber,
    id_card_front_url: view.frontFileUuid ? urlFor(view.frontFileUuid, viewer) : null,
    id_card_back_url: view.backFileUuid ? urlFor(view.backFileUuid, viewer) : null,
    submitted_at: view.submittedAt.toISOString(),
    reviewed_at: view.reviewedAt?.toISOString() ?? null,
    reject_reason: view.rejectReason,
  };
}

export function presentForOperator(
  view: VerificationView,
  sellerAccount: string,
  viewer: Viewer,
  urlFor: UrlFor,
): AdminVerification {
  return {
    ...presentVerification(view, viewer, urlFor),
    seller_id: view.sellerId,
    seller_account: sellerAccount,
    reviewed_by_operator_id: view.reviewedByOperatorId,
  };
}
