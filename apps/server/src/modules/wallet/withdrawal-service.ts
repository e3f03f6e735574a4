import { bankName, currentBankCode, maskCardNumber } from "@seller/contract/bank-cards";
import { formatBaht, type Satang } from "@seller/contract/money";
import type { RequestStatus, Withdrawal, WithdrawResult } from "@seller/contract/wallet";
import { and, count, eq, gte, like, not } from "drizzle-orm";
import type { Database, Queryable, Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { startOfBangkokDay } from "../../lib/bangkok-time";
import { type FieldCipher, SEALED_PREFIX } from "../../lib/field-encryption";
import { cardForWithdrawal } from "../bank-cards/service";
import { type Answer, type IdempotentCall, type Respond, runIdempotent } from "../idempotency/service";
import { isSellerVerified } from "../verification/service";
import { checkWithdrawPassword } from "../withdraw-password/service";
import { walletEvents } from "./events";
import {
  type Actor,
  lockAccounts,
  lockedBalance,
  platformIn,
  postTransfer,
  sandboxCredits,
  sellerAccounts,
  sellerBalances,
} from "./ledger";
import { withdrawalReference } from "./references";
import { lockPending, reviewed } from "./review";
import { type WalletContext, walletSettings } from "./settings";
import { withdrawals } from "./tables";

type WithdrawalRow = typeof withdrawals.$inferSelect;

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    reference: withdrawalReference(row.id),
    amount: formatBaht(row.amount),
    fee: formatBaht(row.fee),
    actual_amount: formatBaht(row.amount - row.fee),
    status: row.status as RequestStatus,
    description: row.description,
    reason: row.reason,
    bank_code: currentBankCode(row.bankCode),
    bank_name: bankName(row.bankCode),
    card_number: row.cardNumberMasked,
    card_holder_name: row.cardHolderName,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

async function hasCompletedWithdrawal(db: Queryable, sellerId: number) {
  const [row] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.sellerId, sellerId), eq(withdrawals.status, "approved")))
    .limit(1);
  return row !== undefined;
}

/** The first withdrawal needs a verified identity (spec section 6, DECISIONS.md). */
export async function needsVerification(db: Queryable, sellerId: number) {
  return !(await hasCompletedWithdrawal(db, sellerId)) && !(await isSellerVerified(db, sellerId));
}

export async function usedToday(db: Queryable, sellerId: number, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.sellerId, sellerId), gte(withdrawals.createdAt, startOfBangkokDay(now))));
  return row?.n ?? 0;
}

/** The available balance less every sandbox credit, never below 0 (DECISIONS.md "Payments"). */
export const withdrawableOf = (available: bigint, sandbox: bigint) =>
  available > sandbox ? available - sandbox : 0n;

/**
 * A withdrawal request freezes the amount (freeze: available -> frozen). The
 * password was checked before this transaction; here, under the account
 * locks: identity, card, the daily count (Bangkok day) and the balance.
 */
