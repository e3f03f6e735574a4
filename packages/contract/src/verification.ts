import { z } from "zod";
import { fileUuidFromReference } from "./files";
import { idCardNumberSchema } from "./id-number";

/** Spec section 5: real name at most 50. */
export const REAL_NAME_MAX_LENGTH = 50;
export const REJECT_REASON_MAX_LENGTH = 500;

export const realNameSchema = z
  .string({ error: "validation.realNameRequired" })
  .trim()
  .min(1, { error: "validation.realNameRequired" })
  .max(REAL_NAME_MAX_LENGTH, { error: "validation.realNameTooLong" });

/** A file uuid or the url the upload answered; read as the uuid. */
const imageReference = (requiredKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .transform((value, ctx) => {
      const uuid = fileUuidFromReference(value);
      if (uuid) return uuid;
      ctx.addIssue({ code: "custom", message: "validation.imageReferenceInvalid" });
      return z.NEVER;
    });

/**
 * POST /api/sellers/verification (spec section 7). After a rejection the seller
 * may leave out the ID number to keep the one already submitted (stored sealed,
 * shown only masked), and send the earlier photos' references again to keep them.
 */
export const submitVerificationBodySchema = z.strictObject({
  real_name: realNameSchema,
  id_card_number: idCardNumberSchema.optional(),
  id_card_front_url: imageReference("validation.frontImageRequired"),
  id_card_back_url: imageReference("validation.backImageRequired"),
});
export type SubmitVerificationBody = z.input<typeof submitVerificationBodySchema>;

export {
  CLIENT_VERIFICATION_STATUSES,
  type ClientVerificationStatus,
  VERIFICATION_STATES,
  type Verification,
  type VerificationState,
  verificationSchema,
} from "./verification-answers";

import { VERIFICATION_STATES, verificationSchema } from "./verification-answers";

/** Operator console: GET /api/admin/verifications?status=pending. */
export const adminVerificationListQuerySchema = z.strictObject({
  status: z.enum(VERIFICATION_STATES).default("pending"),
});

export const adminVerificationSchema = z.object({
  ...verificationSchema.shape,
  seller_id: z.number().int(),
  seller_account: z.string(),
  reviewed_by_operator_id: z.number().int().nullable(),
});
export type AdminVerification = z.infer<typeof adminVerificationSchema>;

export const adminVerificationListSchema = z.object({
  items: z.array(adminVerificationSchema.omit({ id_card_front_url: true, id_card_back_url: true })),
});

export const rejectVerificationBodySchema = z.strictObject({
  reason: z
    .string({ error: "validation.rejectReasonRequired" })
    .trim()
    .min(1, { error: "validation.rejectReasonRequired" })
    .max(REJECT_REASON_MAX_LENGTH, { error: "validation.rejectReasonTooLong" }),
});
export type RejectVerificationBody = z.input<typeof rejectVerificationBodySchema>;

/**
 * One verification as the console reviews it: the check-digit result of the
 * full number, and the other accounts that ever submitted the same number
 * (found by its keyed hash; the database lets only one hold it pending or approved).
 */
export const adminVerificationDetailSchema = adminVerificationSchema.extend({
  id_number_check: z.enum(["thai_valid", "prc_valid", "invalid"]),
  same_id_number: z.array(
    z.object({
      verification_id: z.number().int(),
      seller_id: z.number().int(),
      seller_account: z.string(),
      verification_status: z.enum(VERIFICATION_STATES),
      submitted_at: z.string(),
    }),
  ),
});
export type AdminVerificationDetail = z.infer<typeof adminVerificationDetailSchema>;
