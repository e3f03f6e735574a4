import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { operators } from "../admin/tables";

/**
 * Every operator act (DECISIONS "Operator console": "the audit log of every
 * operator act"): who did it, what, to which row, why, from which session and
 * address, and when. Append-only, enforced in the database (a custom
 * migration's triggers), like the ledger's transfers.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer("operator_id")
      .notNull()
      .references(() => operators.id),
    /** A dotted name: "product.create", "product.update", "review.update", "system.update". */
    act: text("act").notNull(),
    /** What the act was done to ("product", "review", "system") and its id; null for a platform-wide act. */
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    reason: text("reason"),
    /** What changed: the fields given and, where useful, the values before. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** The operator's session (sessions.id) and the client address the act came from. */
    sessionId: integer("session_id"),
    address: text("address"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("audit_log_at_idx").on(table.at.desc(), table.id.desc()),
    index("audit_log_operator_idx").on(table.operatorId, table.at.desc()),
    index("audit_log_target_idx").on(table.targetType, table.targetId, table.at.desc()),
    index("audit_log_act_idx").on(table.act, table.at.desc()),
  ],
);
