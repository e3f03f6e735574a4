import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { returnStock } from "../catalogue/stock";
import { getPayment } from "../payments/service";
import { lockAccounts, platformIn, postTransfer } from "../wallet/ledger";
import { notifyOrderUpdate } from "./notices";
import type { OrderRow } from "./present";
import { itemsOf, lockOwnOrder, statusOf } from "./reads";
import { nextStatus } from "./states";
import { orders } from "./tables";

/**
 * The seller refunds a paid, unshipped order (DECISIONS "Orders"): the
 * buyer's payment goes back, buyer escrow -> bank (order_refund), the order
 * to refunded and its stock back on the shelf, in one transaction. Nothing
 * of the seller's balance moved for it yet, so none moves now.
 */
export async function refundOrder(
  tx: Transaction,
  sellerId: number,
  orderId: number,
  reason: string | undefined,
): Promise<OrderRow> {
  const order = await lockOwnOrder(tx, sellerId, orderId);
  const to = nextStatus(statusOf(order), "refund");
  if (!to) throw new AppError("REQUEST_INVALID", "orders.notRefundable");
  const payment = order.paymentId === null ? undefined : await getPayment(tx, order.paymentId);
  const locked = await lockAccounts(tx, [], ["bank", "buyer_escrow"]);
  await postTransfer(tx, locked, {
    debit: platformIn(locked, "buyer_escrow"),
    credit: platformIn(locked, "bank"),
    amount: order.itemsTotal,
    code: "order_refund",
    reference: { type: "order", id: order.id },
    actor: { kind: "seller", id: sellerId },
    reason: reason?.trim() ? reason.trim() : null,
    key: `order:${order.id}:refund`,
    sandbox: payment?.provider === "sandbox",
  });
  const items = await itemsOf(tx, order.id);
  await returnStock(
    tx,
    items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
  );
  const now = new Date();
  const [refunded] = await tx
    .update(orders)
    .set({
      status: to,
      refundedAt: now,
      cancelReason: reason?.trim() ? reason.trim() : "seller_refunded",
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!refunded) throw new Error("order vanished under lock");
  await notifyOrderUpdate(tx, refunded, items);
  return refunded;
}
