import { maskAddress, maskPhone, trackingUrl } from "@seller/contract/orders";
import type { OrderBatchResult, OrderShipping } from "@seller/contract/seller-orders";
import { eq } from "drizzle-orm";
import type { Queryable, Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { shipOrder } from "./fulfilment";
import type { OrderRow } from "./present";
import { lockOwnOrder } from "./reads";
import { batchResult } from "./seller-moves";
import { awaitingTracking, courierName } from "./seller-present";
import { ownOrder } from "./seller-reads";
import { orders } from "./tables";

type Shipment = { courier: string; tracking_number: string };

/**
 * The seller shipped it themselves with tracking, so they may correct it; the
 * supplier's dispatch (an operator's or the demo's sandbox supplier's) is the
 * supplier's. A single ship stamps shipped and dispatched with the same instant
 * (fulfilment.ts); a dispatch always comes later than its batch ship.
 */
const sellerMayEdit = (order: OrderRow) =>
  order.status === "pending_delivery" &&
  order.dispatchedAt !== null &&
  order.dispatchedAt.getTime() === order.shippedAt?.getTime();

function presentShipping(order: OrderRow): OrderShipping {
  return {
    order_id: order.id,
    order_number: order.orderNumber,
    status: order.status as OrderShipping["status"],
    courier: order.courier,
    courier_name: courierName(order.courier),
    tracking_number: order.trackingNumber,
    tracking_url:
      order.courier && order.trackingNumber ? trackingUrl(order.courier, order.trackingNumber) : null,
    shipped_at: order.shippedAt?.toISOString() ?? null,
    awaiting_tracking: awaitingTracking(order),
    recipient: {
      name: order.buyerName,
      phone: maskPhone(order.buyerPhone),
      address: maskAddress({
        district: order.district,
        province: order.province,
        postal_code: order.postalCode,
      }),
    },
    can_edit: sellerMayEdit(order),
  };
}

/** GET sellers/orders/{id}/shipping. */
export async function shippingOf(db: Queryable, sellerId: number, orderId: number): Promise<OrderShipping> {
  return presentShipping(await ownOrder(db, sellerId, orderId));
}

/** PUT sellers/orders/{id}/shipping: corrects the courier or tracking number of an order the seller shipped. */
export async function updateShipping(
  tx: Transaction,
  sellerId: number,
  orderId: number,
  shipment: Shipment,
): Promise<OrderShipping> {
  const order = await lockOwnOrder(tx, sellerId, orderId);
  if (order.status !== "pending_delivery") throw new AppError("REQUEST_INVALID", "orders.notAwaitingReceipt");
  if (!sellerMayEdit(order)) throw new AppError("REQUEST_INVALID", "orders.trackingBySupplier");
  const [saved] = await tx
    .update(orders)
    .set({ courier: shipment.courier, trackingNumber: shipment.tracking_number, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  if (!saved) throw new Error("order vanished under lock");
  return presentShipping(saved);
}

/** POST sellers/orders/{id}/ship: one order with its courier and tracking number. */
export async function shipOne(
  tx: Transaction,
  sellerId: number,
  orderId: number,
  shipment: Shipment,
): Promise<OrderBatchResult> {
  const { shipped, availableAfter } = await shipOrder(tx, sellerId, orderId, {
    courier: shipment.courier,
    trackingNumber: shipment.tracking_number,
  });
  return batchResult([shipped], availableAfter);
}
