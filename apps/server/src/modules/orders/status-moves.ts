import type { OrderBatchResult, SellerStatusTarget } from "@seller/contract/seller-orders";
import type { Database, Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { Payments } from "../payments/context";
import { sellerBalances } from "../wallet/ledger";
import { endUnpaid, type InTransaction, stopCollecting } from "./cancel";
import type { OrderRow } from "./present";
import { refundOrder } from "./refund";
import { batchResult, bulkShip, earlyReceipt, lockOwnOrders } from "./seller-moves";
import { ownOrder } from "./seller-reads";

export type StatusMove = { orderIds: number[]; status: SellerStatusTarget; note: string | undefined };

/**
 * The provider side of cancelling (outside any transaction): each unpaid
 * order's payment stops first. Other moves need nothing outside.
 */
export async function prepareMove(
  db: Database,
  payments: Payments,
  sellerId: number,
  move: StatusMove,
  inTransaction: InTransaction,
): Promise<void> {
  if (move.status !== "cancelled") return;
  if (!move.note?.trim()) {
    throw new AppError("REQUEST_VALIDATION_ERROR", "orders.validation.reasonRequired", {}, ["note"]);
  }
  const ids = [...new Set(move.orderIds)].sort((a, b) => a - b);
  const rows: OrderRow[] = [];
  for (const id of ids) rows.push(await ownOrder(db, sellerId, id));
  for (const row of rows) await stopCollecting(db, payments, row, inTransaction);
}

/**
 * PUT sellers/orders/{id}/status and POST sellers/orders/batch-update-status:
 * only the moves spec section 4 allows a seller, each through the same rule as
 * its own call (cancel, batch ship, early receipt, refund), all or nothing.
 */
export async function moveOrders(
  tx: Transaction,
  sellerId: number,
  move: StatusMove,
): Promise<OrderBatchResult> {
  switch (move.status) {
    case "pending_delivery":
      return bulkShip(tx, sellerId, move.orderIds);
    case "completed": {
      const rows = await lockOwnOrders(tx, sellerId, move.orderIds);
      const done = rows.find((row) => row.status === "completed");
      if (done) throw new AppError("REQUEST_INVALID", "orders.alreadyCompleted");
      return earlyReceipt(tx, sellerId, move.orderIds);
    }
    case "refunded": {
      const rows = await lockOwnOrders(tx, sellerId, move.orderIds);
      const refunded: OrderRow[] = [];
      for (const row of rows)
        refunded.push(await refundOrder(tx, { kind: "seller", sellerId }, row.id, move.note));
      return batchResult(refunded, (await sellerBalances(tx, sellerId)).available);
    }
    case "cancelled": {
      const reason = move.note?.trim();
      if (!reason)
        throw new AppError("REQUEST_VALIDATION_ERROR", "orders.validation.reasonRequired", {}, ["note"]);
      // Not locked up front: endUnpaid locks each payment before its order, as every payment path does.
      const cancelled: OrderRow[] = [];
      for (const id of [...new Set(move.orderIds)].sort((a, b) => a - b)) {
        cancelled.push(await endUnpaid(tx, await ownOrder(tx, sellerId, id), "cancel", reason, "seller"));
      }
      return batchResult(cancelled, (await sellerBalances(tx, sellerId)).available);
    }
  }
}
