import { z } from "zod";
import { bahtSchema } from "./money-schemas";
import { ORDER_ENDED_BY, ORDER_PRIORITIES, ORDER_STATUSES, orderItemSchema } from "./orders";

/**
 * The answers of the seller's order calls; their queries and
 * bodies are in seller-orders.ts, which re-exports these.
 */

/** The four states a seller follows (spec section 3, "Order counts by state"). */
export const FOLLOWED_STATUSES = [
  "pending_payment",
  "pending_shipment",
  "pending_delivery",
  "completed",
] as const;
export type FollowedStatus = (typeof FOLLOWED_STATUSES)[number];

/** "Shipping labels: in transit, delayed" (spec section 4); delayed after delayedAfterDays (default 3). */
export const SHIPPING_LABELS = ["in_transit", "delayed", "awaiting_tracking"] as const;
export type ShippingLabel = (typeof SHIPPING_LABELS)[number];

/** A line as the seller sees it: the buyer's price and the supplier's cost. */
export const sellerOrderItemSchema = z.object({
  ...orderItemSchema.shape,
  unit_cost: bahtSchema,
  cost_subtotal: bahtSchema,
});

/** An order on the seller's screens: buyer masked (DECISIONS "Orders"), stored figures only. */
export const sellerOrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  priority: z.enum(ORDER_PRIORITIES),
  created_at: z.string(),
  expires_at: z.string(),
  paid_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  /** Who cancelled or refunded it; null on other orders (and on those ended before it was recorded). */
  cancelled_by: z.enum(ORDER_ENDED_BY).nullable(),
  /** buyer, auto or early_receipt. */
  completed_by: z.string().nullable(),
  /** An unpaid order past its expiry time that the job has not cancelled yet. */
  is_expired: z.boolean(),
  customer: z.object({ name: z.string(), phone: z.string() }),
  shipping: z.object({
    name: z.string(),
    phone: z.string(),
    /** District, province and postal code only. */
    address: z.string(),
    district: z.string(),
    province: z.string(),
    postal_code: z.string(),
  }),
  note: z.string(),
  items: z.array(sellerOrderItemSchema),
  total_quantity: z.number().int(),
  /** What the buyer paid for the items. */
  total_amount: bahtSchema,
  /** The supplier cost that shipping takes from the available balance. */
  cost_amount: bahtSchema,
  early_receipt_fee: bahtSchema,
  /** Stored: total amount - cost - early-receipt fee. */
  profit: bahtSchema,
  courier: z.string().nullable(),
  courier_name: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  /** Pending receipt only: in transit, delayed (shipped over delayedAfterDays ago) or awaiting tracking. */
  shipping_label: z.enum(SHIPPING_LABELS).nullable(),
  /** Batch-shipped, the supplier has not dispatched yet (DECISIONS "Orders"). */
  awaiting_tracking: z.boolean(),
  rating: z.number().int().nullable(),
  can_cancel: z.boolean(),
  can_ship: z.boolean(),
  can_refund: z.boolean(),
  can_early_receipt: z.boolean(),
});
export type SellerOrder = z.infer<typeof sellerOrderSchema>;

/** Over the whole filtered set, not just the page (completed page's tiles, pending pages' summary cards). */
export const ordersSummarySchema = z.object({
  order_count: z.number().int(),
  /** Units over the filtered orders ("total products"). */
  item_count: z.number().int(),
  total_amount: bahtSchema,
  total_cost: bahtSchema,
  total_profit: bahtSchema,
  /** "my balance": the available balance now. */
  available_balance: bahtSchema,
});
export type OrdersSummary = z.infer<typeof ordersSummarySchema>;

export const sellerOrdersPageSchema = z.object({
  orders: z.array(sellerOrderSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  summary: ordersSummarySchema,
});
export type SellerOrdersPage = z.infer<typeof sellerOrdersPageSchema>;

/** GET sellers/orders/by-status: the order array under the asked state's own key (spec section 7). */
export const ordersByStatusSchema = z.object({
  status: z.enum(FOLLOWED_STATUSES),
  pending_payment: z.array(sellerOrderSchema).optional(),
  pending_shipment: z.array(sellerOrderSchema).optional(),
  pending_delivery: z.array(sellerOrderSchema).optional(),
  completed: z.array(sellerOrderSchema).optional(),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  summary: ordersSummarySchema,
});
export type OrdersByStatus = z.infer<typeof ordersByStatusSchema>;

export { type OrderStats, orderStatsSchema } from "./order-stats-answers";

/** One order of a batch answer. */
export const batchOrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  cost_amount: bahtSchema,
  profit: bahtSchema,
});

/**
 * Batch ship, early receipt and every status move (spec section 3 "Batch ship
 * result", "Early receipt result"): what moved, and the available balance after.
 */
export const orderBatchResultSchema = z.object({
  processed_orders: z.number().int(),
  total_cost: bahtSchema,
  total_profit: bahtSchema,
  total_fee: bahtSchema,
  balance_after: bahtSchema,
  orders: z.array(batchOrderSchema),
});
export type OrderBatchResult = z.infer<typeof orderBatchResultSchema>;

/** GET/PUT sellers/orders/{id}/shipping. */
export const orderShippingSchema = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  courier: z.string().nullable(),
  courier_name: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  shipped_at: z.string().nullable(),
  awaiting_tracking: z.boolean(),
  /** Masked, as on every seller screen. */
  recipient: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
  /** Always false: the supplier's dispatch records courier and tracking (DECISIONS "Orders"). */
  can_edit: z.boolean(),
});
export type OrderShipping = z.infer<typeof orderShippingSchema>;

/** GET shipping/companies (DECISIONS "Orders": couriers). */
export const shippingCompanySchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The tracking page, {tracking} standing for the number. */
  tracking_url_template: z.string(),
});
export const shippingCompaniesSchema = z.object({ companies: z.array(shippingCompanySchema) });
export type ShippingCompany = z.infer<typeof shippingCompanySchema>;

/**
 * The ledger codes an order's money moves under (DECISIONS "Orders"): a refund is set aside for the
 * buyer (order_refund), then paid out to them (refund_paid, DECISIONS "Payments").
 */
export const ORDER_MOVEMENT_CODES = [
  "order_paid",
  "order_payment",
  "order_profit",
  "order_refund",
  "refund_paid",
] as const;
export type OrderMovementCode = (typeof ORDER_MOVEMENT_CODES)[number];

/** One ledger transfer of an order: what the seller's order detail lists under its money. */
export const orderMovementSchema = z.object({
  id: z.number().int(),
  code: z.enum(ORDER_MOVEMENT_CODES),
  amount: bahtSchema,
  /** Demo money confirmed by the sandbox provider: never withdrawable. */
  sandbox: z.boolean(),
  created_at: z.string(),
});
export type OrderMovement = z.infer<typeof orderMovementSchema>;

/** GET sellers/orders/{id}: the order with its ledger movements, oldest first. */
export const sellerOrderDetailSchema = sellerOrderSchema.extend({ movements: z.array(orderMovementSchema) });
export type SellerOrderDetail = z.infer<typeof sellerOrderDetailSchema>;
