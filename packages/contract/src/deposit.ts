import { z } from "zod";
import { bahtSchema } from "./money-schemas";
import { REQUEST_STATUSES } from "./wallet";

/** POST /api/sellers/deposit: the message and data.balance_after (spec section 7). */
export const depositResultSchema = z.object({
  balance_after: bahtSchema,
  deposit_amount: bahtSchema,
  has_deposit: z.boolean(),
});
export type DepositResult = z.infer<typeof depositResultSchema>;

export const depositRefundSchema = z.object({
  id: z.number().int(),
  amount: bahtSchema,
  status: z.enum(REQUEST_STATUSES),
  reason: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type DepositRefund = z.infer<typeof depositRefundSchema>;
export const depositRefundResultSchema = z.object({ refund: depositRefundSchema });

/** GET /api/finance/deposit-info: what the seller reads before paying (DECISIONS.md "Wallet"). */
export const depositInfoSchema = z.object({
  amount: bahtSchema,
  has_deposit: z.boolean(),
  deposit_amount: bahtSchema,
  refund_review_days: z.string(),
  /** The latest refund request, if any. */
  refund: depositRefundSchema.nullable(),
  can_request_refund: z.boolean(),
  /** Texts in the caller's language. */
  purpose: z.string(),
  terms: z.array(z.string()),
  refund_conditions: z.array(z.string()),
  notes: z.array(z.string()),
  /**
   * The customer-service chat link (system setting customerServiceUrl, one value in every
   * language); null when not configured. The verification-required dialog offers it (spec section 5).
   */
  customer_service_url: z.string().nullable(),
});
export type DepositInfo = z.infer<typeof depositInfoSchema>;

/**
 * A paid order not yet finished: while a seller has one, their deposit refund
 * is refused (DECISIONS.md "Wallet"); the console's confirmation lists them.
 */
export const sellerOpenOrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  /** pending_payment: the buyer reported a transfer that an operator has not yet confirmed or refused. */
  status: z.enum(["pending_payment", "pending_shipment", "pending_delivery"]),
  total_amount: bahtSchema,
  paid_at: z.string().nullable(),
});
export type SellerOpenOrder = z.infer<typeof sellerOpenOrderSchema>;

/** GET /api/admin/deposit-refunds/{id}/orders: what the approval would meet (DECISIONS.md "Wallet"). */
export const depositRefundOrdersSchema = z.object({
  /** Paid and unfinished: each refuses the approval until it is completed or refunded. */
  blocking: z.array(sellerOpenOrderSchema),
  /** Unpaid: cancelled by the approval, they do not block it (DECISIONS.md "Store and storefront"). */
  unpaid_count: z.number().int(),
});
export type DepositRefundOrders = z.infer<typeof depositRefundOrdersSchema>;
