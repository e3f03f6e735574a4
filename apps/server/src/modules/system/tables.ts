import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Platform settings an operator may change without a release (DECISIONS.md:
 * limits, fees and durations "are system settings"). One row per key; a key
 * without a row reads as its default in service.ts.
 */
export const systemSettings = pgTable("system_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** Null when the server wrote it (a generated secret) rather than an operator. */
  updatedByOperatorId: integer("updated_by_operator_id"),
});
