import { eq } from "drizzle-orm";
import Stripe from "stripe";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { type Publish, transactionThenPublish } from "../../lib/outbox";
import type { Payments } from "./context";
import { applyProviderView } from "./service";
import { intentView, refundView } from "./stripe";
import { paymentEvents, payments } from "./tables";

/** The events that change a payment; any other is acknowledged and left alone. */
const PAYMENT_EVENTS = new Set([
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "payment_intent.canceled",
]);

/** Stripe's word on a refund (DECISIONS "Payments": the refund's state follows its events). */
const REFUND_EVENTS = new Set(["refund.created", "refund.updated", "refund.failed", "charge.refund.updated"]);

export type WebhookResult = { received: true; duplicate: boolean; payment_reference: string | null };

/**
 * Stripe's webhook (DECISIONS.md "Payments"): the signature over the raw body
 * is checked with STRIPE_WEBHOOK_SECRET (and its timestamp, 5 minutes of
 * tolerance) by the stripe package before anything is read. Each event acts
 * once: its id is written in the transaction that acts on it, so a replay
 * finds it and moves nothing; the payment itself moves only from pending. A
 * paid intent whose amount, currency or reference is not what we created is
 * refused (422) and moves nothing. What the event wrote (the seller's notices)
 * is published once it has committed.
 */
export async function handleStripeWebhook(
  db: Database,
  context: Payments,
  rawBody: Buffer,
  signature: string | string[] | undefined,
  publish: Publish | undefined,
): Promise<WebhookResult> {
  const stripe = context.stripe;
  if (!stripe) throw new AppError("REQUEST_NOT_FOUND", "payments.stripeOff");
  if (typeof signature !== "string") throw new AppError("REQUEST_INVALID", "payments.signatureInvalid");
  let event: Stripe.Event;
  try {
    event = stripe.client.webhooks.constructEvent(rawBody, signature, stripe.webhookSecret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new AppError("REQUEST_INVALID", "payments.signatureInvalid");
    }
    throw new AppError("REQUEST_INVALID", "payments.eventInvalid");
  }
  if (REFUND_EVENTS.has(event.type)) {
    const refunds = context.refunds;
    if (!refunds) return { received: true, duplicate: false, payment_reference: null };
    const view = refundView(event.data.object as Stripe.Refund);
    return transactionThenPublish(db, publish, async (tx) => {
      const recorded = await tx
        .insert(paymentEvents)
        .values({ provider: "stripe", eventId: event.id, type: event.type, paymentId: null })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      if (recorded.length === 0) return { received: true, duplicate: true, payment_reference: null };
      await refunds.updated(tx, view);
      return { received: true, duplicate: false, payment_reference: null };
    });
  }
  if (!PAYMENT_EVENTS.has(event.type)) return { received: true, duplicate: false, payment_reference: null };
  const intent = event.data.object as Stripe.PaymentIntent;
  const [row] = await db.select().from(payments).where(eq(payments.providerPaymentId, intent.id));
  // Not one of ours (another integration on the same Stripe account): nothing to do.
  if (!row) return { received: true, duplicate: false, payment_reference: null };
  return transactionThenPublish(db, publish, async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ provider: "stripe", eventId: event.id, type: event.type, paymentId: row.id })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (recorded.length === 0) return { received: true, duplicate: true, payment_reference: row.reference };
    await applyProviderView(tx, context, row.id, intentView(intent));
    return { received: true, duplicate: false, payment_reference: row.reference };
  });
}
