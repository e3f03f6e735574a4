import { formatBahtGrouped } from "@seller/contract/money";
import { COURIERS } from "@seller/contract/orders";
import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { addSales, type StockLine } from "../catalogue/stock";
import { getPayment } from "../payments/service";
import {
  type Actor,
  lockAccounts,
  lockedBalance,
  platformIn,
  postTransfer,
  sellerAccounts,
  sellerLedger,
} from "../wallet/ledger";
import { depositPaid } from "../wallet/summary";
import { notifyEarnings, notifyOrderUpdate } from "./notices";
import type { OrderRow } from "./present";
import { itemsOf, lockOrder, lockOwnOrder, statusOf } from "./reads";
import { nextStatus } from "./states";
import { orders } from "./tables";

/**
 * The seller's accounts for a ship (one order or a batch): shipping needs the
 * paid security deposit (DECISIONS.md "Identity verification").
 */
export async function shippingAccounts(tx: Transaction, sellerId: number) {
  const own = await sellerLedger(tx, sellerId);
  if (!depositPaid(own.balances)) throw new AppError("AUTH_PERMISSION_DENIED", "store.depositRequired");
  return own.ids;
}

/**
 * Shipping: the order's supplier cost, available -> supplier payable
 * (order_payment), the order to pending receipt (DECISIONS "Orders"); the
 * seller's available balance must cover it, and shipping needs the paid
 * security deposit (DECISIONS "Orders").
 * Answers the shipped order and the available balance after it.
 */
export async function shipOrder(
  tx: Transaction,
  sellerId: number,
  orderId: number,
  shipment: { courier: string | null; trackingNumber: string | null },
): Promise<{ shipped: OrderRow; availableAfter: bigint }> {
  const order = await lockOwnOrder(tx, sellerId, orderId);
  const to = nextStatus(statusOf(order), "ship");
  if (!to) throw new AppError("REQUEST_INVALID", "orders.notAwaitingShipment");
  if (shipment.courier !== null && !(shipment.courier in COURIERS)) {
    throw new AppError("REQUEST_VALIDATION_ERROR", "orders.validation.courierUnknown", {}, ["courier"]);
  }
  const own = await shippingAccounts(tx, sellerId);
  const now = new Date();
  const [shipped] = await tx
    .update(orders)
    .set({
      status: to,
      shippedAt: now,
      courier: shipment.courier,
      trackingNumber: shipment.trackingNumber,
      // Without tracking it waits for the supplier's dispatch, like a batch-shipped order.
      dispatchedAt: shipment.courier && shipment.trackingNumber ? now : null,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!shipped) throw new Error("order vanished under lock");
  await notifyOrderUpdate(tx, shipped, await itemsOf(tx, shipped.id));
  // The money last: every ship meets on the supplier account, locked from here to commit.
  // A balance that falls short throws, and the order's move above rolls back with it.
  const locked = await lockAccounts(tx, [own.available], ["supplier_payable"]);
  const available = lockedBalance(locked, own.available);
  if (available < order.supplierCost) {
    throw new AppError("BUSINESS_INSUFFICIENT_BALANCE", "orders.insufficientForShipping", {
      need: formatBahtGrouped(order.supplierCost),
      available: formatBahtGrouped(available),
    });
  }
  if (order.supplierCost > 0n) {
    await postTransfer(tx, locked, {
      debit: own.available,
      credit: platformIn(locked, "supplier_payable"),
      amount: order.supplierCost,
      code: "order_payment",
      reference: { type: "order", id: order.id },
      actor: { kind: "seller", id: sellerId },
      key: `order:${order.id}:supplier`,
    });
  }
  return { shipped, availableAfter: lockedBalance(locked, own.available) };
}

export type Completion = {
  action: "confirm_receipt" | "auto_complete" | "early_receipt";
  actor: Actor;
  /** The early-receipt fee in satang; 0 when the buyer confirms or the order completes on its own. */
  fee: bigint;
  /**
   * A batch of completions collects its sales here and adds them once, after the last order, in
   * product id order (as placement locks products): adding them order by order would lock products
   * in the batch's order, and a placement holding one of them would wait in a circle with it.
   */
  salesLater?: StockLine[];
};

/**
 * Completion (DECISIONS "Orders"): the buyer's payment for the items, buyer
 * escrow -> available (order_profit), less the fee to the fees account, with
 * the stored profit rewritten to items total - supplier cost - fee, all in one
 * transaction. Money a sandbox payment brought stays marked sandbox.
 */
export async function completeOrder(
  tx: Transaction,
  orderId: number,
  completion: Completion,
): Promise<OrderRow> {
  const order = await lockOrder(tx, orderId);
  const to = nextStatus(statusOf(order), completion.action);
  if (!to) throw new AppError("REQUEST_INVALID", "orders.notAwaitingReceipt");
  if (completion.fee < 0n || completion.fee > order.itemsTotal)
    throw new Error("fee outside the order's total");
  const payment = order.paymentId === null ? undefined : await getPayment(tx, order.paymentId);
  const sandbox = payment?.provider === "sandbox";
  const own = await sellerAccounts(tx, order.sellerId);
  const items = await itemsOf(tx, order.id);
  const now = new Date();
  const completedBy = { confirm_receipt: "buyer", auto_complete: "auto", early_receipt: "early_receipt" }[
    completion.action
  ];
  const [completed] = await tx
    .update(orders)
    .set({
      status: to,
      completedAt: now,
      completedBy,
      earlyReceiptFee: completion.fee,
      profit: order.itemsTotal - order.supplierCost - completion.fee,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!completed) throw new Error("order vanished under lock");
  await notifyOrderUpdate(tx, completed, items);
  // The money last: every completion meets on the escrow account, locked from here to commit.
  const locked = await lockAccounts(tx, [own.available], ["buyer_escrow", "fees"]);
  const escrow = platformIn(locked, "buyer_escrow");
  const oldBalance = lockedBalance(locked, own.available);
  const credited = order.itemsTotal - completion.fee;
  const reference = { type: "order" as const, id: order.id };
  if (credited > 0n) {
    await postTransfer(tx, locked, {
      debit: escrow,
      credit: own.available,
      amount: credited,
      code: "order_profit",
      reference,
      actor: completion.actor,
      key: `order:${order.id}:profit`,
      sandbox,
    });
  }
  if (completion.fee > 0n) {
    await postTransfer(tx, locked, {
      debit: escrow,
      credit: platformIn(locked, "fees"),
      amount: completion.fee,
      code: "order_profit",
      reference,
      actor: completion.actor,
      reason: "early_receipt_fee",
      key: `order:${order.id}:fee`,
      sandbox,
    });
  }
  // After the accounts, as a refund's stock release comes after them: one order of locks, no deadlock.
  const sold = items.map((item) => ({ productId: item.productId, quantity: item.quantity }));
  if (completion.salesLater) completion.salesLater.push(...sold);
  else await addSales(tx, sold);
  await notifyEarnings(tx, {
    order: completed,
    credited,
    oldBalance,
    newBalance: lockedBalance(locked, own.available),
  });
  return completed;
}
