import type { Language } from "@seller/contract/languages";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sellers } from "../sellers/tables";

/** Text in each interface language: { th, en, "zh-CN", "zh-TW" }. */
export type Texts = Record<Language, string>;

/** Help centre entries, written by operators in all four languages (DECISIONS.md "Settings"). */
export const helpEntries = pgTable(
  "help_entries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: jsonb("title").$type<Texts>().notNull(),
    body: jsonb("body").$type<Texts>().notNull(),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Null for the entries the demo data wrote. */
    updatedByOperatorId: integer("updated_by_operator_id"),
  },
  (table) => [index("help_entries_position_idx").on(table.position, table.id)],
);

/** What sellers send to customer support (spec section 7, system/contact-support), for operators to read. */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Null for a message a signed-out seller sent from the forgot-password dialog. */
    sellerId: integer("seller_id").references(() => sellers.id, { onDelete: "cascade" }),
    /** Signed out: the account name the writer gave and the phone to call them back on. */
    contactAccount: text("contact_account"),
    contactPhone: text("contact_phone"),
    message: text("message").notNull(),
    /** The interface language it was written from, so the answer can be in it. */
    language: text("language").$type<Language>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The operator's answer (DECISIONS.md "Operator console"): a message is open
     * until answered; the answer reaches the seller as a notification and in the
     * help centre's conversation. One answer per message.
     */
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredByOperatorId: integer("answered_by_operator_id"),
  },
  (table) => [
    index("support_messages_created_idx").on(table.createdAt.desc(), table.id.desc()),
    index("support_messages_seller_idx").on(table.sellerId, table.createdAt.desc()),
  ],
);
