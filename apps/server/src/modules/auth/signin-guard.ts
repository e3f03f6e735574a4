import { LOCKOUT_DURATION_MS, LOCKOUT_THRESHOLD } from "@seller/contract/constants";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { Limit } from "../../lib/rate-limits";
import { returnAttempt, takeAttempt } from "./attempt-counter";
import { verifyAgainstDummy, verifyPassword } from "./passwords";
import type { SessionKind } from "./sessions";

export type Credentials = {
  id: number;
  passwordHash: string;
  lockedUntil: Date | null;
};

/** How the guard reads and marks the accounts of one table (sellers, operators). */
export type CredentialStore = {
  kind: SessionKind;
  find(db: Database, account: string): Promise<Credentials | undefined>;
  /** Counts a wrong password; returns locked_until as it is afterwards (in the future when now locked). */
  recordFailure(db: Database, id: number, now: Date): Promise<Date | null>;
  recordSuccess(db: Database, id: number): Promise<void>;
};

/**
 * The SET clause of a wrong password, shared by the tables that hold accounts:
 * the 5th wrong password in a row locks for 15 minutes and starts the count
 * again, so after the lock the account has 5 new tries (DECISIONS.md).
 */
export function failedSigninChanges(
  columns: { failedSigninCount: AnyColumn; lockedUntil: AnyColumn },
  now: Date,
): { failedSigninCount: SQL; lockedUntil: SQL } {
  const reachesThreshold = sql`${columns.failedSigninCount} + 1 >= ${LOCKOUT_THRESHOLD}`;
  const lockEnd = new Date(now.getTime() + LOCKOUT_DURATION_MS).toISOString();
  return {
    failedSigninCount: sql`case when ${reachesThreshold} then 0 else ${columns.failedSigninCount} + 1 end`,
    lockedUntil: sql`case when ${reachesThreshold} then ${lockEnd}::timestamptz else ${columns.lockedUntil} end`,
  };
}

function lockedError(lockedUntil: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  return new AppError("REQUEST_RATE_LIMIT", "server.accountLocked", { minutes });
}

/**
 * Checks an account and password, in this order: the per-account attempt
 * limit, the lockout (a locked account is refused even with the right
 * password), then the password. Unknown accounts cost one hash verification
 * and get the same answer as a wrong password. Returns the account's id.
 */
export async function checkSignin(
  db: Database,
  store: CredentialStore,
  input: { account: string; password: string; limit: Limit },
  now = new Date(),
): Promise<number> {
  const counterKey = `signin:${store.kind}:${input.account.toLowerCase()}`;
  if (!(await takeAttempt(db, counterKey, input.limit, now))) throw new AppError("REQUEST_RATE_LIMIT");

  const credentials = await store.find(db, input.account);
  if (!credentials) {
    await verifyAgainstDummy(input.password);
    throw new AppError("AUTH_LOGIN_FAILED");
  }
  if (credentials.lockedUntil && credentials.lockedUntil > now)
    throw lockedError(credentials.lockedUntil, now);

  if (!(await verifyPassword(credentials.passwordHash, input.password))) {
    const lockedUntil = await store.recordFailure(db, credentials.id, now);
    if (lockedUntil && lockedUntil > now) throw lockedError(lockedUntil, now);
    throw new AppError("AUTH_LOGIN_FAILED");
  }
  await store.recordSuccess(db, credentials.id);
  await returnAttempt(db, counterKey);
  return credentials.id;
}
