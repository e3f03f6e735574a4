import { z } from "zod/mini";
import { bahtSchema } from "./money-answers";

/*
 * The refund as the buyer's order page shows it, written with zod/mini: the page parses it and
 * a buyer's first load cannot carry classic zod (bench/bundles.bench.ts). refunds.ts re-exports it.
 */

/** to_pay: the order is refunded and the money is on its way; paid: it reached the buyer. */
export const REFUND_STATES = ["to_pay", "paid"] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** seller: from the order card or detail; system: not shipped in time (the autoRefundDays setting). */
export const REFUND_CAUSES = ["seller", "system"] as const;

/** The refund as the buyer's page shows it. */
export const buyerRefundSchema = z.object({
  state: z.enum(REFUND_STATES),
  amount: bahtSchema,
  /** The seller's words, or not_shipped_in_time. */
  reason: z.string(),
  cause: z.enum(REFUND_CAUSES),
  created_at: z.string(),
  paid_at: z.nullable(z.string()),
  /** Where a PromptPay refund goes: the buyer's own id, or the order's phone. */
  promptpay_id: z.string(),
  promptpay_is_order_phone: z.boolean(),
  /** The buyer may give another PromptPay id until the refund is paid. */
  can_change_promptpay: z.boolean(),
});
export type BuyerRefund = z.infer<typeof buyerRefundSchema>;
