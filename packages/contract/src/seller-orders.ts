import { z } from "zod";
import { ROW_ID_MAX } from "./constants";
import { CANCEL_REASON_MAX_LENGTH, COURIER_CODES, ORDER_PRIORITIES, ORDER_STATUSES } from "./orders";
import { pageQuerySchema } from "./paging";
import { FOLLOWED_STATUSES } from "./seller-order-answers";

// The answers live apart (file size); importers keep one path.
export * from "./seller-order-answers";

/**
 * The seller's order calls (issue 11, spec section 7 "Orders"). Every money
 * figure is the stored one (DECISIONS "Orders"); buyers' phones and addresses
 * are masked.
 */

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
  "ended_desc",
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

/**
 * The orders that left the four followed states (DECISIONS "Orders": sellers
 * see cancelled and refunded orders): `status=ended` on the list and its CSV.
 */
export const ENDED_VIEW = "ended";
export const SELLER_ORDER_VIEWS = [...ORDER_STATUSES, ENDED_VIEW] as const;
export type SellerOrderView = (typeof SELLER_ORDER_VIEWS)[number];

/** At most this many orders in one batch call with ids (the server's limit; the spec names none). */
export const ORDER_BATCH_MAX = 1000;
export const TRACKING_NUMBER_MAX_LENGTH = 40;
export const STATUS_NOTE_MAX_LENGTH = 200;

const invalid = { error: "validation.invalidField" };
const keyword = z.string(invalid).trim().max(60, "validation.invalidField").optional();

/** GET sellers/orders, sellers/orders/export: the filters shared by the list and its CSV. */
export const sellerOrdersFilterSchema = z.object({
  /** One state, or `ended`: cancelled and refunded together. */
  status: z.enum(SELLER_ORDER_VIEWS, invalid).optional(),
  time: z.enum(ORDER_TIME_FILTERS, invalid).optional().default("all"),
  sort: z.enum(ORDER_SORTS, invalid).optional().default("created_desc"),
  priority: z.enum(ORDER_PRIORITIES, invalid).optional(),
  /** Matches the order number or the buyer's name in part, or the buyer's whole phone number (DECISIONS "Orders"). */
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

/** POST admin/orders/{id}/dispatch (and PUT sellers/orders/{id}/shipping, which refuses it). */
export const shipmentBodySchema = z.strictObject({
  courier: courierSchema,
  tracking_number: trackingNumberSchema,
});
export type ShipmentBody = z.input<typeof shipmentBodySchema>;

/** A field a seller may not send: the supplier's dispatch sets it (DECISIONS "Orders"). */
const suppliersOnly = z.never({ error: "orders.trackingBySupplier" }).optional();

/**
 * POST sellers/orders/{id}/ship: no payload. Shipping hands the order to the
 * supplier, whose dispatch records the courier and tracking number (DECISIONS
 * "Orders", replacing the spec's single ship "with courier and tracking
 * number"); an old client that still sends them is told so and nothing moves.
 */
export const shipOneBodySchema = z
  .strictObject({ courier: suppliersOnly, tracking_number: suppliersOnly })
  .nullish();
export type ShipOneBody = z.input<typeof shipOneBodySchema>;

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

/**
 * The early-receipt fee of one order (DECISIONS "Orders"): the published earlyReceiptFeePercent of
 * what the buyer paid, in basis points, rounded down to the satang. The server charges it; the
 * seller's confirmation shows it before.
 */
export function earlyReceiptFee(itemsTotal: bigint, percent: number): bigint {
  // The percent has at most two decimals (a system setting): basis points keep it an integer.
  const basisPoints = BigInt(Math.round(percent * 100));
  return (itemsTotal * basisPoints) / 10_000n;
}
