import type { OrderStatus } from "@seller/contract/orders";
import { and, asc, eq } from "drizzle-orm";
import type { Queryable, Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { readTogether } from "../../lib/read-together";
import { getPayment } from "../payments/service";
import { storeOfSeller } from "../store/settings";
import type { OrderItemRow, OrderRow } from "./present";
import { presentBuyerOrder } from "./present";
import { orderRefunds } from "./refund-tables";
import { orderItems, orderReviews, orders } from "./tables";

export const orderNotFound = () => new AppError("BUSINESS_ORDER_NOT_FOUND", "orders.notFound");

export async function orderByCode(db: Queryable, code: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.code, code));
  if (!row) throw orderNotFound();
  return row;
}

/**
 * The order's code when a store's order has this number and this buyer phone,
 * else null: one indexed query either way, so the answer and its time say
 * nothing of whether the number exists (DECISIONS "Store and storefront").
 */
export async function orderCodeByNumberAndPhone(
  db: Queryable,
  sellerId: number,
  orderNumber: string,
  phone: string,
): Promise<string | null> {
  const [row] = await db
    .select({ code: orders.code })
    .from(orders)
    .where(
      and(eq(orders.orderNumber, orderNumber), eq(orders.buyerPhone, phone), eq(orders.sellerId, sellerId)),
    );
  return row?.code ?? null;
}

/** The order locked for the rest of the transaction: every state change starts here. */
export async function lockOrder(tx: Transaction, id: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
  if (!row) throw orderNotFound();
  return row;
}

/** lockOrder for a seller's own move: another seller's order answers 404 and is never locked. */
export async function lockOwnOrder(tx: Transaction, sellerId: number, id: number): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.sellerId, sellerId)))
    .for("update");
  if (!row) throw orderNotFound();
  return row;
}

export async function itemsOf(db: Queryable, orderId: number): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

/** The order's state, as stored (typed). */
export const statusOf = (order: OrderRow) => order.status as OrderStatus;

/** GET storefront/orders/{code}: the buyer's page. */
export async function buyerOrder(db: Queryable, code: string) {
  const order = await orderByCode(db, code);
  const paymentId = order.paymentId;
  const [items, payment, [review], store, [refund]] = await readTogether(db, [
    () => itemsOf(db, order.id),
    async () => (paymentId === null ? undefined : getPayment(db, paymentId)),
    () => db.select().from(orderReviews).where(eq(orderReviews.orderId, order.id)),
    () => storeOfSeller(db, order.sellerId),
    () => db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id)),
  ]);
  return presentBuyerOrder({ order, items, payment, review, store, refund });
}
