import { z } from "zod/mini";

/*
 * The seller's verification as the API answers it, written with zod/mini: the profile parses it
 * at start, and the seller app's first load carries no classic zod (the cold /profile of
 * bench/cold-profile.bench.ts). verification.ts re-exports it with the bodies the server checks.
 */

/** As stored: pending review, approved or rejected by an operator. */
export const VERIFICATION_STATES = ["pending", "approved", "rejected"] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];
/** As the client shows it (spec section 4): approved reads as verified; no verification is unverified. */
export const CLIENT_VERIFICATION_STATUSES = ["unverified", "pending", "verified", "rejected"] as const;
export type ClientVerificationStatus = (typeof CLIENT_VERIFICATION_STATUSES)[number];

/**
 * GET /api/sellers/verification and the answer to a submission. The image
 * urls carry a short-lived access token (see uploadedFileSchema); null after
 * the images of a rejected verification were deleted (retention).
 */
export const verificationSchema = z.object({
  id: z.int(),
  verification_status: z.enum(VERIFICATION_STATES),
  status: z.enum(CLIENT_VERIFICATION_STATUSES),
  real_name: z.string(),
  id_card_number: z.string(),
  id_card_front_url: z.nullable(z.string()),
  id_card_back_url: z.nullable(z.string()),
  submitted_at: z.string(),
  reviewed_at: z.nullable(z.string()),
  reject_reason: z.nullable(z.string()),
});
export type Verification = z.infer<typeof verificationSchema>;