export async function requestWithdrawal(
  tx: Transaction,
  context: WalletContext,
  sellerId: number,
  input: { amount: Satang; bankCardId?: number | undefined; description?: string | undefined },
  now = new Date(),
): Promise<WithdrawResult> {
  if (await needsVerification(tx, sellerId)) {
    throw new AppError("AUTH_PERMISSION_DENIED", "wallet.verificationRequired");
  }
  const card = await cardForWithdrawal(tx, sellerId, input.bankCardId);
  if (!card) throw new AppError("REQUEST_VALIDATION_ERROR", "wallet.cardRequired");
  if (card.status !== "verified") throw new AppError("REQUEST_VALIDATION_ERROR", "wallet.cardNotVerified");
  const settings = await walletSettings(tx, context);
  const own = await sellerAccounts(tx, sellerId);
  // The lock on the available account also serialises this seller's daily count.
  const locked = await lockAccounts(tx, [own.available, own.frozen]);
  if ((await usedToday(tx, sellerId, now)) >= settings.dailyLimit) {
    throw new AppError("REQUEST_RATE_LIMIT", "wallet.dailyLimitReached", { limit: settings.dailyLimit });
  }
  const balance = lockedBalance(locked, own.available);
  // Sandbox top-ups (the demo's) have no real money behind them: they never leave (ledger.ts sandboxCredits).
  const sandbox = await sandboxCredits(tx, own.available);
  const withdrawable = withdrawableOf(balance, sandbox);
  // The message names the withdrawable figure the screen shows, and the demo money as the reason
  // when it holds part of the balance back (DECISIONS.md "Wallet").
  if (input.amount > withdrawable && withdrawable < balance) {
    throw new AppError("REQUEST_VALIDATION_ERROR", "wallet.amountAboveWithdrawable", {
      withdrawable: formatBaht(withdrawable),
      sandbox: formatBaht(balance - withdrawable),
      amount: formatBaht(input.amount),
    });
  }
  if (input.amount > withdrawable) {
    throw new AppError("REQUEST_VALIDATION_ERROR", "wallet.amountAboveBalance", {
      balance: formatBaht(withdrawable),
      amount: formatBaht(input.amount),
    });
  }
  const fee = settings.fee < input.amount ? settings.fee : 0n;
  const [row] = await tx
    .insert(withdrawals)
    .values({
      sellerId,
      bankCardId: card.row.id,
      bankCode: card.row.bankCode,
      // Copied sealed, as it is: the record keeps where the money went after the card is gone.
      cardNumber: card.row.cardNumber,
      cardNumberMasked: card.row.cardNumberMasked,
      cardHolderName: card.row.cardHolderName,
      amount: input.amount,
      fee,
      description: input.description || null,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error("withdrawal insert returned no row");
  await postTransfer(tx, locked, {
    debit: own.available,
    credit: own.frozen,
    amount: row.amount,
    code: "freeze",
    reference: { type: "withdrawal", id: row.id },
    actor: { kind: "seller", id: sellerId },
    key: `withdrawal:${row.id}:freeze`,
  });
  return { withdrawal: toWithdrawal(row), new_balance: formatBaht(lockedBalance(locked, own.available)) };
}

/**
 * The seller's withdrawal request, once per Idempotency-Key, in its own transaction.
 * The withdraw password is checked first, outside the money transaction: a wrong
 * password is counted even though nothing moves.
 */
export function requestWithdrawalOnce(
  db: Database,
  call: IdempotentCall,
  context: WalletContext,
  sellerId: number,
  input: {
    password: string;
    amount: Satang;
    bankCardId?: number | undefined;
    description?: string | undefined;
  },
  respond: Respond<WithdrawResult>,
): Promise<Answer> {
  const { password, ...request } = input;
  return runIdempotent(db, call, {
    precheck: () => checkWithdrawPassword(db, sellerId, password),
    run: async (tx) => respond(await requestWithdrawal(tx, context, sellerId, request)),
  });
}

/** Paid out from frozen: withdraw (frozen -> bank) for what reaches the card, the fee to fees. */
export async function approveWithdrawal(tx: Transaction, id: number, actor: Actor, reason?: string | null) {
  const row = await lockPending<WithdrawalRow>(tx, withdrawals, id);
  const own = await sellerAccounts(tx, row.sellerId);
  const locked = await lockAccounts(tx, [own.frozen], ["bank", "fees"]);
  const common = { code: "withdraw" as const, reference: { type: "withdrawal" as const, id }, actor, reason };
  await postTransfer(tx, locked, {
    ...common,
    debit: own.frozen,
    credit: platformIn(locked, "bank"),
    amount: row.amount - row.fee,
    key: `withdrawal:${id}:withdraw`,
  });
  if (row.fee > 0n)
    await postTransfer(tx, locked, {
      ...common,
      debit: own.frozen,
      credit: platformIn(locked, "fees"),
      amount: row.fee,
      key: `withdrawal:${id}:fee`,
    });
  const [updated] = await tx
    .update(withdrawals)
    .set(reviewed("approved", actor, reason))
    .where(eq(withdrawals.id, id))
    .returning();
  if (!updated) throw new Error("withdrawal vanished under lock");
  await notifyDecided(tx, updated, "approved", (await sellerBalances(tx, row.sellerId)).available);
  return { withdrawal: toWithdrawal(updated) };
}

/** The seller hears of the decision in the same transaction (type withdraw). */
function notifyDecided(
  tx: Transaction,
  row: WithdrawalRow,
  event: "approved" | "rejected",
  available: bigint,
) {
  return walletEvents.record(tx, {
    type: "withdraw",
    event,
    sellerId: row.sellerId,
    id: row.id,
    amount: row.amount,
    availableAfter: available,
    reason: row.reason,
    card: row.cardNumberMasked,
    at: row.reviewedAt ?? new Date(),
  });
}

/** Rejected with a reason: unfreeze (frozen -> available). */
export async function rejectWithdrawal(tx: Transaction, id: number, actor: Actor, reason: string) {
  const row = await lockPending<WithdrawalRow>(tx, withdrawals, id);
  const own = await sellerAccounts(tx, row.sellerId);
  const locked = await lockAccounts(tx, [own.available, own.frozen]);
  await postTransfer(tx, locked, {
    debit: own.frozen,
    credit: own.available,
    amount: row.amount,
    code: "unfreeze",
    reference: { type: "withdrawal", id },
    actor,
    reason,
    key: `withdrawal:${id}:unfreeze`,
  });
  const [updated] = await tx
    .update(withdrawals)
    .set(reviewed("rejected", actor, reason))
    .where(eq(withdrawals.id, id))
    .returning();
  if (!updated) throw new Error("withdrawal vanished under lock");
  await notifyDecided(tx, updated, "rejected", lockedBalance(locked, own.available));
  return { withdrawal: toWithdrawal(updated) };
}

/** Start-up step: card numbers copied onto withdrawals before encryption are sealed (and masked) in place. */
export async function sealPlainWithdrawalCards(db: Queryable, cipher: FieldCipher): Promise<number> {
  const plain = await db
    .select({ id: withdrawals.id, cardNumber: withdrawals.cardNumber })
    .from(withdrawals)
    .where(not(like(withdrawals.cardNumber, `${SEALED_PREFIX}%`)));
  for (const row of plain) {
    await db
      .update(withdrawals)
      .set({
        cardNumber: cipher.seal("card_number", row.cardNumber),
        cardNumberMasked: maskCardNumber(row.cardNumber),
      })
      .where(eq(withdrawals.id, row.id));
  }
  return plain.length;
}
