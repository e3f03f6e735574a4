import { formatBaht, type Satang } from "@seller/contract/money";
import type { OrderEndedBy } from "@seller/contract/orders";
import { eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { OperatorContext } from "../audit/context";
import { recordOperatorAct } from "../audit/service";
import { lockProductsForOrder, returnStock, takeStock } from "../catalogue/stock";
import { type Answer, type IdempotentCall, type Respond, runIdempotent } from "../idempotency/service";
import type { Confirmation, PaymentRow, Payments, PurposeHandler } from "../payments/context";
import { confirmByOperator, rejectByOperator } from "../payments/service";
import { type Actor, lockAccounts, platformIn, postTransfer } from "../wallet/ledger";
import { notifyNewOrder } from "./notices";
import type { OrderRow } from "./present";
import { itemsOf, lockOrder, orderNotFound, statusOf } from "./reads";
import { refundOrder } from "./refund";
import { nextStatus } from "./states";
import { orders } from "./tables";

/**
 * Lock order of every path that touches an order's payment: the payment row
 * first, then the order row.
 *
 * order_paid: bank -> buyer escrow, the order to pending shipment, in the
 * confirmation's transaction (DECISIONS "Orders"). The payment moves from
 * pending only once (payments/service.ts settle), and the transfer's key is
 * the order's, so no replay or race can pay an order twice.
 */
async function markPaid(tx: Transaction, payment: PaymentRow, confirmation: Confirmation) {
  const order = await lockOrder(tx, payment.ownerId);
  const to = nextStatus(statusOf(order), "pay");
  if (!to) throw new AppError("REQUEST_INVALID", "orders.notAwaitingPayment");
  if (payment.amount !== order.itemsTotal)
    throw new AppError("REQUEST_VALIDATION_ERROR", "payments.mismatch");
  const actor: Actor =
    confirmation.by === "operator"
      ? { kind: "operator", id: confirmation.operatorId }
      : { kind: "system", id: null };
  const locked = await lockAccounts(tx, [], ["bank", "buyer_escrow"]);
  await postTransfer(tx, locked, {
    debit: platformIn(locked, "bank"),
    credit: platformIn(locked, "buyer_escrow"),
    amount: order.itemsTotal,
    code: "order_paid",
    reference: { type: "order", id: order.id },
    actor,
    reason: confirmation.reason ?? null,
    key: `order:${order.id}:paid`,
    sandbox: confirmation.sandbox,
  });
  // An order placed beyond the unpaid share held nothing: it takes its units now, if they are there.
  const items = await itemsOf(tx, order.id);
  const stockHeld = order.stockHeld || (await holdStock(tx, items));
  const now = new Date();
  const [paid] = await tx
    .update(orders)
    .set({ status: to, paidAt: now, stockHeld, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  if (!paid) throw new Error("order vanished under lock");
  // The order's first notification is its payment (DECISIONS "Store and storefront").
  await notifyNewOrder(tx, paid, items);
  // Sold out while it waited unheld: the money came, so it goes back as a refund (DECISIONS "Payments").
  if (!stockHeld) await refundOrder(tx, { kind: "system" }, order.id, "sold_out");
}

/** Takes an order's units from stock under the products' locks; false when they are no longer there. */
async function holdStock(tx: Transaction, items: { productId: number; quantity: number }[]) {
  await lockProductsForOrder(
    tx,
    items.map((item) => item.productId),
  );
  return takeStock(
    tx,
    items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
  );
}

/**
 * Cancels a locked, unpaid order and puts back the stock it held; no money
 * moved, so none moves back (DECISIONS "Orders": cancelling an unpaid order
 * moves no money). The seller is not told: they never heard of the order
 * (DECISIONS "Store and storefront": the first notification is the payment).
 */
export async function cancelUnpaid(
  tx: Transaction,
  order: OrderRow,
  action: "cancel" | "expire",
  reason: string,
  by: OrderEndedBy,
): Promise<OrderRow> {
  const to = nextStatus(statusOf(order), action);
  if (!to) throw new AppError("REQUEST_INVALID", "orders.cannotCancel");
  if (order.stockHeld) {
    const items = await itemsOf(tx, order.id);
    await returnStock(
      tx,
      items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
    );
  }
  const now = new Date();
  const [cancelled] = await tx
    .update(orders)
    .set({
      status: to,
      cancelledAt: now,
      cancelReason: reason,
      cancelledBy: by,
      stockHeld: false,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!cancelled) throw new Error("order vanished under lock");
  return cancelled;
}

/** The payment failed or expired with its provider: the unpaid order is cancelled and its stock released. */
async function paymentEnded(tx: Transaction, payment: PaymentRow, outcome: "failed" | "expired") {
  const order = await lockOrder(tx, payment.ownerId);
  if (statusOf(order) !== "pending_payment") return;
  await cancelUnpaid(
    tx,
    order,
    "expire",
    outcome === "failed" ? "payment_failed" : "payment_expired",
    "system",
  );
}

/** What an order's payment means; app.ts gives it to the payments module. */
export const orderPurpose: PurposeHandler = { paid: markPaid, ended: paymentEnded };

/**
 * POST admin/orders/{id}/confirm-payment (manual provider): the operator found
 * the buyer's money on the bank statement and types the amount received; it
 * must be the order's total. Recorded in the audit log in the same transaction,
 * once per Idempotency-Key.
 */
export function confirmOrderPayment(
  db: Database,
  call: IdempotentCall,
  payments: Payments,
  operator: OperatorContext,
  orderId: number,
  input: { amount: Satang; reason?: string | undefined },
  respond: Respond<void>,
): Promise<Answer> {
  return runIdempotent(db, call, {
    run: async (tx) => respond(await confirmInTransaction(tx, payments, operator, orderId, input)),
  });
}

async function confirmInTransaction(
  tx: Transaction,
  payments: Payments,
  operator: OperatorContext,
  orderId: number,
  input: { amount: Satang; reason?: string | undefined },
): Promise<void> {
  // Not locked here: the payment is locked first, then the order (markPaid), the order every
  // path takes (sandbox, webhook, the buyer's cancel), so two of them never deadlock.
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.paymentId === null) throw orderNotFound();
  if (statusOf(order) !== "pending_payment")
    throw new AppError("REQUEST_INVALID", "orders.notAwaitingPayment");
  if (input.amount !== order.itemsTotal) {
    throw new AppError(
      "REQUEST_VALIDATION_ERROR",
      "orders.admin.amountMismatch",
      { amount: formatBaht(input.amount), total: formatBaht(order.itemsTotal) },
      ["amount"],
    );
  }
  await confirmByOperator(tx, payments, order.paymentId, operator.operatorId, input.reason ?? null);
  await recordOperatorAct(tx, operator, {
    act: "order.confirm_payment",
    target: { type: "order", id: order.id },
    reason: input.reason,
    details: {
      order_number: order.orderNumber,
      amount: formatBaht(input.amount),
      payment_id: order.paymentId,
    },
  });
}

/**
 * POST admin/orders/{id}/refuse-payment (manual provider): the operator found
 * no such payment on the bank statement. The payment fails, the order is
 * cancelled and its stock released (DECISIONS "Store and storefront"), in one
 * transaction with the audit record, once per Idempotency-Key. The payment is
 * locked first, then the order: the lock order of every payment path.
 */
export function refuseOrderPayment(
  db: Database,
  call: IdempotentCall,
  operator: OperatorContext,
  orderId: number,
  input: { reason?: string | undefined },
  respond: Respond<void>,
): Promise<Answer> {
  return runIdempotent(db, call, {
    run: async (tx) => respond(await refuseInTransaction(tx, operator, orderId, input)),
  });
}

async function refuseInTransaction(
  tx: Transaction,
  operator: OperatorContext,
  orderId: number,
  input: { reason?: string | undefined },
): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.paymentId === null) throw orderNotFound();
  if (statusOf(order) !== "pending_payment")
    throw new AppError("REQUEST_INVALID", "orders.notAwaitingPayment");
  await rejectByOperator(tx, order.paymentId);
  const locked = await lockOrder(tx, order.id);
  await cancelUnpaid(tx, locked, "cancel", "payment_refused", "system");
  await recordOperatorAct(tx, operator, {
    act: "order.refuse_payment",
    target: { type: "order", id: order.id },
    reason: input.reason,
    details: { order_number: order.orderNumber, payment_id: order.paymentId },
  });
}
