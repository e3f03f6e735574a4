import { z } from "zod";
import { ROW_ID_MAX } from "./constants";
import { bahtSchema } from "./money";
import {
  CANCEL_REASON_MAX_LENGTH,
  COURIER_CODES,
  ORDER_PRIORITIES,
  ORDER_STATUSES,
  orderItemSchema,
} from "./orders";
import { pageQuerySchema } from "./paging";

/**
 * The seller's order calls (issue 11, spec section 7 "Orders"). Every money
 * figure is the stored one (DECISIONS "Orders"); buyers' phones and addresses
 * are masked.
 */

/** The four states a seller follows (spec section 3, "Order counts by state"). */
export const FOLLOWED_STATUSES = [
  "pending_payment",
  "pending_shipment",
  "pending_delivery",
  "completed",
] as const;
export type FollowedStatus = (typeof FOLLOWED_STATUSES)[number];

/**
 * Time filters (spec section 9): today, the last 7 days (week), the last 30
 * days (month) and the last 90 days (last3months), Bangkok days. The time they
 * filter is the list's own: shipped time for pending receipt, completed time
 * for completed orders, placing time otherwise.
 */
export const ORDER_TIME_FILTERS = ["all", "today", "week", "month", "last3months"] as const;
export type OrderTimeFilter = (typeof ORDER_TIME_FILTERS)[number];

