import {
  CHALLENGE_MAX_FAILURES,
  CHALLENGE_TTL_MS,
  type TwoFactorChallenge,
} from "@seller/contract/two-factor";
import { and, eq, sql } from "drizzle-orm";
import type { Database, Queryable } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { Limit } from "../../lib/rate-limits";
import type { SessionKind } from "../auth/sessions";
import { hashToken, newToken } from "../auth/tokens";
import type { SecretBox } from "./secret-box";
import { checkTwoFactorCode, isTwoFactorEnabled, type Owner } from "./service";
import { twoFactorChallenges } from "./tables";

/**
 * Called by sign-in once the password is right: with two-factor on, a
 * challenge instead of a session; otherwise null and sign-in goes on.
 */
export async function startChallengeIfEnabled(
  db: Queryable,
  owner: Owner & { remember: boolean },
  now = new Date(),
): Promise<TwoFactorChallenge | null> {
  if (!(await isTwoFactorEnabled(db, owner))) return null;
  const token = newToken();
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  await db.insert(twoFactorChallenges).values({
    tokenHash: hashToken(token),
    kind: owner.kind,
    ownerId: owner.ownerId,
    remember: owner.kind === "seller" && owner.remember,
    expiresAt,
    createdAt: now,
  });
  return { two_factor_required: true, challenge: token, expires_at: expiresAt.toISOString() };
}

type Outcome = { ok: true; ownerId: number; remember: boolean } | { ok: false; error: AppError };

const expired = () => new AppError("AUTH_LOGIN_FAILED", "twoFactor.challengeExpired");

/**
 * Answers a challenge of the route's kind with a code. The challenge row is
 * locked for the check, so two answers to one challenge are taken in turn and
 * only one can succeed; a wrong code is counted (and the challenge burnt after
 * CHALLENGE_MAX_FAILURES) in the same commit. Returns whose session to open.
 */
export async function answerChallenge(
  db: Database,
  box: SecretBox,
  input: { kind: SessionKind; challenge: string; code: string },
  options: { limit: Limit; now?: Date },
): Promise<{ ownerId: number; remember: boolean }> {
  const now = options.now ?? new Date();
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx
      .select()
      .from(twoFactorChallenges)
      .where(
        and(
          eq(twoFactorChallenges.tokenHash, hashToken(input.challenge)),
          eq(twoFactorChallenges.kind, input.kind),
        ),
      )
      .for("update");
    if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime())
      return { ok: false, error: expired() };

    const owner = { kind: row.kind, ownerId: row.ownerId };
    if (await checkTwoFactorCode(tx, box, owner, input.code, { limit: options.limit, now })) {
      await tx.update(twoFactorChallenges).set({ usedAt: now }).where(eq(twoFactorChallenges.id, row.id));
      return { ok: true, ownerId: row.ownerId, remember: row.remember };
    }
    const failures = row.failedCount + 1;
    await tx
      .update(twoFactorChallenges)
      .set({
        failedCount: sql`${twoFactorChallenges.failedCount} + 1`,
        ...(failures >= CHALLENGE_MAX_FAILURES ? { usedAt: now } : {}),
      })
      .where(eq(twoFactorChallenges.id, row.id));
    if (failures >= CHALLENGE_MAX_FAILURES)
      return { ok: false, error: new AppError("REQUEST_RATE_LIMIT", "twoFactor.challengeBurnt") };
    return {
      ok: false,
      error: new AppError("REQUEST_VALIDATION_ERROR", "twoFactor.codeWrongRemaining", {
        remaining: CHALLENGE_MAX_FAILURES - failures,
      }),
    };
  });
  if (!outcome.ok) throw outcome.error;
  return { ownerId: outcome.ownerId, remember: outcome.remember };
}

/** A password change makes open challenges (started with the old password) worthless. */
export async function dropChallenges(db: Queryable, owner: Owner): Promise<void> {
  await db
    .delete(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.kind, owner.kind), eq(twoFactorChallenges.ownerId, owner.ownerId)));
}
