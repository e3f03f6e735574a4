import { formatBaht } from "@seller/contract/money";
import {
  COURIERS,
  type CourierCode,
  maskAddress,
  maskPhone,
  type OrderPriority,
  type OrderStatus,
  trackingUrl,
} from "@seller/contract/orders";
import type { SellerOrder, ShippingLabel } from "@seller/contract/seller-orders";
import { type OrderItemRow, type OrderRow, presentItem } from "./present";

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (date: Date | null) => date?.toISOString() ?? null;

export const courierName = (code: string | null) =>
  code && code in COURIERS ? COURIERS[code as CourierCode].name : code;

/** Batch-shipped and not yet dispatched by the supplier (DECISIONS "Orders": "awaiting tracking"). */
export const awaitingTracking = (order: OrderRow) =>
  order.status === "pending_delivery" && order.dispatchedAt === null;

function shippingLabel(order: OrderRow, delayedAfterDays: number, now: Date): ShippingLabel | null {
  if (order.status !== "pending_delivery") return null;
  if (awaitingTracking(order)) return "awaiting_tracking";
  const shipped = order.shippedAt?.getTime() ?? now.getTime();
  return now.getTime() - shipped > delayedAfterDays * DAY_MS ? "delayed" : "in_transit";
}

export type SellerViewContext = { delayedAfterDays: number; now: Date };

/**
 * An order on the seller's screens (DECISIONS "Orders"): the buyer's phone and
 * address masked, every money figure the stored one.
 */
export function presentSellerOrder(
  order: OrderRow,
  items: OrderItemRow[],
  rating: number | null,
  context: SellerViewContext,
): SellerOrder {
  const status = order.status as OrderStatus;
  const phone = maskPhone(order.buyerPhone);
  const address = maskAddress({
    district: order.district,
    province: order.province,
    postal_code: order.postalCode,
  });
  return {
    id: order.id,
    order_number: order.orderNumber,
    status,
    priority: order.priority as OrderPriority,
    created_at: order.createdAt.toISOString(),
    expires_at: order.expiresAt.toISOString(),
    paid_at: iso(order.paidAt),
    shipped_at: iso(order.shippedAt),
    completed_at: iso(order.completedAt),
    cancelled_at: iso(order.cancelledAt),
    refunded_at: iso(order.refundedAt),
    cancel_reason: order.cancelReason,
    cancelled_by: order.cancelledBy as SellerOrder["cancelled_by"],
    completed_by: order.completedBy,
    is_expired: status === "pending_payment" && order.expiresAt.getTime() <= context.now.getTime(),
    customer: { name: order.buyerName, phone },
    shipping: {
      name: order.buyerName,
      phone,
      address,
      district: order.district,
      province: order.province,
      postal_code: order.postalCode,
    },
    note: order.note,
    items: items.map((item) => ({
      ...presentItem(item),
      unit_cost: formatBaht(item.unitCost),
      cost_subtotal: formatBaht(item.unitCost * BigInt(item.quantity)),
    })),
    total_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    total_amount: formatBaht(order.itemsTotal),
    cost_amount: formatBaht(order.supplierCost),
    early_receipt_fee: formatBaht(order.earlyReceiptFee),
    profit: formatBaht(order.profit),
    courier: order.courier,
    courier_name: courierName(order.courier),
    tracking_number: order.trackingNumber,
    tracking_url:
      order.courier && order.trackingNumber ? trackingUrl(order.courier, order.trackingNumber) : null,
    shipping_label: shippingLabel(order, context.delayedAfterDays, context.now),
    awaiting_tracking: awaitingTracking(order),
    rating,
    can_cancel: status === "pending_payment",
    can_ship: status === "pending_shipment",
    can_refund: status === "pending_shipment",
    can_early_receipt: status === "pending_delivery",
  };
}
