import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROW_ID_MAX } from "./constants";
import { formatBahtGrouped, parseBaht, type Satang } from "./money";
import { bahtSchema } from "./money-schemas";
import { pageQuerySchema } from "./paging";
import { asNewPassword } from "./passwords";
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from "./payments";

// The wallet's amounts and states live in wallet-answers.ts (zod/mini, the seller app's first
// screens read them); importers keep this path.
export {
  DEFAULT_WITHDRAWAL_DAILY_LIMIT,
  DEPOSIT_REFUND_REVIEW_DAYS,
  DESCRIPTION_MAX_LENGTH,
  QUICK_AMOUNTS_SATANG,
  REASON_MAX_LENGTH,
  RECHARGE_MAX_SATANG,
  RECHARGE_METHODS,
  RECHARGE_MIN_SATANG,
  RECHARGE_STATUSES,
  REQUEST_STATUSES,
  type RechargeMethod,
  type RechargeStatus,
  type RequestStatus,
  SECURITY_DEPOSIT_SATANG,
  WITHDRAW_MAX_SATANG,
  WITHDRAW_MIN_SATANG,
  WITHDRAW_PASSWORD_LOCKOUT_MS,
  WITHDRAW_PASSWORD_LOCKOUT_THRESHOLD,
} from "./wallet-answers";

import {
  DESCRIPTION_MAX_LENGTH,
  REASON_MAX_LENGTH,
  RECHARGE_MAX_SATANG,
  RECHARGE_METHODS,
  RECHARGE_MIN_SATANG,
  RECHARGE_STATUSES,
  REQUEST_STATUSES,
  WITHDRAW_MAX_SATANG,
  WITHDRAW_MIN_SATANG,
} from "./wallet-answers";

/**
 * A baht amount between two bounds, turned into satang. The bounds travel as
 * message parameters ("Minimum amount is ฿{{min}}").
 */
export function amountSchema(min: Satang, max: Satang) {
  return z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input === undefined ? "wallet.amountRequired" : "validation.amountInvalid"),
    })
    .transform((value, ctx) => {
      const satang = parseBaht(value);
      // Twenty digits are a well-formed amount, only far too large: say so, not "two decimals".
      if (satang === undefined && /^\d+(\.\d{1,2})?$/.test(String(value).trim())) {
        ctx.addIssue({
          code: "custom",
          message: "wallet.amountTooLarge",
          params: { max: formatBahtGrouped(max) },
        });
        return z.NEVER;
      }
      if (satang === undefined) {
        ctx.addIssue({ code: "custom", message: "validation.amountInvalid" });
        return z.NEVER;
      }
      return satang;
    })
    .superRefine((satang, ctx) => {
      if (satang < min)
        ctx.addIssue({
          code: "custom",
          message: "wallet.amountTooSmall",
          params: { min: formatBahtGrouped(min) },
        });
      else if (satang > max)
        ctx.addIssue({
          code: "custom",
          message: "wallet.amountTooLarge",
          params: { max: formatBahtGrouped(max) },
        });
    });
}

const descriptionSchema = z
  .string({ error: "validation.invalidField" })
  .trim()
  .max(DESCRIPTION_MAX_LENGTH, "wallet.descriptionTooLong")
  .optional();

export const withdrawPasswordSchema = z
  .string({ error: "wallet.withdrawPasswordRequired" })
  .min(1, "wallet.withdrawPasswordRequired")
  .min(PASSWORD_MIN_LENGTH, "wallet.withdrawPasswordTooShort")
  .max(PASSWORD_MAX_LENGTH, "validation.passwordTooLong");

/** A withdrawal password being set (with the first bank card, or a change): blank and common ones refused. */
export const newWithdrawPasswordSchema = asNewPassword(withdrawPasswordSchema);

// ---- Recharge (the /deposit screen) ----

