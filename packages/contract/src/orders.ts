import { z } from "zod";
import { thaiAddressSchema, thaiMobileSchema } from "./address";
import {
  BUYER_NAME_MAX_LENGTH,
  ORDER_NOTE_MAX_LENGTH,
  REVIEW_COMMENT_MAX_LENGTH,
} from "./buyer-input-limits";
import { ROW_ID_MAX } from "./constants";
import { bahtInputSchema, bahtSchema } from "./money-schemas";
import { ORDER_STATUSES } from "./order-answers";
import { pageQuerySchema } from "./paging";
import { paymentSchema } from "./payments";

export {
  type BuyerOrder,
  buyerOrderSchema,
  ORDER_STATUSES,
  type OrderItem,
  type OrderStatus,
  orderItemSchema,
  orderReviewSchema,
} from "./order-answers";

export const ORDER_PRIORITIES = ["normal", "high"] as const;
/**
 * Who ended a cancelled or refunded order (DECISIONS "Orders": sellers see who
 * cancelled and why): the buyer, the seller, or the system (the payment window
 * ran out, the payment failed, an automatic refund).
 */
export const ORDER_ENDED_BY = ["buyer", "seller", "system"] as const;

/**
 * A cancelled or refunded order earned nothing: its stored cost and profit are what shipping and
 * completion would have moved, so screens show its money as what the ledger moved instead
 * (DECISIONS "Orders": profit is realised at completion).
 */
export const endedWithoutSale = (status: string) => status === "cancelled" || status === "refunded";
export type OrderEndedBy = (typeof ORDER_ENDED_BY)[number];
/** Reasons the server stores as codes (shown in the reader's language); any other reason was typed. */
export const CANCEL_REASON_CODES = [
  "payment_expired",
  "payment_failed",
  "buyer_cancelled",
  "seller_refunded",
  "not_shipped_in_time",
  "deposit_refunded",
  "payment_refused",
  "sold_out",
] as const;
export type CancelReasonCode = (typeof CANCEL_REASON_CODES)[number];
export function isCancelReasonCode(reason: string): reason is CancelReasonCode {
  return (CANCEL_REASON_CODES as readonly string[]).includes(reason);
}
export type OrderPriority = (typeof ORDER_PRIORITIES)[number];

/**
 * Unpaid orders one buyer phone, and one address, may hold at once (DECISIONS "Store and
 * storefront"): a fourth waits until one is paid, cancelled or expired.
 */
export const UNPAID_ORDERS_PER_BUYER_MAX = 3;
/** What one checkout may hold. */
export const ORDER_LINES_MAX = 20;
export const ORDER_QUANTITY_MAX = 999;
export { BUYER_NAME_MAX_LENGTH, ORDER_NOTE_MAX_LENGTH, REVIEW_COMMENT_MAX_LENGTH };
export const CANCEL_REASON_MAX_LENGTH = 200;

/**
 * Couriers (DECISIONS "Orders"): the Thai ones and the spec's five, each with
 * its tracking page; a universal tracker where a courier has none of its own.
 */
const UNIVERSAL_TRACKER = "https://t.17track.net/en#nums={tracking}";
export const COURIERS = {
  thailand_post: {
    name: "Thailand Post",
    tracking: "https://track.thailandpost.co.th/?trackNumber={tracking}",
  },
  kerry: { name: "Kerry Express (KEX)", tracking: "https://th.kex-express.com/th/track/?track={tracking}" },
  flash: { name: "Flash Express", tracking: "https://www.flashexpress.co.th/fle/tracking?se={tracking}" },
  jt: { name: "J&T Express", tracking: UNIVERSAL_TRACKER },
  sf: { name: "SF Express", tracking: UNIVERSAL_TRACKER },
  ems: { name: "EMS", tracking: "https://track.thailandpost.co.th/?trackNumber={tracking}" },
  sto: { name: "STO Express", tracking: UNIVERSAL_TRACKER },
  yto: { name: "YTO Express", tracking: UNIVERSAL_TRACKER },
  zto: { name: "ZTO Express", tracking: UNIVERSAL_TRACKER },
} as const;
export type CourierCode = keyof typeof COURIERS;
export const COURIER_CODES = Object.keys(COURIERS) as CourierCode[];

export function trackingUrl(courier: string, trackingNumber: string): string | null {
  const entry = COURIERS[courier as CourierCode];
  if (!entry || !trackingNumber) return null;
  return entry.tracking.replace("{tracking}", encodeURIComponent(trackingNumber));
}

/**
 * A phone on a seller's screen (DECISIONS "Orders"): the first 6 and last 3
 * digits kept, the rest as asterisks (one for a Thai mobile number).
 */
export function maskPhone(phone: string): string {
  if (phone.length <= 9) return phone;
  return `${phone.slice(0, 6)}${"*".repeat(phone.length - 9)}${phone.slice(-3)}`;
}

/** An address on a seller's screen: district, province and postal code only (DECISIONS "Orders"). */
export function maskAddress(address: { district: string; province: string; postal_code: string }): string {
  return [address.district, address.province, address.postal_code].join(" ");
}

// ---- The buyer's checkout ----

const productId = z.coerce.number({ error: "validation.invalidField" }).int().positive().max(ROW_ID_MAX);
const choice = z.string({ error: "validation.invalidField" }).trim().max(60, "validation.invalidField");

