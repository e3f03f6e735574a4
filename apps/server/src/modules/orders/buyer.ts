import type { reviewBodySchema } from "@seller/contract/orders";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database, Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { addReview } from "../catalogue/review-writes";
import { lockProductsForOrder, takeStock } from "../catalogue/stock";
import type { PreparedSlip } from "../files/service";
import type { Payments } from "../payments/context";
import { getPayment } from "../payments/service";
import { endUnpaid, type InTransaction, stopCollecting } from "./cancel";
import { completeOrder } from "./fulfilment";
import { itemsOf, lockOrder, orderByCode, statusOf } from "./reads";
import { orderReviews, orders } from "./tables";

/**
 * The buyer cancels an unpaid order (DECISIONS "Store and storefront"): the
 * provider stops collecting first (a Stripe payment may have gone through:
 * then the order is paid and stays), then the payment and the order end
 * together and the stock goes back. No money moved, so none moves.
 */
export function cancelByBuyer(
  db: Database,
  payments: Payments,
  code: string,
  reason: string | undefined,
  inTransaction: InTransaction,
) {
  let order: Awaited<ReturnType<typeof orderByCode>> | undefined;
  return {
    /** Outside any transaction, first: the provider is asked to stop collecting. */
    stopCollecting: async () => {
      order = await orderByCode(db, code);
      // The buyer said the money is on its way: only the operator's check ends the order now.
      if (order.paymentReportedAt !== null && statusOf(order) === "pending_payment")
        throw new AppError("REQUEST_INVALID", "orders.paymentReportedNoCancel");
      await stopCollecting(db, payments, order, inTransaction);
    },
    /** Then, in the caller's transaction (keyed or not): the payment and the order end, stock back. */
    end: async (tx: Transaction) => {
      if (!order) throw new Error("stopCollecting runs before end");
      await endUnpaid(tx, order, "cancel", reason?.trim() ? reason.trim() : "buyer_cancelled", "buyer");
    },
  };
}

/**
 * The buyer's "I have paid" (manual provider, DECISIONS "Store and storefront"):
 * reported within the payment window, the order no longer expires; it keeps
 * its stock and enters the operators' payment queue until they confirm or
 * refuse the payment. An order that held no stock (placed beyond the unpaid
 * share) takes its units now when they are there. Saying it twice changes nothing,
 * except that a slip is still taken while the order has none and waits for the check.
 * Answers whether the slip was attached (one slip per order).
 */
export async function reportPayment(
  tx: Transaction,
  code: string,
  slip?: PreparedSlip,
  now = new Date(),
): Promise<boolean> {
  const found = await orderByCode(tx, code);
  const payment = found.paymentId === null ? undefined : await getPayment(tx, found.paymentId);
  if (payment?.provider !== "manual") throw new AppError("REQUEST_INVALID", "orders.paymentReportNotManual");
  const order = await lockOrder(tx, found.id);
  if (statusOf(order) !== "pending_payment")
    throw new AppError("REQUEST_INVALID", "orders.notAwaitingPayment");
  const slipFile =
    slip && order.paymentSlipFile === null ? await slip.attach(tx, `order:${order.id}`, now) : null;
  if (order.paymentReportedAt !== null) {
    if (slipFile) await tx.update(orders).set({ paymentSlipFile: slipFile }).where(eq(orders.id, order.id));
    return slipFile !== null;
  }
  if (order.expiresAt <= now) throw new AppError("REQUEST_INVALID", "orders.paymentWindowOver");
  let stockHeld = order.stockHeld;
  if (!stockHeld) {
    const items = await itemsOf(tx, order.id);
    await lockProductsForOrder(
      tx,
      items.map((item) => item.productId),
    );
    stockHeld = await takeStock(
      tx,
      items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
    );
  }
  await tx
    .update(orders)
    .set({
      paymentReportedAt: now,
      stockHeld,
      updatedAt: now,
      ...(slipFile ? { paymentSlipFile: slipFile } : {}),
    })
    .where(eq(orders.id, order.id));
  return slipFile !== null;
}

/** The buyer confirms delivery: the order completes and the seller is paid (no early-receipt fee). */
export async function confirmReceipt(tx: Transaction, code: string) {
  const order = await orderByCode(tx, code);
  await completeOrder(tx, order.id, {
    action: "confirm_receipt",
    actor: { kind: "system", id: null },
    fee: 0n,
  });
}

/** "Somchai Jaidee" as "S***": a buyer's review names them without telling everyone who they are. */
function reviewerName(buyerName: string): string {
  const first = Array.from(buyerName.trim())[0] ?? "?";
  return `${first}***`;
}

/**
 * A 1-5 star review, once, of a completed order (DECISIONS "Store and
 * storefront"). Each product of the order gets it as one of its catalogue
 * reviews: reviews are written by buyers of completed orders (DECISIONS "Catalogue").
 */
export async function reviewOrder(tx: Transaction, code: string, input: z.output<typeof reviewBodySchema>) {
  const found = await orderByCode(tx, code);
  const order = await lockOrder(tx, found.id);
  if (statusOf(order) !== "completed") throw new AppError("REQUEST_INVALID", "orders.reviewNotYet");
  const [written] = await tx
    .insert(orderReviews)
    .values({ orderId: order.id, rating: input.rating, comment: input.comment })
    .onConflictDoNothing()
    .returning();
  if (!written) throw new AppError("REQUEST_INVALID", "orders.alreadyReviewed");
  const productIds = [...new Set((await itemsOf(tx, order.id)).map((item) => item.productId))];
  for (const productId of productIds.sort((a, b) => a - b)) {
    await addReview(tx, productId, {
      name: reviewerName(order.buyerName),
      rating: input.rating,
      comment: input.comment,
      reviewDate: written.createdAt,
    });
  }
  return (await tx.select().from(orderReviews).where(eq(orderReviews.orderId, order.id)))[0];
}
