import type { PaymentProvider } from "@seller/contract/payments";
import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { returnStock } from "../catalogue/stock";
import { getPayment } from "../payments/service";
import type { Actor } from "../wallet/events";
import { lockAccounts, platformIn, postTransfer } from "../wallet/ledger";
import { notifyOrderUpdate } from "./notices";
import type { OrderRow } from "./present";
import { itemsOf, lockOrder, lockOwnOrder, statusOf } from "./reads";
import { orderRefunds } from "./refund-tables";
import { nextStatus } from "./states";
import { orders } from "./tables";

/** Who refunds: the seller from a screen, or the system when a paid order was not shipped in time. */
export type RefundCause = { kind: "seller"; sellerId: number } | { kind: "system" };

/**
 * A paid, unshipped order is refunded (DECISIONS "Orders" and "Payments"):
 * the buyer's payment moves from buyer escrow to refunds payable
 * (order_refund), the order to refunded with its stock back on the shelf, and
 * the refund is written to be paid back, all in one transaction. The money
 * reaches the buyer later (payRefund): Stripe's refund, or an operator's
 * PromptPay transfer. Nothing of the seller's balance moved for the order
 * yet, so none moves now.
 */
export async function refundOrder(
  tx: Transaction,
  cause: RefundCause,
  orderId: number,
  reason: string | undefined,
): Promise<OrderRow> {
  const order =
    cause.kind === "seller" ? await lockOwnOrder(tx, cause.sellerId, orderId) : await lockOrder(tx, orderId);
  const to = nextStatus(statusOf(order), "refund");
  if (!to) throw new AppError("REQUEST_INVALID", "orders.notRefundable");
  const payment = order.paymentId === null ? undefined : await getPayment(tx, order.paymentId);
  if (!payment) throw new Error(`paid order ${order.id} has no payment`);
  const said = reason?.trim() ? reason.trim() : cause.kind === "seller" ? "seller_refunded" : "";
  if (!said) throw new Error("a system refund names its reason");
  const actor: Actor =
    cause.kind === "seller" ? { kind: "seller", id: cause.sellerId } : { kind: "system", id: null };
  const now = new Date();
  const [refunded] = await tx
    .update(orders)
    .set({ status: to, refundedAt: now, cancelReason: said, cancelledBy: cause.kind, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  if (!refunded) throw new Error("order vanished under lock");
  await tx.insert(orderRefunds).values({
    orderId: order.id,
    sellerId: order.sellerId,
    amount: order.itemsTotal,
    provider: payment.provider as PaymentProvider,
    cause: cause.kind,
    reason: said,
  });
  // The platform's accounts last, as every movement takes them (ledger.ts lockAccounts).
  const locked = await lockAccounts(tx, [], ["buyer_escrow", "refunds_payable"]);
  await postTransfer(tx, locked, {
    debit: platformIn(locked, "buyer_escrow"),
    credit: platformIn(locked, "refunds_payable"),
    amount: order.itemsTotal,
    code: "order_refund",
    reference: { type: "order", id: order.id },
    actor,
    reason: said,
    key: `order:${order.id}:refund`,
    sandbox: payment.provider === "sandbox",
  });
  // The stock after the accounts, as every order move takes them (fulfilment.ts): no deadlock.
  const items = await itemsOf(tx, order.id);
  // An order paid after its product sold out never held stock (payment.ts): nothing goes back.
  if (order.stockHeld)
    await returnStock(
      tx,
      items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
    );
  await notifyOrderUpdate(tx, refunded, items);
  return refunded;
}

export type PaidBy =
  | { by: "operator"; operatorId: number; reference: string }
  | { by: "provider"; reference: string };

/**
 * The refund reached the buyer: refunds payable -> bank (refund_paid) and the
 * refund marked paid, in one transaction, once (the refund's row lock, its
 * state, and the transfer's key). False when it was already paid.
 */
export async function payRefund(tx: Transaction, refundId: number, paid: PaidBy): Promise<boolean> {
  const [refund] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId)).for("update");
  if (!refund) throw new AppError("REQUEST_NOT_FOUND", "refunds.notFound");
  if (refund.state === "paid") return false;
  const now = new Date();
  await tx
    .update(orderRefunds)
    .set({
      state: "paid",
      paidAt: now,
      paidBy: paid.by,
      paidById: paid.by === "operator" ? paid.operatorId : null,
      paidReference: paid.reference,
    })
    .where(eq(orderRefunds.id, refund.id));
  const locked = await lockAccounts(tx, [], ["bank", "refunds_payable"]);
  await postTransfer(tx, locked, {
    debit: platformIn(locked, "refunds_payable"),
    credit: platformIn(locked, "bank"),
    amount: refund.amount,
    code: "refund_paid",
    reference: { type: "order", id: refund.orderId },
    actor: paid.by === "operator" ? { kind: "operator", id: paid.operatorId } : { kind: "system", id: null },
    reason: paid.reference,
    key: `order:${refund.orderId}:refund_paid`,
    sandbox: refund.provider === "sandbox",
  });
  return true;
}

/**
 * The buyer gives the PromptPay id the refund should go to (DECISIONS
 * "Payments": the order's phone unless the buyer gives another), until the
 * refund is paid. Refused, changing nothing, on an order with no refund to pay.
 */
export async function setRefundPromptPay(tx: Transaction, orderId: number, promptPayId: string) {
  const [refund] = await tx
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .for("update");
  if (!refund) throw new AppError("REQUEST_INVALID", "refunds.promptPayNoRefund");
  if (refund.state !== "to_pay") throw new AppError("REQUEST_INVALID", "refunds.promptPayAlreadyPaid");
  await tx.update(orderRefunds).set({ promptPayId }).where(eq(orderRefunds.id, refund.id));
}
