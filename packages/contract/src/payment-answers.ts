import { z } from "zod/mini";

/*
 * A payment as its payer's screen shows it, written with zod/mini: the buyer's order page
 * parses it and a buyer's first load cannot carry classic zod (bench/bundles.bench.ts).
 * payments.ts re-exports it.
 */

export const PAYMENT_PROVIDERS = ["manual", "stripe", "sandbox"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export const PAYMENT_STATUSES = ["pending", "paid", "failed", "expired"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment as its payer's screen shows it. */
export const paymentSchema = z.object({
  id: z.int(),
  /** Who confirms it: an operator (manual), Stripe, or the demo's simulate control (sandbox). */
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(PAYMENT_STATUSES),
  reference: z.string(),
  /** The EMVCo payload to draw as a QR; null for a bank transfer. */
  qr_payload: z.nullable(z.string()),
  /** After this the screen offers a fresh QR instead of the old one. */
  qr_expires_at: z.nullable(z.string()),
  /** No fresh QR after this; a provider's payment is cancelled then. */
  expires_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;
