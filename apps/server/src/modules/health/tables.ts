import { integer, pgTable, timestamp } from "drizzle-orm/pg-core";

/** One row that GET /api/ready rewrites: proof that the database commits a write. */
export const readinessProbe = pgTable("readiness_probe", {
  id: integer("id").primaryKey(),
  checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
});
