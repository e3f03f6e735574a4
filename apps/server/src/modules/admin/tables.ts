import { sql } from "drizzle-orm";
import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Platform operators: a separate table so a seller account can never gain operator rights. */
export const operators = pgTable(
  "operators",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    account: text("account").notNull(),
    passwordHash: text("password_hash").notNull(),
    /**
     * Set for the operator created at first start, whose password was printed:
     * nothing but change-password and logout until it is changed.
     */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("operators_account_lower_key").on(sql`lower(${table.account})`)],
);
