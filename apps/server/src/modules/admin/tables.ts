import { sql } from "drizzle-orm";
import { integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Platform operators: a separate table so a seller account can never gain operator rights. */
export const operators = pgTable(
  "operators",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    account: text("account").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** The same lockout as sellers: 5 wrong passwords in a row lock for 15 minutes. */
    failedSigninCount: integer("failed_signin_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("operators_account_lower_key").on(sql`lower(${table.account})`)],
);
