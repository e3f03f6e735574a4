import { z } from "zod";
import { depositRefundSchema } from "./deposit";
import { rechargeSchema, withdrawalFundingSchema, withdrawalSchema } from "./wallet";

/*
 * The operators' queues of sellers' money requests (top-ups, withdrawals, deposit refunds),
 * as GET /api/admin/{recharges,withdrawals,deposit-refunds} answer them; each row names its seller.
 * An approval or rejection answers the request as the seller reads it (rechargeResultSchema,
 * withdrawalDecisionSchema, depositRefundResultSchema).
 */

const withSeller = { seller_id: z.number().int(), seller_account: z.string() };

function reviewPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });
}

export const adminRechargeSchema = rechargeSchema.extend(withSeller);
export const adminRechargesPageSchema = reviewPageSchema(adminRechargeSchema);
export type AdminRecharge = z.infer<typeof adminRechargeSchema>;

/** The full card number, which only the operator paying out sees, and where the balance came from. */
export const adminWithdrawalSchema = withdrawalSchema.extend({
  ...withSeller,
  card_number_full: z.string(),
  funding: withdrawalFundingSchema,
});
export const adminWithdrawalsPageSchema = reviewPageSchema(adminWithdrawalSchema);
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;
export const withdrawalDecisionSchema = z.object({ withdrawal: withdrawalSchema });

export const adminDepositRefundSchema = z.object({ ...depositRefundSchema.shape, ...withSeller });
export const adminDepositRefundsPageSchema = reviewPageSchema(adminDepositRefundSchema);
export type AdminDepositRefund = z.infer<typeof adminDepositRefundSchema>;
