import type { Satang } from "@seller/contract/money";
import { promptPayPayload } from "./promptpay";

export const PAYMENT_PROVIDERS = ["manual", "stripe", "sandbox"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** What the provider says of a payment now, read from it (never from the payer). */
export type ProviderView =
  | {
      status: "pending";
      /** A fresh payload to show, when the provider made one. */
      qrPayload?: string | undefined;
    }
  /** What the provider collected, checked against what we asked for before any money moves. */
  | { status: "paid"; amount: Satang; currency: string; reference: string | null }
  | { status: "failed" | "expired" };

export type StartInput = { paymentId: number; reference: string; amount: Satang; promptPayId: string };
export type Started = { qrPayload: string; providerPaymentId: string | null };

/**
 * How a PromptPay payment is collected and who says it was paid (DECISIONS.md
 * "Payments"). No adapter lets the payer confirm a payment: manual waits for
 * an operator, stripe for Stripe, and the sandbox (demo only) for the demo's
 * simulate control, whose movements are marked sandbox in the ledger.
 */
export interface PaymentAdapter {
  readonly name: PaymentProviderName;
  /** The QR the payer scans and the provider's id of the payment. */
  start(input: StartInput): Promise<Started>;
  /** The payment as the provider knows it; a provider that cannot know (manual) says pending. */
  view(payment: { providerPaymentId: string | null; qrPayload: string | null }): Promise<ProviderView>;
  /** The payer asks for a fresh QR: the provider's current one, or a new one once it lapsed. */
  refresh(payment: { providerPaymentId: string | null; qrPayload: string | null }): Promise<ProviderView>;
  /** Stops collecting (the payment expired); says paid when the payer was faster. */
  cancel(payment: { providerPaymentId: string | null }): Promise<ProviderView>;
}

/**
 * Manual and sandbox: an EMVCo dynamic QR to the platform's PromptPay id with
 * the exact amount, built here. Nobody outside tells us it was paid: an
 * operator confirms a manual payment against the bank statement; the demo's
 * control settles a sandbox one.
 */
function localPromptPay(name: "manual" | "sandbox"): PaymentAdapter {
  return {
    name,
    async start({ promptPayId, amount }) {
      return { qrPayload: promptPayPayload(promptPayId, amount), providerPaymentId: null };
    },
    async view() {
      return { status: "pending" };
    },
    async refresh() {
      return { status: "pending" };
    },
    async cancel() {
      return { status: "expired" };
    },
  };
}

export const manualAdapter = localPromptPay("manual");
export const sandboxAdapter = localPromptPay("sandbox");
