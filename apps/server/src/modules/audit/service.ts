import type { AuditEntry, auditLogQuerySchema } from "@seller/contract/audit";
import { and, count, desc, eq, gte, lte, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Queryable } from "../../db/client";
import { operatorAccounts } from "../admin/service";
import type { OperatorContext } from "./context";
import { auditLog } from "./tables";

export type { OperatorContext };

export type OperatorAct = {
  act: string;
  target: { type: string; id?: string | number | null };
  reason?: string | null | undefined;
  details?: Record<string, unknown>;
};

/**
 * Records an operator act. Call it inside the transaction that makes the
 * change, so the act and its record commit together or not at all.
 */
export async function recordOperatorAct(tx: Queryable, operator: OperatorContext, act: OperatorAct) {
  await tx.insert(auditLog).values({
    operatorId: operator.operatorId,
    act: act.act,
    targetType: act.target.type,
    targetId: act.target.id === undefined || act.target.id === null ? null : String(act.target.id),
    reason: act.reason?.trim() || null,
    details: act.details ?? {},
    sessionId: operator.sessionId,
    address: operator.address,
  });
}

/** GET /api/admin/audit-log: newest first, filtered by operator, act, target and time. */
export async function listAuditLog(db: Queryable, query: z.output<typeof auditLogQuerySchema>) {
  const conditions: SQL[] = [];
  if (query.operator_id !== undefined) conditions.push(eq(auditLog.operatorId, query.operator_id));
  if (query.act) conditions.push(eq(auditLog.act, query.act));
  if (query.target_type) conditions.push(eq(auditLog.targetType, query.target_type));
  if (query.target_id) conditions.push(eq(auditLog.targetId, query.target_id));
  if (query.from) conditions.push(gte(auditLog.at, new Date(query.from)));
  if (query.to) conditions.push(lte(auditLog.at, new Date(query.to)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  const accounts = await operatorAccounts(db, [...new Set(rows.map((entry) => entry.operatorId))]);
  const entries: AuditEntry[] = rows.map((entry) => ({
    id: entry.id,
    operator_id: entry.operatorId,
    operator_account: accountOf(accounts, entry.operatorId),
    act: entry.act,
    target_type: entry.targetType,
    target_id: entry.targetId,
    reason: entry.reason,
    details: entry.details,
    session_id: entry.sessionId,
    address: entry.address,
    at: entry.at.toISOString(),
  }));
  return { entries, total: total?.value ?? 0, page: query.page, per_page: query.per_page };
}

/** Every entry names an existing operator (a foreign key), so a missing account is a broken database. */
function accountOf(accounts: Map<number, string>, operatorId: number): string {
  const account = accounts.get(operatorId);
  if (account === undefined) throw new Error(`operator ${operatorId} of an audit entry has no account`);
  return account;
}
