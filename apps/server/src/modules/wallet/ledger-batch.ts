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

/**
 * Posts many transfers between the same two locked accounts, set-based: one
 * insert of all the rows (each with its own reference, key and running balances
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

  // Running balances as if posted one after the other, in the items' order.
  let debitAfter = balanceOf(debit);
  let creditAfter = balanceOf(credit);
  const debitAfters: string[] = [];
  const creditAfters: string[] = [];
  for (const item of items) {
    debitAfter -= item.amount;
    creditAfter += item.amount;
    debitAfters.push(debitAfter.toString());
    creditAfters.push(creditAfter.toString());
  }
  // One statement whatever the batch's size: what differs per row travels as six arrays, the rest
  // once. Drizzle's multi-row insert built a parameter per field (14,000 at 1,000 rows), most of
  // a batch's time (bench/batch-ship).
  const inserted = (await tx.execute(sql`
    insert into ${transfers} (debit_account_id, credit_account_id, amount, code, reference_type,
      reference_id, actor_kind, actor_id, reason, idempotency_key, sandbox,
      debit_balance_after, credit_balance_after)
    select ${debit.id}::int, ${credit.id}::int, row.amount, ${input.code}, ${input.referenceType},
      row.reference_id, ${input.actor.kind}, ${input.actor.id}::int, ${input.reason ?? null}::text,
      row.idempotency_key, row.sandbox, row.debit_balance_after, row.credit_balance_after
    from unnest(
      ${sql.param(items.map((item) => item.amount.toString()))}::bigint[],
      ${sql.param(items.map((item) => item.referenceId))}::int[],
      ${sql.param(items.map((item) => item.key))}::text[],
      ${sql.param(items.map((item) => item.sandbox ?? false))}::boolean[],
      ${sql.param(debitAfters)}::bigint[],
      ${sql.param(creditAfters)}::bigint[]
    ) with ordinality as row(amount, reference_id, idempotency_key, sandbox, debit_balance_after,
      credit_balance_after, position)
    order by row.position
    returning id, created_at`)) as unknown as { rows: { id: number | string; created_at: string | Date }[] };
  const last = inserted.rows.reduce<{ id: number; createdAt: Date } | null>((latest, row) => {
    const id = Number(row.id);
    return latest && latest.id > id ? latest : { id, createdAt: new Date(row.created_at) };
  }, null);
  const lastTransferId = last?.id ?? null;
  const lastAt = last?.createdAt ?? new Date();
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
