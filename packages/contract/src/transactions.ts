import { z } from "zod";
import { bahtSchema } from "./money-schemas";
import { PAGE_SIZE, pageQuerySchema } from "./paging";

/**
 * The spec's types (section 3) as the history shows them; freeze and unfreeze
 * are never listed (section 4). deposit_refund is the security deposit coming
 * back (DECISIONS.md "Wallet").
 */
export const TRANSACTION_TYPES = [
  "recharge",
  "withdraw",
  "deposit",
  "deposit_refund",
  "order_payment",
  "order_profit",
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_STATUSES = ["pending", "approved", "rejected", "cancelled"] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
/** Money in: shown with a plus sign and counted as income. */
export const INCOME_TYPES: readonly TransactionType[] = ["recharge", "deposit_refund", "order_profit"];
/** The revenue record loads 20 at a time, and offers more when a full page came back (spec section 9). */
export const TRANSACTIONS_PAGE_SIZE = PAGE_SIZE;

export const transactionsQuerySchema = pageQuerySchema.extend({
  type: z.enum(TRANSACTION_TYPES, { error: "validation.invalidField" }).optional(),
  status: z.enum(TRANSACTION_STATUSES, { error: "validation.invalidField" }).optional(),
});
export type TransactionsQuery = z.input<typeof transactionsQuerySchema>;

export const transactionSchema = z.object({
  /** Unique across kinds: "transfer-12", "withdrawal-5", "recharge-3", "refund-2". */
  id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  status: z.enum(TRANSACTION_STATUSES),
  /** Always positive; the type says whether it is income. */
  amount: bahtSchema,
  /** The available balance after this movement, where it changed the available balance. */
  balance_after: z.nullable(bahtSchema),
  description: z.string().nullable(),
  /** The operator's reason for an approval or rejection. */
  reason: z.string().nullable(),
  created_at: z.string(),
  /** The order a movement belongs to (order income, supplier cost): the row opens /order/{order_id}. */
  order_id: z.number().int().nullable(),
  order_number: z.string().nullable(),
  /**
   * That order's stored profit (DECISIONS "Orders"), shown beside its order
   * income: the income is the buyer's payment released, never the profit.
   */
  order_profit: z.nullable(bahtSchema),
  /** Money the demo's sandbox confirmed: no real baht behind it (DECISIONS "Payments"). */
  sandbox: z.boolean(),
  /** What the bank statement or the operator quotes: a top-up's payment reference, a withdrawal's payout reference. */
  reference: z.string().nullable(),
  /** Where a withdrawal is paid to: the card, masked. */
  card: z.object({ bank_code: z.string(), bank_name: z.string(), card_number: z.string() }).nullable(),
  /** When the request was decided: a withdrawal's paid-out (or rejected) time; null while it waits. */
  decided_at: z.string().nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionsPageSchema = z.object({
  transactions: z.array(transactionSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  /** Over the whole filtered set, approved items only: they reconcile with the list. */
  totals: z.object({ income: bahtSchema, expense: bahtSchema }),
  /**
   * The stored profit of the orders completed this Bangkok month (DECISIONS
   * "Wallet"): the figure completed orders and the sales report add up.
   */
  month_profit: bahtSchema,
  available_balance: bahtSchema,
});
export type TransactionsPage = z.infer<typeof transactionsPageSchema>;
