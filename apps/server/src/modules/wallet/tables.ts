import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { payments } from "../payments/tables";
import { sellers } from "../sellers/tables";

const money = (name: string) => bigint(name, { mode: "bigint" });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Ledger accounts (ARCHITECTURE.md "Money: a double-entry ledger"). Every
 * balance is credits_posted - debits_posted. A seller's three accounts never go
 * below zero (check constraint); the platform's bank account is the outside
 * world and goes negative as money comes in.
 */
export const accounts = pgTable(
  "accounts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Null for the platform's own accounts. */
    sellerId: integer("seller_id").references(() => sellers.id),
    kind: text("kind").notNull(),
    debitsPosted: money("debits_posted").notNull().default(sql`0`),
    creditsPosted: money("credits_posted").notNull().default(sql`0`),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("accounts_seller_kind_key").on(table.sellerId, table.kind).where(sql`seller_id is not null`),
    uniqueIndex("accounts_platform_kind_key").on(table.kind).where(sql`seller_id is null`),
    check(
      "accounts_kind_check",
      sql`(seller_id is not null and kind in ('available', 'frozen', 'deposit')) or (seller_id is null and kind in ('bank', 'fees', 'buyer_escrow', 'supplier_payable', 'refunds_payable'))`,
    ),
    check("accounts_seller_not_negative", sql`seller_id is null or credits_posted >= debits_posted`),
    check("accounts_posted_not_negative", sql`debits_posted >= 0 and credits_posted >= 0`),
  ],
);

/**
 * Append-only: a trigger (migration ledger_guards) refuses UPDATE and DELETE.
 * The idempotency key is derived from what caused the transfer
 * ("withdrawal:12:freeze"), so the same cause can never post twice.
 */
export const transfers = pgTable(
  "transfers",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    debitAccountId: integer("debit_account_id")
      .notNull()
      .references(() => accounts.id),
    creditAccountId: integer("credit_account_id")
      .notNull()
      .references(() => accounts.id),
    amount: money("amount").notNull(),
    code: text("code").notNull(),
    referenceType: text("reference_type").notNull(),
    referenceId: integer("reference_id").notNull(),
    actorKind: text("actor_kind").notNull(),
    actorId: integer("actor_id"),
    reason: text("reason"),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** Balances right after posting, read under the row locks: the history's balance_after. */
    debitBalanceAfter: money("debit_balance_after").notNull(),
    creditBalanceAfter: money("credit_balance_after").notNull(),
    /**
     * Money the demo's sandbox provider confirmed: no real baht behind it. It may
     * be spent inside the platform but never withdrawn (withdrawal-service.ts).
     */
    sandbox: boolean("sandbox").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index("transfers_debit_idx").on(table.debitAccountId),
    index("transfers_credit_idx").on(table.creditAccountId),
    // An order's detail lists the transfers that name it.
    index("transfers_reference_idx").on(table.referenceType, table.referenceId),
    check("transfers_amount_positive", sql`amount > 0`),
    check("transfers_distinct_accounts", sql`debit_account_id <> credit_account_id`),
    check(
      "transfers_code_check",
      sql`code in ('recharge', 'freeze', 'withdraw', 'unfreeze', 'deposit', 'deposit_refund', 'order_paid', 'order_payment', 'order_profit', 'order_refund', 'refund_paid')`,
    ),
    check("transfers_actor_check", sql`actor_kind in ('seller', 'operator', 'system')`),
    // Only a sandbox payment's money is marked sandbox: its top-up (posted by the system), and an
    // order's payment and the profit it becomes, whoever completes the order (custom triggers tie
    // each flag to the payment's provider: migrations sandbox_transfers and order_sandbox_transfers).
    check(
      "transfers_sandbox_check",
      sql`not sandbox or (actor_kind = 'system' and code = 'recharge') or code in ('order_paid', 'order_profit', 'order_refund', 'refund_paid')`,
    ),
  ],
);

const status = () => text("status").notNull().default("pending");
const statusCheck = (name: string) =>
  check(`${name}_status_check`, sql`status in ('pending', 'approved', 'rejected')`);
/** A top-up whose payment failed or expired is cancelled: no operator decided it. */
const rechargeStatusCheck = check(
  "recharges_status_check",
  sql`status in ('pending', 'approved', 'rejected', 'cancelled')`,
);
const review = {
  reason: text("reason"),
  reviewerKind: text("reviewer_kind"),
  reviewerId: integer("reviewer_id"),
  reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
};

/**
 * A recharge moves nothing until its payment is confirmed (recharge: bank ->
 * available): by an operator (manual provider, bank transfer) or by the provider.
 */
export const recharges = pgTable(
  "recharges",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.id),
    amount: money("amount").notNull(),
    method: text("method").notNull(),
    description: text("description"),
    status: status(),
    /** Recharges before the payments module kept their QR here; newer ones in their payment. */
    promptpayPayload: text("promptpay_payload"),
    /** Null only for recharges made before the payments module: an operator confirms those. */
    paymentId: integer("payment_id").references(() => payments.id),
    ...review,
    createdAt: createdAt(),
  },
  (table) => [
    index("recharges_seller_idx").on(table.sellerId),
    index("recharges_status_idx").on(table.status),
    rechargeStatusCheck,
    check("recharges_amount_positive", sql`amount > 0`),
    check("recharges_method_check", sql`method in ('promptpay', 'bank_transfer')`),
  ],
);

/** The card is copied in, so the record still says where the money went after the card is gone. */
export const withdrawals = pgTable(
  "withdrawals",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.id),
    bankCardId: integer("bank_card_id"),
    bankCode: text("bank_code").notNull(),
    /** Sealed like bank_cards.card_number: the operator who pays out opens it. */
    cardNumber: text("card_number").notNull(),
    cardNumberMasked: text("card_number_masked").notNull().default(""),
    cardHolderName: text("card_holder_name").notNull(),
    amount: money("amount").notNull(),
    fee: money("fee").notNull().default(sql`0`),
    description: text("description"),
    status: status(),
    ...review,
    createdAt: createdAt(),
  },
  (table) => [
    index("withdrawals_seller_idx").on(table.sellerId, table.createdAt),
    index("withdrawals_status_idx").on(table.status),
    statusCheck("withdrawals"),
    check("withdrawals_amount_positive", sql`amount > 0 and fee >= 0 and fee <= amount`),
  ],
);

/** At most one pending refund per seller (partial unique index). */
export const depositRefunds = pgTable(
  "deposit_refunds",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.id),
    amount: money("amount").notNull(),
    status: status(),
    ...review,
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("deposit_refunds_one_pending").on(table.sellerId).where(sql`status = 'pending'`),
    index("deposit_refunds_status_idx").on(table.status),
    statusCheck("deposit_refunds"),
  ],
);
