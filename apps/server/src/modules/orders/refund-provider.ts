import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import type { Payments, RefundHandler } from "../payments/context";
import { getPayment } from "../payments/service";
import type { ProviderRefund } from "../payments/stripe";
import type { InTransaction } from "./cancel";
import { payRefund } from "./refund";
import { orderRefunds } from "./refund-tables";
import { orders } from "./tables";

/** Stripe's refund reached the buyer; any other state leaves the refund to pay. */
const PAID_STATES = new Set(["succeeded"]);

/** Records Stripe's word on a refund and pays it when it succeeded, under the refund's row lock. */
async function applyProviderRefund(tx: Transaction, view: ProviderRefund): Promise<boolean> {
  const byId = await tx
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.providerRefundId, view.id))
    .for("update");
  const [refund] =
    byId.length > 0 || view.orderRefundId === null
      ? byId
      : await tx
          .select()
          .from(orderRefunds)
          .where(and(eq(orderRefunds.id, view.orderRefundId), eq(orderRefunds.provider, "stripe")))
          .for("update");
  if (!refund || (refund.providerRefundId !== null && refund.providerRefundId !== view.id)) return false;
  if (refund.state === "paid") return true;
  await tx
    .update(orderRefunds)
    .set({ providerRefundId: view.id, providerStatus: view.status })
    .where(eq(orderRefunds.id, refund.id));
  if (PAID_STATES.has(view.status)) await payRefund(tx, refund.id, { by: "provider", reference: view.id });
  return true;
}

/** What app.ts gives the payments module: Stripe's refund events land here. */
export const orderRefundHandler: RefundHandler = { updated: applyProviderRefund };

/**
 * Asks Stripe to refund one order's payment, after the refund committed
 * (a provider call is never made inside a transaction). Stripe's answer is
 * recorded; a refund it already finished is paid at once, else its events
 * (webhook.ts) pay it. Idempotent: the key names the order (stripe.ts).
 */
export async function sendProviderRefund(
  db: Database,
  payments: Payments,
  inTransaction: InTransaction,
  refundId: number,
): Promise<void> {
  const [refund] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
  if (refund?.provider !== "stripe" || refund.state === "paid" || refund.providerRefundId) return;
  const stripe = payments.stripe;
  if (!stripe) throw new Error(`refund ${refund.id} is a Stripe refund but Stripe is not configured`);
  const [order] = await db.select().from(orders).where(eq(orders.id, refund.orderId));
  const payment = order?.paymentId ? await getPayment(db, order.paymentId) : undefined;
  if (!payment?.providerPaymentId) throw new Error(`refund ${refund.id} has no Stripe payment to refund`);
  const view = await stripe.refund({
    providerPaymentId: payment.providerPaymentId,
    amount: refund.amount,
    orderId: refund.orderId,
    orderRefundId: refund.id,
  });
  await inTransaction((tx) => applyProviderRefund(tx, { ...view, orderRefundId: refund.id }));
}

/** After a refund committed: Stripe is asked now; a failure is left to the job, which asks again. */
export async function sendProviderRefundSoon(
  db: Database,
  payments: Payments,
  inTransaction: InTransaction,
  orderId: number,
  warn: (error: unknown, refundId: number) => void,
): Promise<void> {
  const [refund] = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
  if (refund?.provider !== "stripe") return;
  try {
    await sendProviderRefund(db, payments, inTransaction, refund.id);
  } catch (error) {
    warn(error, refund.id);
  }
}

/**
 * The job's part: every Stripe refund not yet sent (the call after commit
 * failed, or the node stopped) is sent, oldest first. Safe to repeat and on
 * several nodes: Stripe answers the same refund for the same key.
 */
export async function sendUnsentProviderRefunds(
  db: Database,
  payments: Payments,
  inTransaction: InTransaction,
): Promise<number> {
  const unsent = await db
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.provider, "stripe"),
        eq(orderRefunds.state, "to_pay"),
        isNull(orderRefunds.providerRefundId),
      ),
    )
    .orderBy(asc(orderRefunds.createdAt))
    .limit(100);
  const failures: unknown[] = [];
  for (const { id } of unsent) {
    try {
      await sendProviderRefund(db, payments, inTransaction, id);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} refunds could not be sent`);
  return unsent.length;
}
