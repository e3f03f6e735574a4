import type { DepositRefundOrders, SellerOpenOrder } from "@seller/contract/deposit";
import { formatBaht } from "@seller/contract/money";
import { and, asc, count, eq, inArray, isNotNull, isNull, or } from "drizzle-orm";
import type { Database, Queryable, Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { Payments } from "../payments/context";
import { abandonPayment, cancelWithProvider } from "../payments/service";
import type { InTransaction } from "./cancel";
import { cancelUnpaid } from "./payment";
import { lockOrder, statusOf } from "./reads";
import { orders } from "./tables";

/**
 * Paid and not yet finished: the seller still owes the buyer a parcel, and
 * shipping needs the deposit (DECISIONS "Wallet"). So does an order whose
 * buyer reported a transfer an operator has not yet confirmed or refused: the
 * money may be on its way. Other unpaid orders do not count (DECISIONS "Store
 * and storefront"): they are cancelled when the refund is approved.
 */
const PAID_UNFINISHED = ["pending_shipment", "pending_delivery"];
const unfinished = or(
  inArray(orders.status, PAID_UNFINISHED),
  and(eq(orders.status, "pending_payment"), isNotNull(orders.paymentReportedAt)),
);
const unpaidUnreported = and(eq(orders.status, "pending_payment"), isNull(orders.paymentReportedAt));

/** The refund was approved: what the buyer's order page says of a cancelled unpaid order. */
export const DEPOSIT_REFUNDED_REASON = "deposit_refunded";

const present = (row: typeof orders.$inferSelect): SellerOpenOrder => ({
  id: row.id,
  order_number: row.orderNumber,
  status: statusOf(row) as SellerOpenOrder["status"],
  total_amount: formatBaht(row.itemsTotal),
  paid_at: row.paidAt?.toISOString() ?? null,
});

/** The seller's paid (or reported paid), unfinished orders, oldest first; locked when `lock` (the approval's check). */
export async function paidUnfinishedOrders(
  db: Queryable,
  sellerId: number,
  lock = false,
): Promise<SellerOpenOrder[]> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.sellerId, sellerId), unfinished))
    .orderBy(asc(orders.id));
  return (lock ? await query.for("update") : await query).map(present);
}

function refuse(open: SellerOpenOrder[]): never {
  throw new AppError("REQUEST_INVALID", "deposit.unfinishedOrders", {
    count: open.length,
    orders: open.map((order) => order.order_number).join(", "),
  });
}

/** The seller's request: refused while a paid order is unfinished. */
async function refuseWhileOrdersOpen(tx: Transaction, sellerId: number): Promise<void> {
  const open = await paidUnfinishedOrders(tx, sellerId);
  if (open.length > 0) refuse(open);
}

/**
 * The operator's approval: the same check, made again with the orders locked
 * (an order paid meanwhile waits for this transaction, or this one sees it),
 * then the unpaid orders are cancelled so no buyer pays a store that can no
 * longer ship. The payment is ended first, then the order locked: the lock
 * order of every payment path (payment.ts). A payment that cannot be ended was
 * paid meanwhile, and its order is named like the others. Each statement sees
 * what was committed before it: an order paid after the first check and before
 * the unpaid ones were read is in neither list, so the check is made once more
 * at the end, when no unpaid order is left to be paid.
 */
async function settleBeforeRefund(tx: Transaction, sellerId: number): Promise<void> {
  const open = await paidUnfinishedOrders(tx, sellerId, true);
  if (open.length > 0) refuse(open);
  const unpaid = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.sellerId, sellerId), unpaidUnreported))
    .orderBy(asc(orders.id));
  for (const order of unpaid) {
    if (order.paymentId !== null && !(await abandonPayment(tx, order.paymentId))) {
      refuse([present(await lockOrder(tx, order.id))]);
    }
    const locked = await lockOrder(tx, order.id);
    if (PAID_UNFINISHED.includes(statusOf(locked)) || locked.paymentReportedAt !== null) {
      refuse([present(locked)]);
    }
    // Ended meanwhile (the buyer cancelled, it expired): nothing left to cancel.
    if (statusOf(locked) !== "pending_payment") continue;
    await cancelUnpaid(tx, locked, "cancel", DEPOSIT_REFUNDED_REASON, "system");
  }
  const paidMeanwhile = await paidUnfinishedOrders(tx, sellerId, true);
  if (paidMeanwhile.length > 0) refuse(paidMeanwhile);
}

/**
 * Before the approval's transaction, as a buyer's cancel does (cancel.ts): the
 * provider stops collecting the unpaid orders the approval will cancel, so no
 * buyer pays Stripe for an order that no longer exists. One the buyer paid
 * meanwhile is recorded paid, and the approval then refuses, naming it. While
 * a paid order already refuses the approval, nothing is stopped.
 */
export async function stopCollectingBeforeRefund(
  db: Database,
  payments: Payments,
  sellerId: number,
  inTransaction: InTransaction,
): Promise<void> {
  if ((await paidUnfinishedOrders(db, sellerId)).length > 0) return;
  const unpaid = await db
    .select({ paymentId: orders.paymentId })
    .from(orders)
    .where(and(eq(orders.sellerId, sellerId), unpaidUnreported));
  for (const { paymentId } of unpaid) {
    if (paymentId !== null) await cancelWithProvider(db, payments, paymentId, inTransaction);
  }
}

/** What the wallet's deposit service asks of the orders (wallet/deposit-service.ts DepositRefundOrders). */
export const depositRefundOrders = { refuseWhileOrdersOpen, settleBeforeRefund };

/** The console's confirmation: the orders that refuse the approval, and how many it would cancel. */
export async function depositRefundOrdersOf(db: Queryable, sellerId: number): Promise<DepositRefundOrders> {
  const [unpaid] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.sellerId, sellerId), unpaidUnreported));
  return { blocking: await paidUnfinishedOrders(db, sellerId), unpaid_count: unpaid?.n ?? 0 };
}