/** Sorts of spec section 9 (pending payment, completed) and of pending receipt's shipped time. */
export const ORDER_SORTS = [
  "created_desc",
  "created_asc",
  "amount_desc",
  "amount_asc",
  "expiry_asc",
  "shipped_desc",
  "shipped_asc",
  "completed_desc",
  "completed_asc",
] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** At most this many orders in one batch call with ids (the server's limit; the spec names none). */
export const ORDER_BATCH_MAX = 1000;
export const TRACKING_NUMBER_MAX_LENGTH = 40;
export const STATUS_NOTE_MAX_LENGTH = 200;

/** "Shipping labels: in transit, delayed" (spec section 4); delayed after delayedAfterDays (default 3). */
export const SHIPPING_LABELS = ["in_transit", "delayed", "awaiting_tracking"] as const;
export type ShippingLabel = (typeof SHIPPING_LABELS)[number];

const invalid = { error: "validation.invalidField" };
const keyword = z.string(invalid).trim().max(60, "validation.invalidField").optional();

/** GET sellers/orders, sellers/orders/export: the filters shared by the list and its CSV. */
export const sellerOrdersFilterSchema = z.object({
  status: z.enum(ORDER_STATUSES, invalid).optional(),
  time: z.enum(ORDER_TIME_FILTERS, invalid).optional().default("all"),
  sort: z.enum(ORDER_SORTS, invalid).optional().default("created_desc"),
  priority: z.enum(ORDER_PRIORITIES, invalid).optional(),
  /** Matches the order number or the buyer's name. */
  keyword,
});
export const sellerOrdersQuerySchema = pageQuerySchema.extend(sellerOrdersFilterSchema.shape);
export type SellerOrdersQuery = z.input<typeof sellerOrdersQuerySchema>;

/** GET sellers/orders/by-status?status=... (one of the four followed states). */
export const ordersByStatusQuerySchema = pageQuerySchema.extend({
  ...sellerOrdersFilterSchema.omit({ status: true }).shape,
  status: z.enum(FOLLOWED_STATUSES, invalid),
});
export type OrdersByStatusQuery = z.input<typeof ordersByStatusQuerySchema>;

const orderId = z.coerce.number(invalid).int(invalid).positive(invalid).max(ROW_ID_MAX, invalid);
const orderIds = z
  .array(orderId, { error: "orders.noOrdersSelected" })
  .min(1, "orders.noOrdersSelected")
  .max(ORDER_BATCH_MAX, "orders.batchTooLarge");

export const courierSchema = z.enum(COURIER_CODES as [string, ...string[]], {
  error: "orders.validation.courierUnknown",
});
export const trackingNumberSchema = z
  .string({ error: "orders.validation.trackingRequired" })
  .trim()
  .min(1, "orders.validation.trackingRequired")
  .max(TRACKING_NUMBER_MAX_LENGTH, "orders.validation.trackingInvalid")
  .regex(/^[A-Za-z0-9-]+$/, "orders.validation.trackingInvalid");

/** POST sellers/orders/{id}/ship, PUT sellers/orders/{id}/shipping, POST admin/orders/{id}/dispatch. */
export const shipmentBodySchema = z.strictObject({
  courier: courierSchema,
  tracking_number: trackingNumberSchema,
});
export type ShipmentBody = z.input<typeof shipmentBodySchema>;

/** POST sellers/orders/bulk-ship: no payload ships every pending-shipment order (DECISIONS "Orders"). */
export const bulkShipBodySchema = z.strictObject({ order_ids: orderIds.optional() }).nullish();
export type BulkShipBody = z.input<typeof bulkShipBodySchema>;

/** POST sellers/orders/bulk-early-profit. */
export const earlyProfitBodySchema = z.strictObject({ order_ids: orderIds });
export type EarlyProfitBody = z.input<typeof earlyProfitBodySchema>;

/** POST sellers/orders/{id}/cancel: the seller gives a reason (spec section 4). */
export const sellerCancelBodySchema = z.strictObject({
  reason: z
    .string({ error: "orders.validation.reasonRequired" })
    .trim()
    .min(1, "orders.validation.reasonRequired")
    .max(CANCEL_REASON_MAX_LENGTH, "orders.validation.reasonTooLong"),
});
export type SellerCancelBody = z.input<typeof sellerCancelBodySchema>;

/** POST sellers/orders/{id}/refund: a paid, unshipped order; the reason is optional. */
export const refundBodySchema = z
  .strictObject({
    reason: z
      .string(invalid)
      .trim()
      .max(CANCEL_REASON_MAX_LENGTH, "orders.validation.reasonTooLong")
      .optional(),
  })
  .nullish();
export type RefundBody = z.input<typeof refundBodySchema>;

/**
 * The moves a seller may ask for by target state (spec section 4): cancelled
 * (an unpaid order, the note is the reason), pending_delivery (shipped, as in
 * a batch: awaiting the supplier's tracking), completed (early receipt),
 * refunded (paid, unshipped).
 */
export const SELLER_STATUS_TARGETS = ["cancelled", "pending_delivery", "completed", "refunded"] as const;
export type SellerStatusTarget = (typeof SELLER_STATUS_TARGETS)[number];
const statusNote = z
  .string(invalid)
  .trim()
  .max(STATUS_NOTE_MAX_LENGTH, "orders.validation.noteTooLong")
  .optional();

/** PUT sellers/orders/{id}/status. */
export const statusUpdateBodySchema = z.strictObject({
  status: z.enum(SELLER_STATUS_TARGETS, { error: "orders.moveNotAllowed" }),
  note: statusNote,
});
export type StatusUpdateBody = z.input<typeof statusUpdateBodySchema>;

/** POST sellers/orders/batch-update-status: all or nothing. */
export const batchStatusUpdateBodySchema = statusUpdateBodySchema.extend({ order_ids: orderIds });
export type BatchStatusUpdateBody = z.input<typeof batchStatusUpdateBodySchema>;

// ---- Answers ----

/** A line as the seller sees it: the buyer's price and the supplier's cost. */
export const sellerOrderItemSchema = orderItemSchema.extend({
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

const countsByStatus = z.object({
  pending_payment: z.number().int(),
  pending_shipment: z.number().int(),
  pending_delivery: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  refunded: z.number().int(),
  total: z.number().int(),
});
const amountsByStatus = z.object({
  pending_payment: bahtSchema,
  pending_shipment: bahtSchema,
  pending_delivery: bahtSchema,
  completed: bahtSchema,
  cancelled: bahtSchema,
  refunded: bahtSchema,
  total: bahtSchema,
});

/** GET sellers/orders/stats: counts and amounts by state, and what batch actions will cost or bring. */
export const orderStatsSchema = z.object({
  counts: countsByStatus,
  amounts: amountsByStatus,
  /** Stored profit of completed orders. */
  total_profit: bahtSchema,
  /** What shipping every pending-shipment order costs (the batch-ship dialog). */
  pending_shipment_cost: bahtSchema,
  /** Pending receipt, shipped over delayedAfterDays ago. */
  delayed_count: z.number().int(),
  /** Unpaid orders with under 2 hours left (spec section 9). */
  expiring_soon_count: z.number().int(),
  available_balance: bahtSchema,
  /** The early-receipt fee, shown before the seller confirms (DECISIONS "Orders"). */
  early_receipt_fee_percent: z.number(),
});
export type OrderStats = z.infer<typeof orderStatsSchema>;

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
  /** The seller may set or correct courier and tracking (a self-shipped, pending-receipt order). */
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
