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
  uniqueIndex,
} from "drizzle-orm/pg-core";

const kindCheck = (name: string, column: unknown) => check(name, sql`${column} in ('seller', 'operator')`);

/**
 * The authenticator secret of a seller or an operator (RFC 6238). Sealed with
 * AES-256-GCM (secret-box.ts), so a copy of this table alone cannot make
 * codes. A row without enabled_at is a setup not yet confirmed with a code.
 */
export const twoFactorSecrets = pgTable(
  "two_factor_secrets",
  {
    kind: text("kind").$type<"seller" | "operator">().notNull(),
    ownerId: integer("owner_id").notNull(),
    secretSealed: text("secret_sealed").notNull(),
    enabledAt: timestamp("enabled_at", { withTimezone: true }),
    /** The time step of the last accepted code: a code is accepted once (RFC 6238 section 5.2). */
    lastTimeStep: bigint("last_time_step", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.ownerId] }),
    kindCheck("two_factor_secrets_kind_check", table.kind),
  ],
);

/** Single-use recovery codes, stored as their SHA-256 (each carries 60 random bits). */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").$type<"seller" | "operator">().notNull(),
    ownerId: integer("owner_id").notNull(),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("two_factor_recovery_codes_owner_code_key").on(table.kind, table.ownerId, table.codeHash),
    kindCheck("two_factor_recovery_codes_kind_check", table.kind),
  ],
);

/**
 * The step between a right password and a session when two-factor is on:
 * a random token (kept as its SHA-256), bound to one account, short-lived,
 * used once, and burnt after a few wrong codes.
 */
export const twoFactorChallenges = pgTable(
  "two_factor_challenges",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text("token_hash").notNull().unique(),
    kind: text("kind").$type<"seller" | "operator">().notNull(),
    ownerId: integer("owner_id").notNull(),
    /** The sign-in's remember-me, carried to the session it ends in. */
    remember: boolean("remember").notNull().default(false),
    failedCount: integer("failed_count").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("two_factor_challenges_owner_idx").on(table.kind, table.ownerId),
    kindCheck("two_factor_challenges_kind_check", table.kind),
  ],
);
