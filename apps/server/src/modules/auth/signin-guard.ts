import { LOCKOUT_DURATION_MS, LOCKOUT_THRESHOLD } from "@seller/contract/constants";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { FieldCipher } from "../../lib/field-encryption";
import { verifyAgainstDummy, verifyPassword } from "../../lib/passwords";
import type { Limit } from "../../lib/rate-limits";
import { waitForPlace } from "../../lib/wait-for-place";
import { countAttempt, returnAttempt } from "./attempt-counter";
import type { SessionKind } from "./sessions";
import {
  frictionDelaySeconds,
  issueChallenge,
  KNOWN_ADDRESS_DAYS,
  proofHolds,
  type SigninDevice,
} from "./signin-friction";
import { signinKnownAddresses, signinLockouts } from "./tables";

export type Credentials = {
  id: number;
  passwordHash: string;
  /** False for a suspended seller: the right password still does not sign them in. */
  active: boolean;
};

/** How the guard finds the accounts of one table (sellers, operators). */
export type CredentialStore = {
  kind: SessionKind;
  find(db: Queryable, account: string): Promise<Credentials | undefined>;
};

type LockoutKey = { kind: SessionKind; account: string; address: string };

const keyOf = (key: LockoutKey) =>
  and(
    eq(signinLockouts.kind, key.kind),
    eq(signinLockouts.account, key.account),
    eq(signinLockouts.address, key.address),
  );

function lockedError(lockedUntil: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  return new AppError("REQUEST_RATE_LIMIT", "server.accountLocked", { minutes });
}

/**
 * Takes a place for one password check before it starts: one upsert that
 * counts it, and only while the name is not locked from this address and
 * fewer than 5 checks in a row are counted. Thirty guesses sent at once
 * therefore get at most 5 places; the others wait (lib/wait-for-place.ts)
 * and meet the lock. Returns the place taken (1 to 5), or undefined when all
 * 5 are taken by checks under way.
 */
async function reserveCheck(db: Queryable, key: LockoutKey, now: Date): Promise<number | undefined> {
  const open = sql`(${signinLockouts.lockedUntil} is null or ${signinLockouts.lockedUntil} <= ${now.toISOString()}::timestamptz) and ${signinLockouts.failedCount} < ${LOCKOUT_THRESHOLD}`;
  const [taken] = await db
    .insert(signinLockouts)
    .values({ ...key, failedCount: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: [signinLockouts.kind, signinLockouts.account, signinLockouts.address],
      set: { failedCount: sql`${signinLockouts.failedCount} + 1`, updatedAt: now },
      setWhere: open,
    })
    .returning({ place: signinLockouts.failedCount });
  if (taken) return taken.place;
  const [row] = await db.select().from(signinLockouts).where(keyOf(key));
  if (row?.lockedUntil && row.lockedUntil > now) throw lockedError(row.lockedUntil, now);
  return undefined;
}

/**
 * A wrong password keeps its place counted; the check that held the 5th place
 * locks the name from this address for 15 minutes and starts the count again,
 * so after the lock there are 5 new tries (DECISIONS.md "Account and session").
 */
async function recordFailure(db: Queryable, key: LockoutKey, place: number, now: Date) {
  if (place < LOCKOUT_THRESHOLD) return null;
  const lockedUntil = new Date(now.getTime() + LOCKOUT_DURATION_MS);
  await db.update(signinLockouts).set({ failedCount: 0, lockedUntil, updatedAt: now }).where(keyOf(key));
  return lockedUntil;
}

/** True when the account signed in from this address, or (its "device:" key) this device, lately. */
async function isKnownAddress(db: Queryable, key: LockoutKey, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 24 * 60 * 60 * 1000);
  const [row] = await db
    .select({ at: signinKnownAddresses.lastSignedInAt })
    .from(signinKnownAddresses)
    .where(
      and(
        eq(signinKnownAddresses.kind, key.kind),
        eq(signinKnownAddresses.account, key.account),
        eq(signinKnownAddresses.address, key.address),
      ),
    );
  return row !== undefined && row.at > since;
}

async function rememberAddress(db: Queryable, key: LockoutKey, now: Date) {
  await db
    .insert(signinKnownAddresses)
    .values({ ...key, lastSignedInAt: now })
    .onConflictDoUpdate({
      target: [signinKnownAddresses.kind, signinKnownAddresses.account, signinKnownAddresses.address],
      set: { lastSignedInAt: now },
    });
}

