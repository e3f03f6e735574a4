import type { OrderEndedBy } from "@seller/contract/orders";
import type { Database, Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { Payments } from "../payments/context";
import { abandonPayment, cancelWithProvider } from "../payments/service";
import { cancelUnpaid } from "./payment";
import type { OrderRow } from "./present";
import { lockOrder, statusOf } from "./reads";

export type InTransaction = <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;

/**
 * Before an unpaid order is cancelled, its provider stops collecting (a Stripe
 * payment may have gone through: then the order is paid and stays). Runs
 * outside the cancelling transaction: it may call the provider.
 */
export async function stopCollecting(
  db: Database,
  payments: Payments,
  order: OrderRow,
  inTransaction: InTransaction,
): Promise<void> {
  if (statusOf(order) !== "pending_payment") throw new AppError("REQUEST_INVALID", "orders.cannotCancel");
  if (order.paymentId === null) return;
  const outcome = await cancelWithProvider(db, payments, order.paymentId, inTransaction);
  if (outcome === "paid") throw new AppError("REQUEST_INVALID", "orders.cannotCancel");
}

/**
 * The payment and the order end together and the stock goes back; no money
 * moved, so none moves (DECISIONS "Orders"). The payment is locked first,
 * then the order: the lock order of every payment path (payment.ts).
 */
export async function endUnpaid(
  tx: Transaction,
  order: OrderRow,
  action: "cancel" | "expire",
  reason: string,
  by: OrderEndedBy,
): Promise<OrderRow> {
  if (order.paymentId !== null && !(await abandonPayment(tx, order.paymentId))) {
    throw new AppError("REQUEST_INVALID", "orders.cannotCancel");
  }
  const locked = await lockOrder(tx, order.id);
  // Reported paid meanwhile ("I have paid"): it waits for the operator, not the clock or the buyer.
  if (locked.paymentReportedAt !== null)
    throw new AppError("REQUEST_INVALID", "orders.paymentReportedNoCancel");
  return cancelUnpaid(tx, locked, action, reason, by);
}
