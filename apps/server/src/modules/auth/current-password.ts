import type { Queryable } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { verifyPassword } from "../../lib/passwords";
import type { Limit } from "../../lib/rate-limits";
import { returnAttempt, takeAttempt } from "./attempt-counter";
import type { SessionKind } from "./sessions";

/**
 * The current password of a signed-in account, asked again before a change
 * that matters (a new password, two-factor off). Wrong answers are counted per
 * account in the database, so a stolen session cannot guess the password; the
 * answer is 422, never 401, which would sign the caller out.
 */
export async function checkCurrentPassword(
  db: Queryable,
  owner: { kind: SessionKind; ownerId: number; passwordHash: string },
  password: string,
  limit: Limit,
  now = new Date(),
): Promise<void> {
  const counterKey = `password-check:${owner.kind}:${owner.ownerId}`;
  if (!(await takeAttempt(db, counterKey, limit, now)))
    throw new AppError("REQUEST_RATE_LIMIT", "account.password.tooManyAttempts");
  if (!(await verifyPassword(owner.passwordHash, password)))
    throw new AppError("REQUEST_VALIDATION_ERROR", "account.password.currentWrong");
  await returnAttempt(db, counterKey);
}
