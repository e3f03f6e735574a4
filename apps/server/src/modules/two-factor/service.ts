import type { TwoFactorSetup, TwoFactorStatus } from "@seller/contract/two-factor";
import { and, count, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Database, Queryable } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { Limit } from "../../lib/rate-limits";
import type { OperatorContext } from "../audit/context";
import { recordOperatorAct } from "../audit/service";
import { returnAttempt, takeAttempt } from "../auth/attempt-counter";
import type { SessionKind } from "../auth/sessions";
import { hashRecoveryCode, newRecoveryCodes } from "./recovery-codes";
import type { SecretBox } from "./secret-box";
import { twoFactorChallenges, twoFactorRecoveryCodes, twoFactorSecrets } from "./tables";
import { matchTotp, newTotpSecret, otpauthUrl } from "./totp";

/** Whose second factor: a seller or an operator, by id. */
export type Owner = { kind: SessionKind; ownerId: number };

/**
 * How a change is made: the code attempts' limit, and for an operator's own change the
 * operator's session and address, for its audit record.
 */
export type ChangeOptions = { limit: Limit; now?: Date; operator?: OperatorContext };

/**
 * An operator's own two-factor change goes into the audit log, in the change's transaction;
 * a seller's is theirs alone.
 */
async function recordChange(tx: Queryable, owner: Owner, options: ChangeOptions, act: string) {
  if (owner.kind !== "operator") return;
  const { operator } = options;
  if (!operator) throw new Error("an operator's two-factor change needs the operator for its audit record");
  await recordOperatorAct(tx, operator, { act, target: { type: "operator", id: operator.operatorId } });
}

const ownerLabel = (owner: Owner) => `${owner.kind}:${owner.ownerId}`;
const secretOf = (owner: Owner) =>
  and(eq(twoFactorSecrets.kind, owner.kind), eq(twoFactorSecrets.ownerId, owner.ownerId));
const codesOf = (owner: Owner) =>
  and(eq(twoFactorRecoveryCodes.kind, owner.kind), eq(twoFactorRecoveryCodes.ownerId, owner.ownerId));

async function secretRow(db: Queryable, owner: Owner) {
  const [row] = await db.select().from(twoFactorSecrets).where(secretOf(owner));
  return row;
}

export async function isTwoFactorEnabled(db: Queryable, owner: Owner): Promise<boolean> {
  return (await secretRow(db, owner))?.enabledAt != null;
}

export async function twoFactorStatus(db: Queryable, owner: Owner): Promise<TwoFactorStatus> {
  const row = await secretRow(db, owner);
  if (!row?.enabledAt) return { enabled: false, recovery_codes_left: 0 };
  const [left] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(codesOf(owner), isNull(twoFactorRecoveryCodes.usedAt)));
  return { enabled: true, recovery_codes_left: left?.n ?? 0 };
}

/**
 * A new secret, not yet in force: it counts only once a code from the app
 * confirms it (enableTwoFactor). Calling again replaces an unconfirmed one.
 */
export async function beginTwoFactorSetup(
  db: Queryable,
  box: SecretBox,
  owner: Owner,
  accountName: string,
): Promise<TwoFactorSetup> {
  if (await isTwoFactorEnabled(db, owner)) throw new AppError("REQUEST_INVALID", "twoFactor.alreadyEnabled");
  const secret = newTotpSecret();
  const sealed = box.seal(secret, ownerLabel(owner));
  await db
    .insert(twoFactorSecrets)
    .values({ kind: owner.kind, ownerId: owner.ownerId, secretSealed: sealed })
    .onConflictDoUpdate({
      target: [twoFactorSecrets.kind, twoFactorSecrets.ownerId],
      set: { secretSealed: sealed, lastTimeStep: null, createdAt: sql`now()` },
      // Never overwrite a secret in force, even if it was enabled a moment ago by another request.
      setWhere: isNull(twoFactorSecrets.enabledAt),
    });
  return { secret, otpauth_url: otpauthUrl(secret, accountName) };
}

/**
 * Takes one of the owner's code attempts (TWO_FACTOR per-account limit), then
 * checks the code: an authenticator code once per time step, or an unused
 * recovery code, which is spent. `allowRecovery` is false while enabling.
 */