export const rechargeBodySchema = z.strictObject({
  amount: amountSchema(RECHARGE_MIN_SATANG, RECHARGE_MAX_SATANG),
  /** PromptPay QR (confirmed by the payment provider) or bank transfer (confirmed by an operator). */
  method: z.enum(RECHARGE_METHODS, { error: "wallet.methodInvalid" }).optional().default("promptpay"),
  description: descriptionSchema,
});
export type RechargeBody = z.input<typeof rechargeBodySchema>;

export const paymentInstructionsSchema = z.object({
  /** The payment's id (operators: POST /api/admin/payments/{id}/sync); null for a recharge made before payments existed. */
  id: z.number().int().nullable(),
  method: z.enum(RECHARGE_METHODS),
  /** Quote it with a bank transfer so the operator can match the payment. */
  reference: z.string(),
  /** The EMVCo PromptPay payload; the web app draws it as a QR code. Null for bank transfer. */
  promptpay_payload: z.string().nullable(),
  /**
   * Who confirms it: manual (an operator, against the bank statement), stripe
   * (Stripe's signed webhook) or sandbox (the demo's simulate control; no real money).
   */
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(PAYMENT_STATUSES),
  /** The QR is shown until then; afterwards the screen asks for a fresh one. */
  qr_expires_at: z.string().nullable(),
  /** No fresh QR after this; a provider's payment is cancelled then. Null for an old recharge. */
  expires_at: z.string().nullable(),
  /** True for a sandbox payment: the screen offers simulate paid / failed / expired. */
  sandbox: z.boolean(),
  /** The server runs the demo (DEMO=1): every payment screen says so. */
  demo: z.boolean(),
  /** Bank transfer: the platform's receiving account (system settings). Null for PromptPay. */
  bank_name: z.string().nullable(),
  bank_account_number: z.string().nullable(),
  bank_account_name: z.string().nullable(),
});

