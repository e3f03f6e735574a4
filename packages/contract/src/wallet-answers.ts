import { z } from "zod/mini";
import type { Satang } from "./money";
import { bahtSchema } from "./money-answers";

/*
 * The wallet's amounts and states, and the deposit's answers, written with zod/mini: the seller
 * app's profile reads them at start and its first load carries no classic zod (the cold /profile
 * of bench/cold-profile.bench.ts). wallet.ts and deposit.ts re-export them.
 */

/** Business constants of spec section 9 and DECISIONS.md "Wallet", in satang. */
export const RECHARGE_MIN_SATANG: Satang = 500_000n;
export const RECHARGE_MAX_SATANG: Satang = 1_000_000_000n;
export const WITHDRAW_MIN_SATANG: Satang = 500_000n;
export const WITHDRAW_MAX_SATANG: Satang = 500_000_000n;
/** The security deposit: 5,000 THB, refund review 7-15 working days. */
export const SECURITY_DEPOSIT_SATANG: Satang = 500_000n;
export const DEPOSIT_REFUND_REVIEW_DAYS = "7-15";
/** The recharge screen's quick-add amounts: 5k, 10k, 50k, 100k, 200k, 500k, 1M, 2M, 5M, 10M baht. */
export const QUICK_AMOUNTS_SATANG: readonly Satang[] = [
  500_000n,
  1_000_000n,
  5_000_000n,
  10_000_000n,
  20_000_000n,
  50_000_000n,
  100_000_000n,
  200_000_000n,
  500_000_000n,
  1_000_000_000n,
];
/** 5 wrong withdrawal passwords in a row lock withdrawals for 30 minutes (DECISIONS.md "Wallet"). */
export const WITHDRAW_PASSWORD_LOCKOUT_THRESHOLD = 5;
export const WITHDRAW_PASSWORD_LOCKOUT_MS = 30 * 60 * 1000;
/** Defaults of the system settings; the operator may change them. */
export const DEFAULT_WITHDRAWAL_DAILY_LIMIT = 3;
export const DESCRIPTION_MAX_LENGTH = 200;
export const REASON_MAX_LENGTH = 500;

export const RECHARGE_METHODS = ["promptpay", "bank_transfer"] as const;
export type RechargeMethod = (typeof RECHARGE_METHODS)[number];
/** Recharges, withdrawals and deposit refunds are requests an operator reviews. */
export const REQUEST_STATUSES = ["pending", "approved", "rejected"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** A top-up is also cancelled when its payment failed or expired with the provider. */
export const RECHARGE_STATUSES = [...REQUEST_STATUSES, "cancelled"] as const;
export type RechargeStatus = (typeof RECHARGE_STATUSES)[number];

/** POST /api/sellers/deposit: the message and data.balance_after (spec section 7). */
export const depositResultSchema = z.object({
  balance_after: bahtSchema,
  deposit_amount: bahtSchema,
  has_deposit: z.boolean(),
});
export type DepositResult = z.infer<typeof depositResultSchema>;

export const depositRefundSchema = z.object({
  id: z.int(),
  amount: bahtSchema,
  status: z.enum(REQUEST_STATUSES),
  reason: z.nullable(z.string()),
  created_at: z.string(),
  reviewed_at: z.nullable(z.string()),
});
export type DepositRefund = z.infer<typeof depositRefundSchema>;
export const depositRefundResultSchema = z.object({ refund: depositRefundSchema });

/** GET /api/finance/deposit-info: what the seller reads before paying (DECISIONS.md "Wallet"). */
export const depositInfoSchema = z.object({
  amount: bahtSchema,
  has_deposit: z.boolean(),
  deposit_amount: bahtSchema,
  refund_review_days: z.string(),
  /** The latest refund request, if any. */
  refund: z.nullable(depositRefundSchema),
  can_request_refund: z.boolean(),
  /** Texts in the caller's language. */
  purpose: z.string(),
  terms: z.array(z.string()),
  refund_conditions: z.array(z.string()),
  notes: z.array(z.string()),
  /**
   * The customer-service chat link (system setting customerServiceUrl, one value in every
   * language); null when not configured. The verification-required dialog offers it (spec section 5).
   */
  customer_service_url: z.nullable(z.string()),
});
export type DepositInfo = z.infer<typeof depositInfoSchema>;
