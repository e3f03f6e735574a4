import Stripe from "stripe";
import { AppError } from "../../lib/app-error";
import type { PaymentAdapter, ProviderView } from "./adapters";

export type StripeOptions = {
  secretKey: string;
  webhookSecret: string;
  /** PromptPay on Stripe needs a payer e-mail; sellers have none, so the platform's own. */
  billingEmail: string;
  /** Another API host (tests: a local fake of the endpoints used). */
  api?: { host: string; port: number; protocol: "http" | "https" } | undefined;
};

/** Stripe takes at most 8 digits in the smallest unit: 999,999.99 THB. */
export const STRIPE_MAX_SATANG = 99_999_999n;

function promptPayQr(intent: Stripe.PaymentIntent): string | undefined {
  return intent.next_action?.promptpay_display_qr_code?.data;
}

/** An intent as our view of a payment: Stripe's word, with what it collected. */
export function intentView(intent: Stripe.PaymentIntent): ProviderView {
  switch (intent.status) {
    case "succeeded":
      return {
        status: "paid",
        amount: BigInt(intent.amount_received || intent.amount),
        currency: intent.currency,
        reference: intent.metadata?.reference ?? null,
      };
    case "canceled":
      return { status: "expired" };
    case "requires_action":
      return { status: "pending", qrPayload: promptPayQr(intent) };
    default:
      // requires_payment_method after a failed or lapsed attempt: still payable with a fresh QR.
      return { status: "pending" };
  }
}

/** Turns Stripe's refusals into a clear 4xx; a network failure stays a server error (logged). */
async function asked<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeInvalidRequestError ||
      error instanceof Stripe.errors.StripeCardError
    ) {
      throw new AppError("REQUEST_INVALID", "payments.providerRefused");
    }
    throw error;
  }
}

/**
 * PromptPay through Stripe PaymentIntents (DECISIONS.md "Payments"). The QR is
 * the intent's next action; only Stripe's signed webhook (webhook.ts) or a
 * status query (view) says it was paid.
 */
export function stripeAdapter(options: StripeOptions): PaymentAdapter & {
  client: Stripe;
  webhookSecret: string;
  refund(input: {
    providerPaymentId: string;
    amount: bigint;
    orderId: number;
    orderRefundId: number;
  }): Promise<ProviderRefund>;
} {
  const client = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    ...(options.api ?? {}),
  });
  const promptPay = {
    type: "promptpay" as const,
    billing_details: { email: options.billingEmail },
  };
  const confirmAgain = (id: string) =>
    asked(() => client.paymentIntents.confirm(id, { payment_method_data: promptPay }));

  return {
    name: "stripe",
    client,
    webhookSecret: options.webhookSecret,
    async start({ paymentId, reference, amount }) {
      if (amount > STRIPE_MAX_SATANG) throw new AppError("REQUEST_INVALID", "payments.amountAboveProvider");
      const intent = await asked(() =>
        client.paymentIntents.create(
          {
            amount: Number(amount),
            currency: "thb",
            allowed_payment_method_types: ["promptpay"],
            payment_method_data: promptPay,
            confirm: true,
            description: reference,
            metadata: { reference, payment_id: String(paymentId) },
          },
          // Our payment id never repeats: a retried create returns the same intent.
          { idempotencyKey: `payment-${paymentId}` },
        ),
      );
      const qrPayload = promptPayQr(intent);
      if (!qrPayload) throw new Error(`Stripe intent ${intent.id} has no PromptPay QR`);
      return { qrPayload, providerPaymentId: intent.id };
    },
    async view({ providerPaymentId }) {
      if (!providerPaymentId) return { status: "pending" };
      return intentView(await asked(() => client.paymentIntents.retrieve(providerPaymentId)));
    },
    async refresh({ providerPaymentId }) {
      if (!providerPaymentId) return { status: "pending" };
      const intent = await asked(() => client.paymentIntents.retrieve(providerPaymentId));
      // A lapsed QR leaves the intent waiting for a payment method: confirming again makes a new QR.
      if (intent.status === "requires_payment_method") return intentView(await confirmAgain(intent.id));
      return intentView(intent);
    },
    /**
     * Stripe's refund call for an order's payment (DECISIONS "Payments": one
     * per order, idempotent): the Idempotency-Key names the order, so a retry
     * after a lost answer, or a second node, gets the same refund, never a
     * second one.
     */
    async refund({ providerPaymentId, amount, orderId, orderRefundId }) {
      const refund = await asked(() =>
        client.refunds.create(
          {
            payment_intent: providerPaymentId,
            amount: Number(amount),
            metadata: { order_refund_id: String(orderRefundId), order_id: String(orderId) },
          },
          { idempotencyKey: `order-refund-${orderId}` },
        ),
      );
      return refundView(refund);
    },
    async cancel({ providerPaymentId }) {
      if (!providerPaymentId) return { status: "expired" };
      try {
        return intentView(await client.paymentIntents.cancel(providerPaymentId));
      } catch (error) {
        // Too late to cancel (paid meanwhile): read what happened instead.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        return intentView(await client.paymentIntents.retrieve(providerPaymentId));
      }
    },
  };
}

export type StripeAdapter = ReturnType<typeof stripeAdapter>;

/** Stripe's word on a refund: its id and state (pending, requires_action, succeeded, failed, canceled). */
export type ProviderRefund = { id: string; status: string; orderRefundId: number | null };

export function refundView(refund: Stripe.Refund): ProviderRefund {
  const id = Number(refund.metadata?.order_refund_id);
  return {
    id: refund.id,
    status: refund.status ?? "pending",
    orderRefundId: Number.isSafeInteger(id) && id > 0 ? id : null,
  };
}