export const rechargeSchema = z.object({
  id: z.number().int(),
  amount: bahtSchema,
  method: z.enum(RECHARGE_METHODS),
  status: z.enum(RECHARGE_STATUSES),
  description: z.string().nullable(),
  /** The operator's reason, shown when a recharge is rejected. */
  reason: z.string().nullable(),
  payment: paymentInstructionsSchema,
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type Recharge = z.infer<typeof rechargeSchema>;

/**
 * GET /api/sellers/wallet/recharge-methods: which methods the /deposit screen may offer now.
 * PromptPay needs the platform's PromptPay id, bank transfer its receiving account.
 */
export const rechargeMethodsSchema = z.object({
  methods: z.array(z.object({ method: z.enum(RECHARGE_METHODS), available: z.boolean() })),
  /** Who confirms a PromptPay top-up (bank transfers: always an operator). */
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The server runs the demo (DEMO=1): the screen says so. */
  demo: z.boolean(),
});
export type RechargeMethods = z.infer<typeof rechargeMethodsSchema>;

/** new_balance is the available balance after the call (spec section 7). */
export const rechargeResultSchema = z.object({ recharge: rechargeSchema, new_balance: bahtSchema });
export type RechargeResult = z.infer<typeof rechargeResultSchema>;

// ---- Withdrawal ----

export const withdrawBodySchema = z.strictObject({
  amount: amountSchema(WITHDRAW_MIN_SATANG, WITHDRAW_MAX_SATANG),
  withdraw_password: withdrawPasswordSchema,
  /** The seller's card; absent: the default card. */
  bank_card_id: z.number({ error: "wallet.cardRequired" }).int().positive().max(ROW_ID_MAX).optional(),
  description: descriptionSchema,
});
export type WithdrawBody = z.input<typeof withdrawBodySchema>;

export const withdrawalSchema = z.object({
  id: z.number().int(),
  /** The payout's reference ("W00000012"): the operator quotes it on the transfer, the seller finds it on both sides. */
  reference: z.string(),
  amount: bahtSchema,
  fee: bahtSchema,
  /** amount - fee: what reaches the card. */
  actual_amount: bahtSchema,
  status: z.enum(REQUEST_STATUSES),
  description: z.string().nullable(),
  /** The operator's note: the reason of a rejection. */
  reason: z.string().nullable(),
  bank_code: z.string(),
  bank_name: z.string(),
  /** Masked: first 4 and last 4 digits. */
  card_number: z.string(),
  card_holder_name: z.string(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawResultSchema = z.object({ withdrawal: withdrawalSchema, new_balance: bahtSchema });
export type WithdrawResult = z.infer<typeof withdrawResultSchema>;

export const withdrawHistorySchema = z.object({
  withdrawals: z.array(withdrawalSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

/** Everything the withdrawal screen shows before submit (ARCHITECTURE.md "Integrity"). */
export const withdrawLimitsSchema = z.object({
  min: bahtSchema,
  max: bahtSchema,
  daily_limit: z.number().int(),
  used_today: z.number().int(),
  remaining_today: z.number().int(),
  fee: bahtSchema,
  processing_text: z.string(),
  /** True until the seller's first withdrawal, when identity is not yet verified. */
  requires_verification: z.boolean(),
  /**
   * True while the seller has never asked for a withdrawal: the screen then offers
   * two-factor sign-in (DECISIONS.md "Settings and platform information").
   */
  first_withdrawal: z.boolean(),
  available_balance: bahtSchema,
  /**
   * What a withdrawal may take: the available balance less every top-up the
   * demo's sandbox confirmed (no real money behind it), never below 0.
   */
  withdrawable_balance: bahtSchema,
  sandbox_balance: bahtSchema,
});
export type WithdrawLimits = z.infer<typeof withdrawLimitsSchema>;

// ---- Withdrawal password ----

export const verifyWithdrawPasswordBodySchema = z.strictObject({ password: withdrawPasswordSchema });
export const changeWithdrawPasswordBodySchema = z.strictObject({
  old_password: withdrawPasswordSchema,
  new_password: newWithdrawPasswordSchema,
});
export type ChangeWithdrawPasswordBody = z.input<typeof changeWithdrawPasswordBodySchema>;
export const withdrawPasswordResultSchema = z.object({ valid: z.literal(true) });

// ---- Operator review ----

const reasonSchema = z
  .string({ error: "wallet.reasonRequired" })
  .trim()
  .max(REASON_MAX_LENGTH, "wallet.reasonTooLong");
/** Approving needs no reason, so an approve call may come without a body (Fastify then reads null). */
export const approveBodySchema = z.strictObject({ reason: reasonSchema.optional() }).nullish();
export const rejectBodySchema = z.strictObject({ reason: reasonSchema.min(1, "wallet.reasonRequired") });
/** The operator's search in a queue: the seller's account or id (and a top-up's payment reference). */
const reviewKeywordSchema = z
  .string({ error: "validation.invalidField" })
  .trim()
  .max(60, "validation.invalidField")
  .optional();
export const reviewQuerySchema = pageQuerySchema.extend({
  status: z.enum(REQUEST_STATUSES, { error: "validation.invalidField" }).optional().default("pending"),
  keyword: reviewKeywordSchema,
});
export const rechargeReviewQuerySchema = pageQuerySchema.extend({
  status: z.enum(RECHARGE_STATUSES, { error: "validation.invalidField" }).optional().default("pending"),
  keyword: reviewKeywordSchema,
});

/**
 * Where the balance a withdrawal takes came from: the seller's credits to
 * their available balance before the request, by source (operator's list).
 */
export const withdrawalFundingSchema = z.object({
  real_top_ups: bahtSchema,
  sandbox_top_ups: bahtSchema,
  order_income: bahtSchema,
  deposit_refunds: bahtSchema,
});
export type WithdrawalFunding = z.infer<typeof withdrawalFundingSchema>;
