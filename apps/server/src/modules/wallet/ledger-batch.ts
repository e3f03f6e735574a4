import { eq, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { walletEvents } from "./events";
import { type Actor, availableAfter, balanceOf, type Locked, type TransferCode } from "./ledger";
import { accounts, transfers } from "./tables";

export type BatchTransferItem = {
  amount: bigint;
  referenceId: number;
  /** Derived from the cause ("order:12:supplier"): the same cause never posts twice. */
  key: string;
  sandbox?: boolean;
};

/** Postgres takes at most 65,535 parameters per statement: 14 a row stays well below at this size. */
const INSERT_CHUNK = 2000;

/**
 * Posts many transfers between the same two locked accounts, set-based: one
 * multi-row insert (each row with its own reference, key and running balances
 * as posted one after the other) and one update per account, so a batch of a
 * thousand orders costs a few statements, not a thousand (bench/batch-ship).
 * The seller is told once, of the batch's total (one wallet event), instead of
 * once per row. All or nothing with the caller's transaction.
 */
export async function postTransferBatch(
  tx: Transaction,
  locked: Locked,
  input: {
    debit: number;
    credit: number;
    code: TransferCode;
    referenceType: "order";
    actor: Actor;
    reason?: string | null;
    items: BatchTransferItem[];
  },
): Promise<{ total: bigint; lastTransferId: number | null }> {
  const debit = locked.get(input.debit);
  const credit = locked.get(input.credit);
  if (!debit || !credit) throw new Error("both accounts of a transfer must be locked first");
  if (input.items.some((item) => item.amount < 0n)) throw new Error("a transfer moves a positive amount");
  // An order may cost nothing (a free supplier item): it moves no money, so it posts no transfer.
  const items = input.items.filter((item) => item.amount > 0n);
  const total = items.reduce((sum, item) => sum + item.amount, 0n);
  if (items.length === 0) return { total, lastTransferId: null };
  if (debit.sellerId !== null && balanceOf(debit) < total)
    throw new AppError("BUSINESS_INSUFFICIENT_BALANCE");

  let debitAfter = balanceOf(debit);
  let creditAfter = balanceOf(credit);
  const values = items.map((item) => {
    debitAfter -= item.amount;
    creditAfter += item.amount;
    return {
      debitAccountId: debit.id,
      creditAccountId: credit.id,
      amount: item.amount,
      code: input.code,
      referenceType: input.referenceType,
      referenceId: item.referenceId,
      actorKind: input.actor.kind,
      actorId: input.actor.id,
      reason: input.reason ?? null,
      idempotencyKey: item.key,
      sandbox: item.sandbox ?? false,
      debitBalanceAfter: debitAfter,
      creditBalanceAfter: creditAfter,
    };
  });
  let lastTransferId: number | null = null;
  let lastAt = new Date();
  for (let start = 0; start < values.length; start += INSERT_CHUNK) {
    const rows = await tx
      .insert(transfers)
      .values(values.slice(start, start + INSERT_CHUNK))
      .returning({ id: transfers.id, createdAt: transfers.createdAt });
    const last = rows.at(-1);
    if (last) {
      lastTransferId = last.id;
      lastAt = last.createdAt;
    }
  }
  const amount = sql`${total.toString()}::bigint`;
  await tx
    .update(accounts)
    .set({ debitsPosted: sql`${accounts.debitsPosted} + ${amount}` })
    .where(eq(accounts.id, debit.id));
  await tx
    .update(accounts)
    .set({ creditsPosted: sql`${accounts.creditsPosted} + ${amount}` })
    .where(eq(accounts.id, credit.id));
  debit.debits += total;
  credit.credits += total;

  const sellerId = debit.sellerId ?? credit.sellerId;
  if (sellerId !== null && lastTransferId !== null) {
    await walletEvents.record(tx, {
      type: "transfer",
      sellerId,
      transferId: lastTransferId,
      code: input.code,
      amount: total,
      availableAfter: await availableAfter(tx, locked, sellerId),
      actor: input.actor,
      reason: input.reason ?? null,
      at: lastAt,
    });
  }
  return { total, lastTransferId };
}
