import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { jsonValue } from "../../db/json-column";

/**
 * Platform settings an operator may change without a release (DECISIONS.md:
 * limits, fees and durations "are system settings"). One row per key; a key
 * without a row reads as its default in service.ts.
 */
export const systemSettings = pgTable("system_settings", {
  key: text("key").primaryKey(),
  value: jsonValue("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** Null when the server wrote it (a generated secret) rather than an operator. */
  updatedByOperatorId: integer("updated_by_operator_id"),
});

/**
 * Announcements to every seller (GET /api/system/announcements). Each is also
 * delivered as a system notification; this is the public record of it. Title
 * and message are one text or one per language, as the operator wrote them.
 */
export const announcements = pgTable("announcements", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  title: jsonValue<string | Record<string, string>>("title").notNull(),
  message: jsonValue<string | Record<string, string>>("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
