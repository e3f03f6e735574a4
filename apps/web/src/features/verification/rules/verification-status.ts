/** The client's four verification states (spec section 4, "Verification status (client)"). */
export type VerificationStatus = "unverified" | "pending" | "verified" | "rejected";

/** What the status rules read from the server's record; null when the server answered 404. */
export type StatusSource = {
  verification_status?: string | null;
  status?: string | null;
  submitted_at?: string | null;
} | null;

/**
 * Spec section 4: approved becomes verified, pending and rejected stay, anything
 * else is unverified; no status but a submitted_at means pending; no record
 * (404) means unverified. The server also sends `status` (pending, verified,
 * rejected): it is read when `verification_status` is missing.
 */
export function toVerificationStatus(record: StatusSource | undefined): VerificationStatus {
  if (!record) return "unverified";
  const raw = record.verification_status || record.status;
  if (!raw) return record.submitted_at ? "pending" : "unverified";
  if (raw === "approved" || raw === "verified") return "verified";
  if (raw === "pending" || raw === "rejected") return raw;
  return "unverified";
}

/**
 * Spec section 4: the form is editable only when unverified with nothing
 * submitted, or rejected; pending and verified lock fields, upload and delete.
 */
export function isVerificationEditable(status: VerificationStatus, submittedAt?: string | null): boolean {
  if (status === "rejected") return true;
  return status === "unverified" && !submittedAt;
}

/** Spec section 4: only a rejected verification may be sent again. */
export function canResubmit(status: VerificationStatus): boolean {
  return status === "rejected";
}

/**
 * Spec section 4: the profile's unverified badge and verification tile show only
 * when the seller is not verified, the status is not pending, nothing has been
 * submitted, and the status is unverified. Every condition is checked, because
 * the profile and the verification record can disagree for a moment.
 */
export function shouldPromptVerification(input: {
  isVerified: boolean;
  status: VerificationStatus;
  submittedAt?: string | null;
}): boolean {
  return (
    !input.isVerified && input.status !== "pending" && !input.submittedAt && input.status === "unverified"
  );
}
