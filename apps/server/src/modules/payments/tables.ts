import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A payment we are waiting for (DECISIONS.md "Payments"): a seller's top-up
 * now, a buyer's order next. The purpose's owner keeps its own row (recharge,
 * order) and learns of the outcome through the handler it registered (app.ts);
 * this table knows only what was asked for and who confirmed it.
 */
export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** "recharge" (bank -> seller available) or "order" (bank -> buyer escrow). */
    purpose: text("purpose").notNull(),
    /** The owner's row: the recharge's id or the order's id. */
    ownerId: integer("owner_id").notNull(),
    /** Quoted by the payer and sent to the provider: what matches a bank line or an event to us. */
    reference: text("reference").notNull().unique(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    currency: text("currency").notNull().default("thb"),
    /** promptpay or bank_transfer; a bank transfer is always confirmed by an operator. */
    method: text("method").notNull(),
    /** Who confirms: manual (an operator), stripe (its signed webhook or a status query), sandbox (the demo's control). */
    provider: text("provider").notNull(),
    status: text("status").notNull().default("pending"),
    /** The provider's own id (Stripe's PaymentIntent). */
    providerPaymentId: text("provider_payment_id").unique(),
    /** The EMVCo payload the payer scans; null for a bank transfer. */
    qrPayload: text("qr_payload"),
    /** A QR is shown for 15 minutes; the payer may ask for a fresh one until expiresAt. */
    qrExpiresAt: at("qr_expires_at"),
    expiresAt: at("expires_at").notNull(),
    /** operator, provider or sandbox, with the operator's id. */
    confirmedBy: text("confirmed_by"),
    confirmedById: integer("confirmed_by_id"),
    settledAt: at("settled_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("payments_purpose_owner_key").on(table.purpose, table.ownerId),
    index("payments_pending_expiry_idx").on(table.expiresAt).where(sql`status = 'pending'`),
    check("payments_purpose_check", sql`purpose in ('recharge', 'order')`),
    check("payments_method_check", sql`method in ('promptpay', 'bank_transfer')`),
    check("payments_provider_check", sql`provider in ('manual', 'stripe', 'sandbox')`),
    check("payments_status_check", sql`status in ('pending', 'paid', 'failed', 'expired')`),
    check("payments_amount_positive", sql`amount > 0`),
    // A bank transfer has no provider to confirm it: an operator reads the bank statement.
    check("payments_bank_transfer_manual", sql`method <> 'bank_transfer' or provider = 'manual'`),
    check(
      "payments_confirmed_check",
      sql`(status = 'paid') = (confirmed_by is not null) and (confirmed_by is null or confirmed_by in ('operator', 'provider', 'sandbox'))`,
    ),
    // Only the demo's sandbox confirms a sandbox payment, and only it is confirmed that way.
    check(
      "payments_sandbox_confirms_sandbox",
      sql`confirmed_by is null or (confirmed_by = 'sandbox') = (provider = 'sandbox')`,
    ),
    check(
      "payments_operator_confirms_manual",
      sql`confirmed_by is null or confirmed_by <> 'operator' or provider = 'manual'`,
    ),
  ],
);

/**
 * Each provider event acted on, once: a replayed webhook finds its id here and
 * moves nothing. Written in the transaction that acts on it.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    paymentId: integer("payment_id").references(() => payments.id),
    receivedAt: at("received_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);
