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
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    /** The interface language it was written from, so the answer can be in it. */
    language: text("language").$type<Language>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("support_messages_created_idx").on(table.createdAt.desc(), table.id.desc())],
);
