import type { Operator } from "@seller/contract/auth";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { hashPassword, randomPassword } from "../auth/passwords";
import { type CredentialStore, failedSigninChanges } from "../auth/signin-guard";
import { operators } from "./tables";

const byAccount = (account: string) => eq(sql`lower(${operators.account})`, account.toLowerCase());

export async function getOperator(db: Database, operatorId: number): Promise<Operator> {
  const [row] = await db
    .select({ id: operators.id, account: operators.account })
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
 * - ADMIN_ACCOUNT / ADMIN_PASSWORD given: that operator exists with that
 *   password (created, or its password replaced and any lock lifted);
 * - otherwise, on the embedded database with no operator at all, an operator
 *   "admin" with a random password, which the caller prints once.
 * Returns the generated credentials, if any.
 */
export async function bootstrapOperator(
  db: Database,
  options: { admin?: { account: string; password: string } | undefined; generateIfNone: boolean },
): Promise<{ account: string; password: string } | undefined> {
  if (options.admin) {
    const { account, password } = options.admin;
    const passwordHash = await hashPassword(password);
    const updated = await db
      .update(operators)
      .set({ passwordHash, failedSigninCount: 0, lockedUntil: null, updatedAt: new Date() })
      .where(byAccount(account))
      .returning({ id: operators.id });
    if (updated.length === 0)
      await db.insert(operators).values({ account, passwordHash }).onConflictDoNothing();
    return undefined;
  }
  if (!options.generateIfNone || (await hasOperator(db))) return undefined;
  const generated = { account: "admin", password: randomPassword() };
  const inserted = await db
    .insert(operators)
    .values({ account: generated.account, passwordHash: await hashPassword(generated.password) })
    .onConflictDoNothing()
    .returning({ id: operators.id });
  return inserted.length > 0 ? generated : undefined;
}

/** How the sign-in guard reads and marks operator accounts. */
export const operatorCredentials: CredentialStore = {
  kind: "operator",
  async find(db, account) {
    const [row] = await db
      .select({ id: operators.id, passwordHash: operators.passwordHash, lockedUntil: operators.lockedUntil })
      .from(operators)
      .where(byAccount(account));
    return row;
  },
  async recordFailure(db, id, now) {
    const [row] = await db
      .update(operators)
      .set(failedSigninChanges(operators, now))
      .where(eq(operators.id, id))
      .returning({ lockedUntil: operators.lockedUntil });
    return row?.lockedUntil ?? null;
  },
  async recordSuccess(db, id) {
    await db.update(operators).set({ failedSigninCount: 0, lockedUntil: null }).where(eq(operators.id, id));
  },
};

/** The stored password hash of an operator, for checks made while signed in (two-factor off). */
export async function operatorPasswordHash(db: Database, operatorId: number): Promise<string> {
  const [row] = await db
    .select({ passwordHash: operators.passwordHash })
    .from(operators)
    .where(eq(operators.id, operatorId));
  if (!row) throw new AppError("BUSINESS_ACCOUNT_NOT_FOUND");
  return row.passwordHash;
}
