import { maskAddress, maskPhone, trackingUrl } from "@seller/contract/orders";
import type { OrderBatchResult, OrderShipping } from "@seller/contract/seller-orders";
import type { Queryable, Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { shipOrder } from "./fulfilment";
import type { OrderRow } from "./present";
import { lockOwnOrder } from "./reads";
import { batchResult } from "./seller-moves";
import { awaitingTracking, courierName } from "./seller-present";
import { ownOrder } from "./seller-reads";

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
    // The supplier's dispatch owns courier and tracking (DECISIONS "Orders"): never the seller's to edit.
    can_edit: false,
  };
}

/** GET sellers/orders/{id}/shipping. */
export async function shippingOf(db: Queryable, sellerId: number, orderId: number): Promise<OrderShipping> {
  return presentShipping(await ownOrder(db, sellerId, orderId));
}

/**
 * PUT sellers/orders/{id}/shipping: kept for old clients, it always refuses. A
 * seller never types a tracking number (DECISIONS "Orders"): they hold no
 * goods, so only the supplier's dispatch can record a real one.
 */
export async function updateShipping(tx: Transaction, sellerId: number, orderId: number): Promise<never> {
  const order = await lockOwnOrder(tx, sellerId, orderId);
  if (order.status !== "pending_delivery") throw new AppError("REQUEST_INVALID", "orders.notAwaitingReceipt");
  throw new AppError("REQUEST_INVALID", "orders.trackingBySupplier");
}

/**
 * POST sellers/orders/{id}/ship: the seller pays the supplier cost and hands
 * the order to the supplier; it awaits tracking like a batch-shipped one.
 */
export async function shipOne(tx: Transaction, sellerId: number, orderId: number): Promise<OrderBatchResult> {
  const { shipped, availableAfter } = await shipOrder(tx, sellerId, orderId, {
    courier: null,
    trackingNumber: null,
  });
  return batchResult([shipped], availableAfter);
}
