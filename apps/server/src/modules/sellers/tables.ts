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
    /** A Thai mobile number, 10 digits; the profile completion counts it (spec section 3). */
    phone: text("phone"),
    /** The address in its parts, checked against the Thai address data set; all set or all null. */
    addressLine: text("address_line"),
    subDistrict: text("sub_district"),
    district: text("district"),
    province: text("province"),
    postalCode: text("postal_code"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("sellers_account_lower_key").on(sql`lower(${table.account})`),
    check("sellers_status_check", sql`${table.status} in ('active', 'suspended')`),
    check("sellers_language_check", sql`${table.language} in ('th', 'en', 'zh-CN', 'zh-TW')`),
    check("sellers_phone_check", sql`${table.phone} ~ '^0[689][0-9]{8}$'`),
    check(
      "sellers_address_complete_check",
      sql`num_nulls(${table.addressLine}, ${table.subDistrict}, ${table.district}, ${table.province}, ${table.postalCode}) in (0, 5)`,
    ),
  ],
);
