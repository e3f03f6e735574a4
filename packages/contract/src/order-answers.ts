import { z } from "zod/mini";
import { bahtSchema } from "./money-answers";
import { paymentSchema } from "./payment-answers";
import { buyerRefundSchema } from "./refund-answers";
import { thaiAddressSchema } from "./thai-address-schema";

/*
 * The order as its buyer sees it, written with zod/mini: the storefront's order page parses it
 * and a buyer's first load cannot carry classic zod (bench/bundles.bench.ts). Nothing here may
 * import a module that builds classic schemas. orders.ts re-exports it.
 */

/** Spec section 4: the four states a seller follows, and the two an order may end in. */
export const ORDER_STATUSES = [
  "pending_payment",
  "pending_shipment",
  "pending_delivery",
  "completed",
  "cancelled",
  "refunded",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderItemSchema = z.object({
  product_id: z.int(),
  product_name: z.string(),
  product_name_zh: z.string(),
  product_name_en: z.nullable(z.string()),
  image: z.nullable(z.string()),
  /** The chosen colour's Thai name; its Chinese and English names as they were at placement (null: not kept). */
  color: z.nullable(z.string()),
  color_zh: z.nullable(z.string()),
  color_en: z.nullable(z.string()),
  size: z.nullable(z.string()),
  unit_price: bahtSchema,
  quantity: z.int(),
  subtotal: bahtSchema,
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderReviewSchema = z.object({
  rating: z.int(),
  comment: z.string(),
  created_at: z.string(),
});

/** GET storefront/orders/{code}: the buyer's own order, unmasked (DECISIONS "Orders"), never the seller's figures. */
export const buyerOrderSchema = z.object({
  code: z.string(),
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  expires_at: z.string(),
  paid_at: z.nullable(z.string()),
  shipped_at: z.nullable(z.string()),
  completed_at: z.nullable(z.string()),
  cancelled_at: z.nullable(z.string()),
  /** Why an unpaid order ended: the buyer cancelled, the payment failed or expired. */
  cancel_reason: z.nullable(z.string()),
  buyer_name: z.string(),
  buyer_phone: z.string(),
  address: thaiAddressSchema,
  note: z.string(),
  items: z.array(orderItemSchema),
  total_amount: bahtSchema,
  total_quantity: z.int(),
  courier: z.nullable(z.string()),
  courier_name: z.nullable(z.string()),
  tracking_number: z.nullable(z.string()),
  tracking_url: z.nullable(z.string()),
  payment: z.nullable(paymentSchema),
  /** The demo's simulate control may settle the payment (sandbox provider only). */
  sandbox: z.boolean(),
  review: z.nullable(orderReviewSchema),
  /** A refunded order's refund: on its way until paid (DECISIONS "Payments"). */
  refund: z.nullable(buyerRefundSchema),
  /**
   * When the buyer said "I have paid" (manual provider): the order then waits for an operator
   * instead of expiring (DECISIONS "Store and storefront").
   */
  payment_reported_at: z.nullable(z.string()),
  /** The buyer attached a transfer slip to "I have paid" (only operators can open it). */
  payment_slip_attached: z.boolean(),
  /** The manual provider's "I have paid" control is offered: unpaid, not yet reported. */
  can_report_payment: z.boolean(),
  can_cancel: z.boolean(),
  can_confirm_receipt: z.boolean(),
  can_review: z.boolean(),
  store: z.object({
    slug: z.string(),
    store_name: z.string(),
    theme_color: z.string(),
    contact_phone: z.string(),
  }),
});
export type BuyerOrder = z.infer<typeof buyerOrderSchema>;
