import { integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Answers of money-moving POSTs by Idempotency-Key. The row is inserted in the
 * same transaction as the money movement, so a concurrent duplicate waits on
 * the primary key and then replays the stored answer.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** "seller:100001" or "operator:3": keys are per caller. */
    actor: text("actor").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of method, path and body. */
    requestHash: text("request_hash").notNull(),
    statusCode: integer("status_code").notNull(),
    responseBody: jsonb("response_body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.actor, table.key] })],
);
