import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Sign-in sessions of sellers and operators. Only the SHA-256 of the token is
 * stored, so a copy of the database cannot be used to sign in. The owner is a
 * seller or an operator depending on `kind`; there is no foreign key because the
 * owner lives in one of two tables owned by other modules.
 */
export const sessions = pgTable(
  "sessions",
  {
    /** bigint: every sign-in and refresh adds a row, for years. */
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text("token_hash").notNull().unique(),
    kind: text("kind").$type<"seller" | "operator">().notNull(),
    ownerId: integer("owner_id").notNull(),
    /** Remember-me decides the lifetime, and a refresh keeps it. */
    remember: boolean("remember").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("sessions_owner_idx").on(table.kind, table.ownerId),
    check("sessions_kind_check", sql`${table.kind} in ('seller', 'operator')`),
  ],
);

/**
 * Fixed-window counters for limits that must hold across server nodes (the
 * per-account sign-in limit). One row per key; the window restarts when it ends.
 */
export const attemptCounters = pgTable("attempt_counters", {
  key: text("key").primaryKey(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});