async function checkCode(
  db: Queryable,
  box: SecretBox,
  owner: Owner,
  code: string,
  options: { limit: Limit; now: Date; allowRecovery: boolean; enabled: boolean },
): Promise<boolean> {
  const counterKey = `two-factor:${ownerLabel(owner)}`;
  if (!(await takeAttempt(db, counterKey, options.limit, options.now)))
    throw new AppError("REQUEST_RATE_LIMIT", "twoFactor.tooManyAttempts");
  const row = await secretRow(db, owner);
  if (!row || (row.enabledAt !== null) !== options.enabled) return false;

  let accepted = false;
  if (/^\d+$/.test(code)) {
    const secret = box.open(row.secretSealed, ownerLabel(owner));
    const step = await matchTotp(secret, code, { now: options.now, afterTimeStep: row.lastTimeStep });
    if (step !== undefined) {
      // Conditional, so two requests with the same code cannot both pass.
      const claimed = await db
        .update(twoFactorSecrets)
        .set({ lastTimeStep: step })
        .where(
          and(
            secretOf(owner),
            or(isNull(twoFactorSecrets.lastTimeStep), lt(twoFactorSecrets.lastTimeStep, step)),
          ),
        )
        .returning({ step: twoFactorSecrets.lastTimeStep });
      accepted = claimed.length > 0;
    }
  } else if (options.allowRecovery) {
    const spent = await db
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: options.now })
      .where(
        and(
          codesOf(owner),
          eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(code)),
          isNull(twoFactorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: twoFactorRecoveryCodes.id });
    accepted = spent.length > 0;
  }
  if (accepted) await returnAttempt(db, counterKey);
  return accepted;
}

/** Checks a code of an owner whose two-factor is on (sign-in challenges). */
export function checkTwoFactorCode(
  db: Queryable,
  box: SecretBox,
  owner: Owner,
  code: string,
  options: { limit: Limit; now?: Date },
): Promise<boolean> {
  return checkCode(db, box, owner, code, {
    limit: options.limit,
    now: options.now ?? new Date(),
    allowRecovery: true,
    enabled: true,
  });
}

/**
 * Confirms the pending secret with a code from the app and answers 10 new recovery codes;
 * an operator's is recorded in the audit log in the same transaction.
 */
export async function enableTwoFactor(
  db: Database,
  box: SecretBox,
  owner: Owner,
  code: string,
  options: ChangeOptions,
): Promise<string[]> {
  const now = options.now ?? new Date();
  const row = await secretRow(db, owner);
  if (row?.enabledAt) throw new AppError("REQUEST_INVALID", "twoFactor.alreadyEnabled");
  if (!row) throw new AppError("REQUEST_INVALID", "twoFactor.setupFirst");
  if (
    !(await checkCode(db, box, owner, code, {
      limit: options.limit,
      now,
      allowRecovery: false,
      enabled: false,
    }))
  )
    throw new AppError("REQUEST_VALIDATION_ERROR", "twoFactor.codeWrong");
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    const enabled = await tx
      .update(twoFactorSecrets)
      .set({ enabledAt: now })
      .where(and(secretOf(owner), isNull(twoFactorSecrets.enabledAt)))
      .returning({ kind: twoFactorSecrets.kind });
    if (enabled.length === 0) throw new AppError("REQUEST_INVALID", "twoFactor.alreadyEnabled");
    await tx.delete(twoFactorRecoveryCodes).where(codesOf(owner));
    await tx.insert(twoFactorRecoveryCodes).values(
      codes.map((recoveryCode) => ({
        kind: owner.kind,
        ownerId: owner.ownerId,
        codeHash: hashRecoveryCode(recoveryCode),
      })),
    );
    await recordChange(tx, owner, options, "operator.two_factor_enable");
  });
  return codes;
}

/**
 * Turns two-factor off: the caller has checked the password; this checks the
 * code (an app code or a recovery code) and removes the secret, the recovery
 * codes and any open sign-in challenge, in one transaction with an operator's
 * audit record.
 */
export async function disableTwoFactor(
  db: Database,
  box: SecretBox,
  owner: Owner,
  code: string,
  options: ChangeOptions,
): Promise<void> {
  const now = options.now ?? new Date();
  if (!(await isTwoFactorEnabled(db, owner))) throw new AppError("REQUEST_INVALID", "twoFactor.notEnabled");
  if (
    !(await checkCode(db, box, owner, code, {
      limit: options.limit,
      now,
      allowRecovery: true,
      enabled: true,
    }))
  )
    throw new AppError("REQUEST_VALIDATION_ERROR", "twoFactor.codeWrong");
  await db.transaction(async (tx) => {
    await tx.delete(twoFactorSecrets).where(secretOf(owner));
    await tx.delete(twoFactorRecoveryCodes).where(codesOf(owner));
    await tx
      .delete(twoFactorChallenges)
      .where(and(eq(twoFactorChallenges.kind, owner.kind), eq(twoFactorChallenges.ownerId, owner.ownerId)));
    await recordChange(tx, owner, options, "operator.two_factor_disable");
  });
}

/** Periodic job: challenges that ended (used or expired) more than a day ago. */
export async function deleteEndedChallenges(db: Queryable, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(twoFactorChallenges)
    .where(
      or(
        lt(twoFactorChallenges.expiresAt, before),
        and(isNotNull(twoFactorChallenges.usedAt), lt(twoFactorChallenges.usedAt, before)),
      ),
    )
    .returning({ id: twoFactorChallenges.id });
  return deleted.length;
}
