import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sellers } from "../sellers/tables";

/** The withdrawal password (argon2id) and its lockout: 5 wrong in a row lock 30 minutes. */
export const withdrawPasswords = pgTable("withdraw_passwords", {
  sellerId: integer("seller_id")
    .primaryKey()
    .references(() => sellers.id),
  passwordHash: text("password_hash").notNull(),
  failedCount: integer("failed_count").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
