import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const sellers = pgTable(
  "sellers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    /** Kept as typed; uniqueness ignores case (index below), so "Somchai" and "somchai" are one account. */
    account: text("account").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** Saved so that notifications are written in the seller's language (DECISIONS.md). */
    language: text("language").notNull().default("th"),
    /** A suspended seller cannot sign in, and their sessions are refused (plugins/auth.ts). */
    status: text("status").notNull().default("active"),
    /** Demo sellers created by DEMO=1 are marked, never mixed up with real ones. */
    isVirtual: boolean("is_virtual").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("sellers_account_lower_key").on(sql`lower(${table.account})`),
    check("sellers_status_check", sql`${table.status} in ('active', 'suspended')`),
    check("sellers_language_check", sql`${table.language} in ('th', 'en', 'zh-CN', 'zh-TW')`),
  ],
);
