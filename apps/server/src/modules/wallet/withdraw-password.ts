import { WITHDRAW_PASSWORD_LOCKOUT_MS, WITHDRAW_PASSWORD_LOCKOUT_THRESHOLD } from "@seller/contract/wallet";
import { eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { hashPassword, verifyPassword } from "../auth/passwords";
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
 * Checks the withdrawal password. 5 wrong in a row lock withdrawals for 30
 * minutes (DECISIONS.md "Wallet"); the count is one atomic update, so wrong
 * guesses sent at once are all counted. Runs outside any money transaction:
 * a wrong guess must be recorded even though the withdrawal is refused.
 */
export async function checkWithdrawPassword(
  db: Queryable,
  sellerId: number,
  password: string,
  now = new Date(),
): Promise<void> {
  const [row] = await db.select().from(withdrawPasswords).where(eq(withdrawPasswords.sellerId, sellerId));
  if (!row) throw new AppError("REQUEST_VALIDATION_ERROR", "wallet.withdrawPasswordNotSet");
  if (row.lockedUntil && row.lockedUntil > now) throw lockedError(row.lockedUntil, now);
  if (await verifyPassword(row.passwordHash, password)) {
    if (row.failedCount > 0)
      await db
        .update(withdrawPasswords)
        .set({ failedCount: 0 })
        .where(eq(withdrawPasswords.sellerId, sellerId));
    return;
  }
  const reachesLimit = sql`${withdrawPasswords.failedCount} + 1 >= ${WITHDRAW_PASSWORD_LOCKOUT_THRESHOLD}`;
  const lockUntil = new Date(now.getTime() + WITHDRAW_PASSWORD_LOCKOUT_MS).toISOString();
  const [updated] = await db
    .update(withdrawPasswords)
    .set({
      failedCount: sql`case when ${reachesLimit} then 0 else ${withdrawPasswords.failedCount} + 1 end`,
      lockedUntil: sql`case when ${reachesLimit} then ${lockUntil}::timestamptz else ${withdrawPasswords.lockedUntil} end`,
    })
    .where(eq(withdrawPasswords.sellerId, sellerId))
    .returning();
  if (updated?.lockedUntil && updated.lockedUntil > now) throw lockedError(updated.lockedUntil, now);
  throw new AppError("REQUEST_VALIDATION_ERROR", "wallet.withdrawPasswordWrong", {
    remaining: WITHDRAW_PASSWORD_LOCKOUT_THRESHOLD - (updated?.failedCount ?? 0),
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