export { KNOWN_ADDRESS_DAYS };

/** One sign-in attempt, as checkSignin takes it. */
export type SigninAttempt = {
  account: string;
  password: string;
  address: string;
  limit: Limit;
  /** The request's device (signin-friction.ts deviceOf): remembered with the address on success. */
  device?: SigninDevice;
  /** Seals and opens slide challenges. */
  cipher: FieldCipher;
  /** The answer to the last refusal's slide challenge, if any. */
  slideProof?: string;
  /**
   * Tells the account's owner that the account-wide limit was reached (once per window):
   * someone is guessing from many addresses (DECISIONS.md "Account and session").
   */
  onAccountLimit?: (accountId: number) => Promise<void>;
};

/**
 * Checks an account and password from one address, in this order: the lock of
 * this name from this address, the per-account limit of failures from all
 * addresses (an hour's window), then the password. Anyone can spend the
 * per-account limit (5 guesses from each of 21 addresses), so over it nobody is
 * refused outright (DECISIONS.md "Account and session"): an address or device
 * the owner signed in from before still has its password checked, behind its
 * own lock; any other must first answer a slide challenge, given with a wait
 * that doubles with each attempt over the limit (signin-friction.ts). Unknown
 * accounts cost one hash verification and get exactly the answers a real
 * account gets, locks and challenges included. Returns the account's id.
 */
export async function checkSignin(
  db: Queryable,
  store: CredentialStore,
  input: SigninAttempt,
  now = new Date(),
): Promise<number> {
  const key = { kind: store.kind, account: input.account.toLowerCase(), address: input.address };
  const place = await waitForPlace(() => reserveCheck(db, key, new Date()));
  const counterKey = `signin:${store.kind}:${key.account}`;
  const counted = await countAttempt(db, counterKey, input.limit, now);
  if (counted === input.limit.max + 1 && input.onAccountLimit) {
    const owner = await store.find(db, input.account);
    // Telling the owner must never change the answer this attempt gets.
    if (owner) await input.onAccountLimit(owner.id).catch(() => undefined);
  }
  const deviceKey = input.device && { ...key, address: input.device.key };
  if (
    counted > input.limit.max &&
    !(await isKnownAddress(db, key, now)) &&
    !(deviceKey && input.device?.presented && (await isKnownAddress(db, deviceKey, now))) &&
    !proofHolds(input.cipher, input.slideProof, { ...key, checks: place - 1 }, now)
  ) {
    // Not checked: the place is given back, and the answer is a new challenge with its wait.
    await db
      .update(signinLockouts)
      .set({ failedCount: sql`greatest(${signinLockouts.failedCount} - 1, 0)` })
      .where(keyOf(key));
    const seconds = frictionDelaySeconds(counted - input.limit.max);
    const challenge = issueChallenge(input.cipher, {
      ...key,
      checks: place - 1,
      after: now.getTime() + seconds * 1000,
    });
    throw new AppError("REQUEST_RATE_LIMIT", "signinFriction.slideAgain", { seconds }, [], {
      retry_after: seconds,
      slide_challenge: challenge,
    });
  }

  const credentials = await store.find(db, input.account);
  const valid = credentials
    ? await verifyPassword(credentials.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!credentials || !valid) {
    const lockedUntil = await recordFailure(db, key, place, now);
    if (lockedUntil) throw lockedError(lockedUntil, now);
    throw new AppError("AUTH_LOGIN_FAILED");
  }
  await db.delete(signinLockouts).where(keyOf(key));
  await returnAttempt(db, counterKey);
  await rememberAddress(db, key, now);
  if (deviceKey) await rememberAddress(db, deviceKey, now);
  // Said only to someone who knows the password.
  if (!credentials.active) throw new AppError("AUTH_PERMISSION_DENIED", "security.accountSuspended");
  return credentials.id;
}

/** Periodic job: addresses not signed in from for KNOWN_ADDRESS_DAYS are forgotten. */
export async function forgetOldAddresses(db: Queryable, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(signinKnownAddresses)
    .where(lt(signinKnownAddresses.lastSignedInAt, since))
    .returning({ account: signinKnownAddresses.account });
  return deleted.length;
}

/** Periodic job: lock rows untouched for a day count nothing any more. */
export async function deleteStaleLockouts(db: Queryable, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(signinLockouts)
    .where(lt(signinLockouts.updatedAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)))
    .returning({ account: signinLockouts.account });
  return deleted.length;
}
