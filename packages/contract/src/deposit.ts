import { z } from "zod";
import { bahtSchema } from "./money-schemas";

export {
  type DepositInfo,
  type DepositRefund,
  type DepositResult,
  depositInfoSchema,
  depositRefundResultSchema,
  depositRefundSchema,
  depositResultSchema,
} from "./wallet-answers";

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
