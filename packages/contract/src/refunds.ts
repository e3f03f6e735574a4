import { z } from "zod";
import { TYPED_NUMBER_MAX_LENGTH } from "./buyer-input-limits";
import { bahtSchema } from "./money-answers";
import { pageQuerySchema } from "./paging";
import { PAYMENT_PROVIDERS } from "./payments";
import { PROMPTPAY_ID_PATTERN, withoutSeparators } from "./promptpay-id";
import { REFUND_CAUSES, REFUND_STATES } from "./refund-answers";

/*
 * A refund of a paid, unshipped order is paid back, not only recorded
 * (DECISIONS "Payments" and "Orders"): buyer escrow -> refunds payable when
 * the order is refunded, refunds payable -> bank when the money reached the
 * buyer (Stripe's refund, or an operator's PromptPay transfer).
 */

export {
  type BuyerRefund,
  buyerRefundSchema,
  REFUND_CAUSES,
  REFUND_STATES,
  type RefundState,
} from "./refund-answers";

/** The system's reason when a paid order was not shipped in time. */
export const NOT_SHIPPED_REASON = "not_shipped_in_time";

/** Days a paid order may wait for shipping before it is refunded on its own (system setting's default). */
export const AUTO_REFUND_DAYS_DEFAULT = 3;

/** A PromptPay id (promptpay-id.ts): spaces and dashes are dropped. */
export const promptPayIdSchema = z
  .string({ error: "refunds.validation.promptPayInvalid" })
  .max(TYPED_NUMBER_MAX_LENGTH, { error: "refunds.validation.promptPayInvalid" })
  .transform(withoutSeparators)
  .pipe(z.string().regex(PROMPTPAY_ID_PATTERN, { error: "refunds.validation.promptPayInvalid" }));

/** PUT storefront/orders/{code}/refund-promptpay: where the buyer wants the refund sent. */
export const refundPromptPayBodySchema = z.strictObject({ promptpay_id: promptPayIdSchema });
export type RefundPromptPayBody = z.input<typeof refundPromptPayBodySchema>;

/** As long as a cancel reason (orders.ts CANCEL_REASON_MAX_LENGTH). */
export const REFUND_REASON_MAX_LENGTH = 200;

/** POST sellers/orders/{id}/refund from the screens: the reason is required, the buyer reads it. */
export const sellerRefundBodySchema = z.strictObject({
  reason: z
    .string({ error: "refunds.validation.reasonRequired" })
    .trim()
    .min(1, "refunds.validation.reasonRequired")
    .max(REFUND_REASON_MAX_LENGTH, "orders.validation.reasonTooLong"),
});

/** One row of the console's "refunds to pay" queue. */
export const adminRefundSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  seller_id: z.number().int(),
  seller_account: z.string(),
  buyer_name: z.string(),
  amount: bahtSchema,
  state: z.enum(REFUND_STATES),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe's refund state (pending, succeeded, failed...); null before Stripe was asked, and for others. */
  provider_status: z.string().nullable(),
  promptpay_id: z.string(),
  promptpay_is_order_phone: z.boolean(),
  reason: z.string(),
  cause: z.enum(REFUND_CAUSES),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  paid_reference: z.string().nullable(),
  /** An operator marks it paid: manual and sandbox, or a Stripe refund that failed. */
  can_mark_paid: z.boolean(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const adminRefundsQuerySchema = pageQuerySchema.extend({
  state: z.enum(REFUND_STATES, { error: "validation.invalidField" }).optional().default("to_pay"),
});
export type AdminRefundsQuery = z.input<typeof adminRefundsQuerySchema>;

export const adminRefundsPageSchema = z.object({
  items: z.array(adminRefundSchema),
  total: z.number().int(),
  /** What the queue owes buyers in all: the refunds payable account's balance. */
  total_to_pay: bahtSchema,
  page: z.number().int(),
  per_page: z.number().int(),
});

/**
 * A bank's transfer reference: Thai banks print 10 to 25 letters and digits on the slip, so
 * fewer than 6 is a slip of the finger, not a reference anyone could trace the payment by.
 */
export const REFUND_REFERENCE_MIN_LENGTH = 6;
export const REFUND_REFERENCE_MAX_LENGTH = 60;

/** POST admin/order-refunds/{id}/mark-paid: the bank's reference of the PromptPay transfer. */
export const markRefundPaidBodySchema = z.strictObject({
  reference: z
    .string({ error: "refunds.validation.referenceRequired" })
    .trim()
    .min(1, "refunds.validation.referenceRequired")
    .min(REFUND_REFERENCE_MIN_LENGTH, "refunds.validation.referenceTooShort")
    .max(REFUND_REFERENCE_MAX_LENGTH, "refunds.validation.referenceTooLong"),
});
export type MarkRefundPaidBody = z.input<typeof markRefundPaidBodySchema>;
