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

export const PAYMENT_PROVIDERS = ["manual", "stripe", "sandbox"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export const PAYMENT_STATUSES = ["pending", "paid", "failed", "expired"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const SANDBOX_OUTCOMES = ["paid", "failed", "expired"] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** A payment as its payer's screen shows it. */
export const paymentSchema = z.object({
  id: z.number().int(),
  /** Who confirms it: an operator (manual), Stripe, or the demo's simulate control (sandbox). */
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(PAYMENT_STATUSES),
  reference: z.string(),
  /** The EMVCo payload to draw as a QR; null for a bank transfer. */
  qr_payload: z.string().nullable(),
  /** After this the screen offers a fresh QR instead of the old one. */
  qr_expires_at: z.string().nullable(),
  /** No fresh QR after this; a provider's payment is cancelled then. */
  expires_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const sandboxOutcomeParamsSchema = z.object({
  outcome: z.enum(SANDBOX_OUTCOMES, { error: "payments.outcomeInvalid" }),
});
