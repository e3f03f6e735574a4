import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

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
    /**
     * When the password was typed: a refresh carries it over, and no session
     * outlives it by more than 30 days (SESSION_ABSOLUTE_TTL_MS).
     */
    signedInAt: timestamp("signed_in_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Written at most once a minute (sessions.ts): the device list shows it,
     * and a session unused for 7 days ends (SESSION_IDLE_TTL_MS).
     */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    /** The browser's user agent at sign-in, for the seller's list of signed-in devices. */
    userAgent: text("user_agent"),
    /** The client address of the last use, written with last_used_at. */
    lastAddress: text("last_address"),
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

/**
 * Wrong passwords in a row for one account name from one address (sellers
 * and operators apart). Keyed by the name typed, not by an account row, so an
 * account that does not exist locks exactly like one that does; and by the
 * address, so that guessing from one place cannot lock the owner out from
 * another (the per-account hourly cap in attempt_counters covers the rest).
 * `failed_count` counts checks as they start: concurrent guesses each take a
 * place first, so no more than 5 are ever checked before the lock.
 */
export const signinLockouts = pgTable(
  "signin_lockouts",
  {
    kind: text("kind").$type<"seller" | "operator">().notNull(),
    /** Lower case: "Somchai" and "somchai" are one account. */
    account: text("account").notNull(),
    address: text("address").notNull(),
    failedCount: integer("failed_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.account, table.address] }),
    index("signin_lockouts_updated_idx").on(table.updatedAt),
  ],
);

/**
 * Addresses an account has signed in from with its password (the last 90
 * days): when the account-wide limit of failures is reached, these still get
 * their password checked, so guesses from elsewhere cannot lock the owner out.
 */
export const signinKnownAddresses = pgTable(
  "signin_known_addresses",
  {
    kind: text("kind").$type<"seller" | "operator">().notNull(),
    /** Lower case, like signin_lockouts. */
    account: text("account").notNull(),
    address: text("address").notNull(),
    lastSignedInAt: timestamp("last_signed_in_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.account, table.address] }),
    index("signin_known_addresses_last_idx").on(table.lastSignedInAt),
  ],
);
