import { z } from "zod";

/** DECISIONS.md "Payments": a QR lives 15 minutes and the payer's screen asks every 5 s. */
export const PAYMENT_QR_LIFETIME_MS = 15 * 60 * 1000;
export const PAYMENT_POLL_INTERVAL_MS = 5 * 1000;
/**
 * A PromptPay top-up paid through a provider (stripe, sandbox) expires 24 hours
 * after it was asked for, like an unpaid order; until then the payer may ask
 * for fresh QR codes. A manual one waits for the operator, who decides it.
 */
export const TOP_UP_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A seller has at most this many top-ups waiting at once. */
export const MAX_PENDING_TOP_UPS = 3;

export {
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  type Payment,
  type PaymentProvider,
  type PaymentStatus,
  paymentSchema,
} from "./payment-answers";
export const SANDBOX_OUTCOMES = ["paid", "failed", "expired"] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export const sandboxOutcomeParamsSchema = z.object({
  outcome: z.enum(SANDBOX_OUTCOMES, { error: "payments.outcomeInvalid" }),
});
