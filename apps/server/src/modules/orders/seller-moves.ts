import { formatBaht, formatBahtGrouped } from "@seller/contract/money";
import type { OrderStatus } from "@seller/contract/orders";
import { earlyReceiptFee, type OrderBatchResult } from "@seller/contract/seller-orders";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { idIn } from "../../lib/id-list";
import { addSales, type StockLine } from "../catalogue/stock";
import { getSettings } from "../system/service";
import { lockAccounts, lockedBalance, platformIn, sellerBalances } from "../wallet/ledger";
import { postTransferBatch } from "../wallet/ledger-batch";
import { completeOrder, shippingAccounts } from "./fulfilment";
import { notifyOrdersShipped } from "./notices";
import type { OrderRow } from "./present";
import { orderNotFound, statusOf } from "./reads";
import { nextStatus, statusesAllowing } from "./states";
import { orders } from "./tables";

/** Spec section 3, "Batch ship result" and "Early receipt result": one shape for every batch answer. */
export function batchResult(
  rows: Pick<OrderRow, "id" | "orderNumber" | "status" | "supplierCost" | "profit" | "earlyReceiptFee">[],
  balanceAfter: bigint,
): OrderBatchResult {
  const sum = (pick: (row: (typeof rows)[number]) => bigint) =>
    rows.reduce((total, row) => total + pick(row), 0n);
  return {
    processed_orders: rows.length,
    total_cost: formatBaht(sum((row) => row.supplierCost)),
    total_profit: formatBaht(sum((row) => row.profit)),
    total_fee: formatBaht(sum((row) => row.earlyReceiptFee)),
    balance_after: formatBaht(balanceAfter),
    orders: rows.map((row) => ({
      id: row.id,
      order_number: row.orderNumber,
      status: row.status as OrderStatus,
      cost_amount: formatBaht(row.supplierCost),
      profit: formatBaht(row.profit),
    })),
  };
}

/**
 * The seller's orders among `ids`, locked in id order (two batches over the
 * same orders wait for each other instead of deadlocking). Any id that is not
 * the seller's answers 404 as if it did not exist, and nothing moves.
 */
export async function lockOwnOrders(tx: Transaction, sellerId: number, ids: number[]): Promise<OrderRow[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.sellerId, sellerId), idIn(orders.id, unique)))
    .orderBy(asc(orders.id))
    .for("update");
  if (rows.length !== unique.length) throw orderNotFound();
  return rows;
}

/**
 * Batch ship (DECISIONS "Orders"): every pending-shipment order of the seller,
 * or the ones named, all or nothing in the caller's transaction. The total
 * supplier cost must be covered by the available balance; one set-based
 * posting moves it (one order_payment transfer per order, postTransferBatch)
 * and one update per few thousand orders moves them to pending receipt,
 * "awaiting tracking" until the supplier's dispatch. A concurrent batch over
 * the same orders waits on their row locks, then finds them shipped: each
 * order is paid for once.
 */
export async function bulkShip(
  tx: Transaction,
  sellerId: number,
  orderIds: number[] | undefined,
): Promise<OrderBatchResult> {
  const rows = orderIds
    ? await lockOwnOrders(tx, sellerId, orderIds)
    : await tx
        .select()
        .from(orders)
        .where(and(eq(orders.sellerId, sellerId), inArray(orders.status, statusesAllowing("ship"))))
        .orderBy(asc(orders.id))
        .for("update");
  if (rows.length === 0) throw new AppError("REQUEST_INVALID", "orders.nothingToShip");
  const notReady = rows.find((row) => nextStatus(statusOf(row), "ship") === null);
  if (notReady) {
    throw new AppError("REQUEST_INVALID", "orders.batchNotShippable", { order_number: notReady.orderNumber });
  }
  const own = await shippingAccounts(tx, sellerId);

  const locked = await lockAccounts(tx, [own.available], ["supplier_payable"]);
  const need = rows.reduce((sum, row) => sum + row.supplierCost, 0n);
  const available = lockedBalance(locked, own.available);
  if (available < need) {
    throw new AppError("BUSINESS_INSUFFICIENT_BALANCE", "orders.insufficientForShipping", {
      need: formatBahtGrouped(need),
      available: formatBahtGrouped(available),
    });
  }
  await postTransferBatch(tx, locked, {
    debit: own.available,
    credit: platformIn(locked, "supplier_payable"),
    code: "order_payment",
    referenceType: "order",
    actor: { kind: "seller", id: sellerId },
    items: rows.map((row) => ({
      amount: row.supplierCost,
      referenceId: row.id,
      key: `order:${row.id}:supplier`,
    })),
  });
  const now = new Date();
  const shipped: OrderRow[] = [];
  // One update per state shipped from, each to the state the machine names (states.ts).
  for (const from of statusesAllowing("ship")) {
    const to = nextStatus(from, "ship");
    const ids = rows.filter((row) => row.status === from).map((row) => row.id);
    if (!to || ids.length === 0) continue;
    shipped.push(
      ...(await tx
        .update(orders)
        .set({
          status: to,
          shippedAt: now,
          courier: null,
          trackingNumber: null,
          dispatchedAt: null,
          updatedAt: now,
        })
        .where(and(idIn(orders.id, ids), eq(orders.status, from)))
        .returning()),
    );
  }
  if (shipped.length !== rows.length) throw new Error("orders changed under lock");
  shipped.sort((a, b) => a.id - b.id);
  const balanceAfter = lockedBalance(locked, own.available);
  await notifyOrdersShipped(tx, sellerId, shipped, need, balanceAfter);
  return batchResult(shipped, balanceAfter);
}

/**
 * Early receipt (spec section 4, DECISIONS "Orders"): the named pending-receipt
 * orders complete now and their payment reaches the available balance, less
 * the published fee; all or nothing, irreversible. Twice over the same orders
 * credits once: the second finds them completed.
 */
export async function earlyReceipt(
  tx: Transaction,
  sellerId: number,
  orderIds: number[],
): Promise<OrderBatchResult> {
  const rows = await lockOwnOrders(tx, sellerId, orderIds);
  const notReady = rows.find((row) => nextStatus(statusOf(row), "early_receipt") === null);
  if (notReady) {
    throw new AppError("REQUEST_INVALID", "orders.batchNotReceivable", {
      order_number: notReady.orderNumber,
    });
  }
  const { earlyReceiptFeePercent } = await getSettings(tx);
  const completed: OrderRow[] = [];
  const sales: StockLine[] = [];
  for (const row of rows) {
    completed.push(
      await completeOrder(tx, row.id, {
        action: "early_receipt",
        actor: { kind: "seller", id: sellerId },
        fee: earlyReceiptFee(row.itemsTotal, earlyReceiptFeePercent),
        salesLater: sales,
      }),
    );
  }
  // Once for the whole batch, in product id order (addSales sorts): see Completion.salesLater.
  await addSales(tx, sales);
  return batchResult(completed, (await sellerBalances(tx, sellerId)).available);
}
