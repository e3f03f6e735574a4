import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { hashPassword } from "../../lib/passwords";
import type { Limit } from "../../lib/rate-limits";
import { checkCurrentPassword } from "../auth/current-password";
import { type ActiveSession, revokeOtherSessions } from "../auth/sessions";
import { replaceSellerPasswordHash, sellerPasswordHash } from "../sellers/service";
import { dropChallenges } from "../two-factor/challenges";

/**
 * Spec section 7, user/change-password; DECISIONS.md "Settings": the current
 * password is checked, the new one replaces it, and every other session of the
 * seller ends in the same transaction (and so do sign-ins half-way through
 * two-factor, started with the old password). Returns the ended sessions, for
 * the caller to close their sockets after the commit.
 */
export async function changeSellerPassword(
  db: Database,
  session: ActiveSession,
  input: { oldPassword: string; newPassword: string },
  limit: Limit,
): Promise<number[]> {
  const owner = { kind: "seller" as const, ownerId: session.ownerId };
  const previousHash = await sellerPasswordHash(db, session.ownerId);
  await checkCurrentPassword(db, { ...owner, passwordHash: previousHash }, input.oldPassword, limit);
  if (input.newPassword === input.oldPassword)
    throw new AppError("REQUEST_VALIDATION_ERROR", "account.password.sameAsOld");
  const nextHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    if (!(await replaceSellerPasswordHash(tx, session.ownerId, { previousHash, nextHash })))
      throw new AppError("REQUEST_INVALID", "account.password.changedMeanwhile");
    await dropChallenges(tx, owner);
    return revokeOtherSessions(tx, session);
  });
}
