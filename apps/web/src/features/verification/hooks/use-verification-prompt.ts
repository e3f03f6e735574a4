import { useVerification } from "../api/get-verification";
import { shouldPromptVerification, toVerificationStatus } from "../rules/verification-status";

/**
 * What the profile needs from the verification: whether to show the unverified
 * badge and tile (spec section 4), and the images the completion counts. Until
 * the status has loaded nothing is shown, so the badge never flashes for a
 * seller who is in fact pending.
 */
export function useVerificationPrompt(isVerified: boolean | undefined) {
  const query = useVerification();
  const verification = query.data ?? null;
  const status = toVerificationStatus(verification);
  const show =
    isVerified !== undefined &&
    query.isSuccess &&
    shouldPromptVerification({ isVerified, status, submittedAt: verification?.submitted_at });
  return { show, status, verification };
}