export const orderLineSchema = z.strictObject({
  product_id: productId,
  quantity: z.coerce
    .number({ error: "storefront.validation.quantityInvalid" })
    .int("storefront.validation.quantityInvalid")
    .min(1, "storefront.validation.quantityInvalid")
    .max(ORDER_QUANTITY_MAX, "storefront.validation.quantityInvalid"),
  /** The colour's Thai name, as the product lists it; required when the product has colours. */
  color: choice.optional(),
  size: choice.optional(),
});
export type OrderLine = z.input<typeof orderLineSchema>;

/** POST storefront/{slug}/orders (DECISIONS "Store and storefront"). */
export const placeOrderBodySchema = z.strictObject({
  buyer_name: z
    .string({ error: "storefront.validation.nameRequired" })
    .trim()
    .min(1, "storefront.validation.nameRequired")
    .max(BUYER_NAME_MAX_LENGTH, "storefront.validation.nameTooLong"),
  buyer_phone: thaiMobileSchema,
  address: thaiAddressSchema,
  note: z
    .string({ error: "validation.invalidField" })
    .trim()
    .max(ORDER_NOTE_MAX_LENGTH, "storefront.validation.noteTooLong")
    .optional()
    .default(""),
  items: z
    .array(orderLineSchema, { error: "storefront.validation.cartEmpty" })
    .min(1, "storefront.validation.cartEmpty")
    .max(ORDER_LINES_MAX, "storefront.validation.tooManyLines"),
});
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;

export const orderCodeParamsSchema = z.object({
  // At least 128 random bits as base64url: 22 or more characters.
  code: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/),
});

export const cancelOrderBodySchema = z
  .strictObject({
    reason: z.string().trim().max(CANCEL_REASON_MAX_LENGTH, "orders.validation.reasonTooLong").optional(),
  })
  .nullish();

export const reviewBodySchema = z.strictObject({
  rating: z.coerce
    .number({ error: "orders.validation.ratingInvalid" })
    .int("orders.validation.ratingInvalid")
    .min(1, "orders.validation.ratingInvalid")
    .max(5, "orders.validation.ratingInvalid"),
  comment: z
    .string({ error: "validation.invalidField" })
    .trim()
    .max(REVIEW_COMMENT_MAX_LENGTH, "orders.validation.commentTooLong")
    .optional()
    .default(""),
});
export type ReviewBody = z.input<typeof reviewBodySchema>;

// ---- The operator's calls for the manual provider ----

export const adminOrdersQuerySchema = pageQuerySchema.extend({
  status: z.enum(ORDER_STATUSES, { error: "validation.invalidField" }).optional(),
  /** The order number, or the buyer's name or phone. */
  keyword: z
    .string({ error: "validation.invalidField" })
    .trim()
    .max(60, "validation.invalidField")
    .optional(),
  /** "true": only buyers' payments waiting for an operator's confirmation (the console's payments queue). */
  awaiting_confirmation: z
    .enum(["true", "false"], { error: "validation.invalidField" })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "true")),
  /** "true": only batch-shipped orders waiting for the supplier's dispatch (the console's dispatch queue). */
  awaiting_dispatch: z
    .enum(["true", "false"], { error: "validation.invalidField" })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "true")),
});

export const adminOrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  seller_id: z.number().int(),
  seller_account: z.string(),
  buyer_name: z.string(),
  total_amount: bahtSchema,
  created_at: z.string(),
  expires_at: z.string(),
  paid_at: z.string().nullable(),
  /** When the buyer said "I have paid": the order is in the operators' payment queue from then. */
  payment_reported_at: z.string().nullable(),
  /**
   * The buyer's transfer slip, when attached to "I have paid": a private file (GET /api/files/{uuid})
   * only an operator's token opens.
   */
  payment_slip_url: z.string().nullable(),
  payment: z.nullable(paymentSchema),
  shipped_at: z.string().nullable(),
  /** Batch-shipped by the seller, waiting for the supplier's courier and tracking (dispatch queue). */
  awaiting_dispatch: z.boolean(),
  dispatched_at: z.string().nullable(),
  courier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  /** The buyer's full name, phone and address: the supplier ships to them. */
  recipient: z.object({ name: z.string(), phone: z.string(), address: thaiAddressSchema }),
  items: z.array(
    z.object({
      product_name: z.string(),
      product_name_zh: z.string(),
      product_name_en: z.string().nullable(),
      color: z.string().nullable(),
      color_zh: z.string().nullable(),
      color_en: z.string().nullable(),
      size: z.string().nullable(),
      quantity: z.number().int(),
    }),
  ),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrdersPageSchema = z.object({
  items: z.array(adminOrderSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

/** An operator's decision on a buyer's reported payment: the order and the state it moved to. */
export const orderPaymentDecisionSchema = z.object({ order_id: z.number().int(), status: z.string() });

/** The operator found no such payment on the statement: the order is cancelled and its stock released. */
export const refuseOrderPaymentBodySchema = z.strictObject({
  reason: z.string().trim().max(500, "wallet.reasonTooLong").optional(),
});

/** The operator types the amount found on the bank statement: it must be the order's total. */
export const confirmOrderPaymentBodySchema = z.strictObject({
  amount: bahtInputSchema,
  reason: z.string().trim().max(500, "wallet.reasonTooLong").optional(),
});
