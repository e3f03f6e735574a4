import { WITHDRAW_PASSWORD_LOCKOUT_MS, WITHDRAW_PASSWORD_LOCKOUT_THRESHOLD } from "@seller/contract/wallet";
import { and, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import { waitForPlace } from "../../lib/wait-for-place";
import { withdrawPasswords } from "./tables";

const lockedError = (until: Date, now: Date) =>
  new AppError("REQUEST_RATE_LIMIT", "wallet.withdrawPasswordLocked", {
    minutes: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000)),
  });

export async function hasWithdrawPassword(db: Queryable, sellerId: number): Promise<boolean> {
  const [row] = await db
    .select({ sellerId: withdrawPasswords.sellerId })
    .from(withdrawPasswords)
    .where(eq(withdrawPasswords.sellerId, sellerId));
  return row !== undefined;
}

/** Set with the first bank card (spec section 3); an existing password is kept. */
export async function setWithdrawPasswordIfNone(db: Queryable, sellerId: number, passwordHash: string) {
  await db.insert(withdrawPasswords).values({ sellerId, passwordHash }).onConflictDoNothing();
}

/**
 * Takes a place for one check: one update that counts it, only while the
 * password is not locked and fewer than 5 checks in a row are counted.
 * Undefined when all 5 places are taken by checks under way.
 */
async function reserveCheck(db: Queryable, sellerId: number, now: Date) {
  const open = sql`(${withdrawPasswords.lockedUntil} is null or ${withdrawPasswords.lockedUntil} <= ${now.toISOString()}::timestamptz) and ${withdrawPasswords.failedCount} < ${WITHDRAW_PASSWORD_LOCKOUT_THRESHOLD}`;
  const [taken] = await db
    .update(withdrawPasswords)
    .set({ failedCount: sql`${withdrawPasswords.failedCount} + 1` })
    .where(and(eq(withdrawPasswords.sellerId, sellerId), open))
    .returning({ place: withdrawPasswords.failedCount, passwordHash: withdrawPasswords.passwordHash });
  if (taken) return taken;
  const [row] = await db.select().from(withdrawPasswords).where(eq(withdrawPasswords.sellerId, sellerId));
  if (!row) throw new AppError("REQUEST_VALIDATION_ERROR", "wallet.withdrawPasswordNotSet");
  if (row.lockedUntil && row.lockedUntil > now) throw lockedError(row.lockedUntil, now);
  return undefined;
}

/**
 * Checks the withdrawal password. 5 wrong in a row lock withdrawals for 30
 * minutes (DECISIONS.md "Wallet"). Each check takes its place first
 * (reserveCheck), so guesses sent at once get at most 5 checks before the
 * lock; the others wait for a place (lib/wait-for-place.ts) and meet the lock,
 * while many requests with the right password all go through, since a right
 * password clears the count. The wrong one in the 5th place locks. Runs
 * outside any money transaction: a wrong guess must be recorded even though
 * the withdrawal is refused.
 */
export async function checkWithdrawPassword(
  db: Queryable,
  sellerId: number,
  password: string,
  now = new Date(),
): Promise<void> {
  const taken = await waitForPlace(() => reserveCheck(db, sellerId, new Date()));
  if (await verifyPassword(taken.passwordHash, password)) {
    await db
      .update(withdrawPasswords)
      .set({ failedCount: 0 })
      .where(eq(withdrawPasswords.sellerId, sellerId));
    return;
  }
  if (taken.place >= WITHDRAW_PASSWORD_LOCKOUT_THRESHOLD) {
    const lockedUntil = new Date(now.getTime() + WITHDRAW_PASSWORD_LOCKOUT_MS);
    await db
      .update(withdrawPasswords)
      .set({ failedCount: 0, lockedUntil })
      .where(eq(withdrawPasswords.sellerId, sellerId));
    throw lockedError(lockedUntil, now);
  }
  throw new AppError("REQUEST_VALIDATION_ERROR", "wallet.withdrawPasswordWrong", {
    remaining: WITHDRAW_PASSWORD_LOCKOUT_THRESHOLD - taken.place,
  });
}

export async function changeWithdrawPassword(
  db: Queryable,
  sellerId: number,
  input: { oldPassword: string; newPassword: string },
): Promise<void> {
  await checkWithdrawPassword(db, sellerId, input.oldPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await db
    .update(withdrawPasswords)
    .set({ passwordHash, failedCount: 0, lockedUntil: null, updatedAt: new Date() })
    .where(eq(withdrawPasswords.sellerId, sellerId));
}
