import type { reviewBodySchema } from "@seller/contract/orders";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database, Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { addReview } from "../catalogue/review-writes";
import type { Payments } from "../payments/context";
import { endUnpaid, type InTransaction, stopCollecting } from "./cancel";
import { completeOrder } from "./fulfilment";
import { itemsOf, lockOrder, orderByCode, statusOf } from "./reads";
import { orderReviews } from "./tables";

/**
 * The buyer cancels an unpaid order (DECISIONS "Store and storefront"): the
 * provider stops collecting first (a Stripe payment may have gone through:
 * then the order is paid and stays), then the payment and the order end
 * together and the stock goes back. No money moved, so none moves.
 */
export async function cancelByBuyer(
  db: Database,
  payments: Payments,
  code: string,
  reason: string | undefined,
  inTransaction: InTransaction,
) {
  const order = await orderByCode(db, code);
  await stopCollecting(db, payments, order, inTransaction);
  await inTransaction((tx) =>
    endUnpaid(tx, order, "cancel", reason?.trim() ? reason.trim() : "buyer_cancelled"),
  );
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
