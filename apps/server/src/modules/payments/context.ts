import type { Transaction } from "../../db/client";
import { manualAdapter, type PaymentAdapter, type PaymentProviderName, sandboxAdapter } from "./adapters";
import { type ProviderRefund, type StripeAdapter, type StripeOptions, stripeAdapter } from "./stripe";
import type { payments } from "./tables";

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentPurpose = "recharge" | "order";

/** Who confirmed a payment; sandbox money is marked as such wherever it lands. */
export type Confirmation = {
  by: "operator" | "provider" | "sandbox";
  operatorId: number | null;
  sandbox: boolean;
  /** The operator's note, if they gave one. */
  reason?: string | null | undefined;
};

/**
 * What a confirmation or a failure means for the payment's purpose, told by
 * that purpose's owner (the wallet for top-ups, the orders module for orders)
 * when the app is built. The payments module never imports them.
 */
export interface PurposeHandler {
  /** Paid and checked: move the money now, in this transaction. */
  paid(tx: Transaction, payment: PaymentRow, confirmation: Confirmation): Promise<void>;
  /** It failed or expired: whatever waited for it is cancelled, in this transaction. */
  ended(tx: Transaction, payment: PaymentRow, outcome: "failed" | "expired"): Promise<void>;
}

/**
 * What Stripe's word on a refund means, told by the orders module (app.ts):
 * true when the refund was one of ours. Acts in the webhook's transaction.
 */
export interface RefundHandler {
  updated(tx: Transaction, refund: ProviderRefund): Promise<boolean>;
}

export type PaymentsOptions = {
  /** PAYMENT_PROVIDER: who confirms new PromptPay payments. */
  provider: PaymentProviderName;
  /** DEMO=1: the only setting in which the sandbox provider exists. */
  demo: boolean;
  /** STRIPE_*: required with the stripe provider. */
  stripe?: StripeOptions | undefined;
  purposes: Partial<Record<PaymentPurpose, PurposeHandler>>;
  refunds?: RefundHandler | undefined;
};

export type Payments = {
  /** The adapter new PromptPay payments start with. */
  adapter: PaymentAdapter;
  demo: boolean;
  stripe: StripeAdapter | undefined;
  purposes: Partial<Record<PaymentPurpose, PurposeHandler>>;
  refunds: RefundHandler | undefined;
};

/**
 * Builds the payments of one app. Refuses the sandbox outside the demo here
 * too, whatever the caller checked: a sandbox lets a payer settle their own
 * payment, which only the demo may allow (DECISIONS.md "Payments").
 */
export function createPayments(options: PaymentsOptions): Payments {
  if (options.provider === "sandbox" && !options.demo) {
    throw new Error("the sandbox payment provider runs only in the demo (DEMO=1)");
  }
  if (options.provider === "stripe" && !options.stripe) {
    throw new Error("the stripe payment provider needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
  }
  const stripe = options.stripe ? stripeAdapter(options.stripe) : undefined;
  const adapter =
    options.provider === "stripe" && stripe
      ? stripe
      : options.provider === "sandbox"
        ? sandboxAdapter
        : manualAdapter;
  return { adapter, demo: options.demo, stripe, purposes: options.purposes, refunds: options.refunds };
}
