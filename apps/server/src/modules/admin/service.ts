import type { Operator } from "@seller/contract/auth";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database, Queryable } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { hashPassword, randomPassword } from "../../lib/passwords";
import { operators } from "./tables";

const byAccount = (account: string) => eq(sql`lower(${operators.account})`, account.toLowerCase());

/** An operator's own row; two-factor/operators.ts adds whether they still have to enrol. */
export async function getOperator(
  db: Queryable,
  operatorId: number,
): Promise<Omit<Operator, "must_enrol_two_factor">> {
  const [row] = await db
    .select({
      id: operators.id,
      account: operators.account,
      must_change_password: operators.mustChangePassword,
    })
    .from(operators)
    .where(eq(operators.id, operatorId));
  if (!row) throw new AppError("BUSINESS_ACCOUNT_NOT_FOUND");
  return row;
}

export async function hasOperator(db: Database): Promise<boolean> {
  const [existing] = await db.select({ id: operators.id }).from(operators).limit(1);
  return existing !== undefined;
}

/**
 * Makes sure someone can sign in to the operator console at start:
 * - ADMIN_ACCOUNT / ADMIN_PASSWORD given: that operator is created with that
 *   password if it does not exist yet. An existing operator is left as it is:
 *   a password changed since is not put back by the next restart.
 * - otherwise, on the embedded database with no operator at all, an operator
 *   "admin" with a random password, which the caller prints once and which
 *   must be changed at the first sign-in (it went through a terminal or a log).
 * Returns the generated credentials, if any.
 */
export async function bootstrapOperator(
  db: Database,
  options: { admin?: { account: string; password: string } | undefined; generateIfNone: boolean },
): Promise<{ account: string; password: string } | undefined> {
  if (options.admin) {
    const { account, password } = options.admin;
    const [existing] = await db.select({ id: operators.id }).from(operators).where(byAccount(account));
    if (!existing)
      await db
        .insert(operators)
        .values({ account, passwordHash: await hashPassword(password) })
        .onConflictDoNothing();
    return undefined;
  }
  if (!options.generateIfNone || (await hasOperator(db))) return undefined;
  const generated = { account: "admin", password: randomPassword() };
  const inserted = await db
    .insert(operators)
    .values({
      account: generated.account,
      passwordHash: await hashPassword(generated.password),
      mustChangePassword: true,
    })
    .onConflictDoNothing()
    .returning({ id: operators.id });
  return inserted.length > 0 ? generated : undefined;
}

/** How the sign-in guard finds operator accounts: auth's CredentialStore by shape (admin sits below auth). */
export const operatorCredentials = {
  kind: "operator" as const,
  async find(db: Queryable, account: string) {
    const [row] = await db
      .select({ id: operators.id, passwordHash: operators.passwordHash })
      .from(operators)
      .where(byAccount(account));
    return row && { ...row, active: true };
  },
};

/** Whether the operator still has to replace the printed first password (plugins/auth.ts asks). */
export async function operatorMustChangePassword(db: Queryable, operatorId: number): Promise<boolean> {
  const [row] = await db
    .select({ must: operators.mustChangePassword })
    .from(operators)
    .where(eq(operators.id, operatorId));
  return row?.must ?? false;
}

/** Sets an operator's new password (the old one was checked by the caller) and lifts the first-start duty. */
export async function setOperatorPassword(db: Queryable, operatorId: number, password: string) {
  await db
    .update(operators)
    .set({ passwordHash: await hashPassword(password), mustChangePassword: false, updatedAt: new Date() })
    .where(eq(operators.id, operatorId));
}

/** The stored password hash of an operator, for checks made while signed in (two-factor off). */
export async function operatorPasswordHash(db: Database, operatorId: number): Promise<string> {
  const [row] = await db
    .select({ passwordHash: operators.passwordHash })
    .from(operators)
    .where(eq(operators.id, operatorId));
  if (!row) throw new AppError("BUSINESS_ACCOUNT_NOT_FOUND");
  return row.passwordHash;
}

/** Account names by operator id, for records that name who acted (the audit log). */
export async function operatorAccounts(db: Queryable, operatorIds: number[]): Promise<Map<number, string>> {
  if (operatorIds.length === 0) return new Map();
  const rows = await db
    .select({ id: operators.id, account: operators.account })
    .from(operators)
    .where(inArray(operators.id, operatorIds));
  return new Map(rows.map((row) => [row.id, row.account]));
}
