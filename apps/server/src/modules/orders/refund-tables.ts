import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sellers } from "../sellers/tables";
import { orders } from "./tables";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A refund owed to a buyer, one per order (DECISIONS "Payments"): written with
 * the order's move to refunded and its order_refund transfer (buyer escrow ->
 * refunds payable); paid when the money reached the buyer, with the
 * refund_paid transfer (refunds payable -> bank) in the same transaction.
 * With Stripe, its refund call (idempotency key from this row) and events;
 * with manual (and the demo's sandbox), an operator's PromptPay transfer to
 * the buyer's PromptPay id, marked paid in the console.
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .unique()
      .references(() => orders.id),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.id),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    /** The provider of the order's payment: the refund goes back the way the money came. */
    provider: text("provider").notNull(),
    state: text("state").notNull().default("to_pay"),
    /** seller (from a screen) or system (not shipped in time). */
    cause: text("cause").notNull(),
    /** What the buyer reads: the seller's words, or not_shipped_in_time. */
    reason: text("reason").notNull(),
    /** The buyer's own PromptPay id; null: the order's phone. */
    promptPayId: text("promptpay_id"),
    /** Stripe's refund id and its last known state. */
    providerRefundId: text("provider_refund_id").unique(),
    providerStatus: text("provider_status"),
    /** operator or provider, and the operator's id and the bank's reference of the transfer. */
    paidBy: text("paid_by"),
    paidById: integer("paid_by_id"),
    paidReference: text("paid_reference"),
    createdAt: at("created_at").notNull().defaultNow(),
    paidAt: at("paid_at"),
  },
  (table) => [
    index("order_refunds_to_pay_idx").on(table.createdAt).where(sql`state = 'to_pay'`),
    check("order_refunds_state_check", sql`state in ('to_pay', 'paid')`),
    check("order_refunds_cause_check", sql`cause in ('seller', 'system')`),
    check("order_refunds_provider_check", sql`provider in ('manual', 'stripe', 'sandbox')`),
    check("order_refunds_amount_positive", sql`amount > 0`),
    check(
      "order_refunds_paid_check",
      sql`(state = 'paid') = (paid_at is not null) and (state = 'paid') = (paid_by is not null) and (paid_by is null or paid_by in ('operator', 'provider'))`,
    ),
  ],
);
