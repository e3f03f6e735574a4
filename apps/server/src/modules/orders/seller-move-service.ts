import type { OrderBatchResult, SellerOrderDetail } from "@seller/contract/seller-orders";
import type { Database, Transaction } from "../../db/client";
import { type Publish, transactionThenPublish } from "../../lib/outbox";
import { type Answer, type IdempotentCall, type Respond, runIdempotent } from "../idempotency/service";
import type { Payments } from "../payments/context";
import type { InTransaction } from "./cancel";
import { refundOrder } from "./refund";
import { sendProviderRefundSoon } from "./refund-provider";
import { bulkShip, earlyReceipt } from "./seller-moves";
import { sellerOrderDetail } from "./seller-reads";
import { shipOne, updateShipping } from "./seller-shipping";
import { moveOrders, prepareMove, type StatusMove } from "./status-moves";

/**
 * The seller's order moves (spec section 4), one entry per call of
 * seller-move-routes.ts: each moves money through the ledger in the order's
 * own transaction, once per Idempotency-Key, and tells the seller's open pages
 * after commit (the call's publisher).
 */

/** Where a move's outside work (the provider's side) commits its own transactions and publishes them. */
export type SellerMoveContext = { db: Database; publish: Publish; payments: Payments };

function inTransactionOf({ db, publish }: SellerMoveContext): InTransaction {
  return <T>(work: (tx: Transaction) => Promise<T>) => transactionThenPublish(db, publish, work);
}

/** One money-moving call: once per Idempotency-Key, in one transaction; the answer is built inside it. */
function once<T>(
  db: Database,
  call: IdempotentCall,
  run: (tx: Transaction) => Promise<T>,
  respond: Respond<T>,
  precheck?: () => Promise<void>,
): Promise<Answer> {
  return runIdempotent(db, call, {
    ...(precheck ? { precheck } : {}),
    run: async (tx) => respond(await run(tx)),
  });
}

/** POST sellers/orders/{id}/ship. */
export function shipOneOnce(
  db: Database,
  call: IdempotentCall,
  sellerId: number,
  orderId: number,
  respond: Respond<OrderBatchResult>,
): Promise<Answer> {
  return once(db, call, (tx) => shipOne(tx, sellerId, orderId), respond);
}

/** POST sellers/orders/bulk-ship. */
export function bulkShipOnce(
  db: Database,
  call: IdempotentCall,
  sellerId: number,
  orderIds: number[] | undefined,
  respond: Respond<OrderBatchResult>,
): Promise<Answer> {
  return once(db, call, (tx) => bulkShip(tx, sellerId, orderIds), respond);
}

/** POST sellers/orders/bulk-early-profit. */
export function earlyReceiptOnce(
  db: Database,
  call: IdempotentCall,
  sellerId: number,
  orderIds: number[],
  respond: Respond<OrderBatchResult>,
): Promise<Answer> {
  return once(db, call, (tx) => earlyReceipt(tx, sellerId, orderIds), respond);
}

/**
 * POST sellers/orders/{id}/cancel: the provider stops collecting first (outside
 * any transaction), then the order ends in its own; the order as it is afterwards.
 */
export async function cancelBySeller(
  context: SellerMoveContext,
  sellerId: number,
  orderId: number,
  reason: string,
): Promise<SellerOrderDetail> {
  const inTransaction = inTransactionOf(context);
  const move: StatusMove = { orderIds: [orderId], status: "cancelled", note: reason };
  await prepareMove(context.db, context.payments, sellerId, move, inTransaction);
  await inTransaction((tx) => moveOrders(tx, sellerId, move));
  return sellerOrderDetail(context.db, sellerId, orderId);
}

/**
 * POST sellers/orders/{id}/refund, once per Idempotency-Key. Paid back after
 * commit (a provider call is never made inside a transaction): Stripe's refund
 * call now, or the operators' queue; a failed call is left to the job, which
 * asks again, and `warn` says so.
 */
export async function refundBySellerOnce(
  context: SellerMoveContext,
  call: IdempotentCall,
  sellerId: number,
  orderId: number,
  reason: string | undefined,
  respond: Respond<SellerOrderDetail>,
  warn: (error: unknown, refundId: number) => void,
): Promise<Answer> {
  const answer = await once(
    context.db,
    call,
    async (tx) => {
      await refundOrder(tx, { kind: "seller", sellerId }, orderId, reason);
      return sellerOrderDetail(tx, sellerId, orderId);
    },
    respond,
  );
  await sendProviderRefundSoon(context.db, context.payments, inTransactionOf(context), orderId, warn);
  return answer;
}

/**
 * PUT sellers/orders/{id}/status and POST sellers/orders/batch-update-status,
 * once per Idempotency-Key; a cancel first stops the providers' collecting.
 */
export function moveOrdersOnce(
  context: SellerMoveContext,
  call: IdempotentCall,
  sellerId: number,
  move: StatusMove,
  respond: Respond<OrderBatchResult>,
): Promise<Answer> {
  return once(
    context.db,
    call,
    (tx) => moveOrders(tx, sellerId, move),
    respond,
    () => prepareMove(context.db, context.payments, sellerId, move, inTransactionOf(context)),
  );
}

/** PUT sellers/orders/{id}/shipping: always refused, under the order's lock (seller-shipping.ts). */
export function refuseShippingEdit(db: Database, sellerId: number, orderId: number): Promise<never> {
  return db.transaction((tx) => updateShipping(tx, sellerId, orderId));
}
