import { and, asc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Queryable, Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { preparedRead } from "../../lib/prepared";
import { type Actor, walletEvents } from "./events";
import { accounts, transfers } from "./tables";

/** A seller's three accounts (ARCHITECTURE.md "Money: a double-entry ledger"). */
export type SellerAccountKind = "available" | "frozen" | "deposit";
/** The platform's: bank is the outside world (cash in and out) and may go negative. */
/** refunds_payable: refunds owed to buyers, from the refund until the money reached them (DECISIONS "Payments"). */
export type PlatformAccountKind = "bank" | "fees" | "buyer_escrow" | "supplier_payable" | "refunds_payable";
export type TransferCode =
  | "recharge"
  | "freeze"
  | "withdraw"
  | "unfreeze"
  | "deposit"
  | "deposit_refund"
  | "order_paid"
  | "order_payment"
  | "order_profit"
  | "order_refund"
  | "refund_paid";
export type { Actor } from "./events";
export type SellerAccounts = Record<SellerAccountKind, number>;

const SELLER_KINDS: SellerAccountKind[] = ["available", "frozen", "deposit"];

/** A seller's accounts and their totals, not locked: for screens, and for checks before a movement's locks. */
const accountsOfSeller = preparedRead((db) =>
  db
    .select({
      id: accounts.id,
      kind: accounts.kind,
      debits: accounts.debitsPosted,
      credits: accounts.creditsPosted,
    })
    .from(accounts)
    .where(eq(accounts.sellerId, sql.placeholder("sellerId")))
    .prepare("seller_accounts"),
);

export type SellerBalances = Record<SellerAccountKind, bigint>;

/**
 * A seller's balances as a column of the caller's own query (the profile reads
 * everything in one round trip), as text: a JSON number would round an amount
 * past 2^53 satang. Read it with balancesFromText.
 */
export function sellerBalancesColumn(sellerId: SQL): SQL<Record<SellerAccountKind, string>> {
  const balance = sql`${accounts.creditsPosted} - ${accounts.debitsPosted}`;
  return sql<Record<SellerAccountKind, string>>`(select json_build_object(
    'available', coalesce(sum(${balance}) filter (where ${accounts.kind} = 'available'), 0)::text,
    'frozen', coalesce(sum(${balance}) filter (where ${accounts.kind} = 'frozen'), 0)::text,
    'deposit', coalesce(sum(${balance}) filter (where ${accounts.kind} = 'deposit'), 0)::text
  ) from ${accounts} where ${accounts.sellerId} = ${sellerId})`;
}

/** The balances of a sellerBalancesColumn. */
export function balancesFromText(text: Record<SellerAccountKind, string>): SellerBalances {
  return { available: BigInt(text.available), frozen: BigInt(text.frozen), deposit: BigInt(text.deposit) };
}

/**
 * The seller's account ids and their balances as committed, in one read; the
 * accounts are created on first use. Insert ... on conflict do nothing against
 * the unique (seller, kind) index makes two first uses at once safe. The
 * balances are not locked: they serve checks made before a movement's locks.
 */
export async function sellerLedger(
  db: Queryable,
  sellerId: number,
): Promise<{ ids: SellerAccounts; balances: SellerBalances }> {
  let rows = await accountsOfSeller(db).execute({ sellerId });
  if (rows.length < SELLER_KINDS.length) {
    await db
      .insert(accounts)
      .values(SELLER_KINDS.map((kind) => ({ sellerId, kind })))
      .onConflictDoNothing();
    rows = await accountsOfSeller(db).execute({ sellerId });
  }
  const ids: Partial<SellerAccounts> = {};
  const balances: SellerBalances = { available: 0n, frozen: 0n, deposit: 0n };
  for (const row of rows) {
    const kind = row.kind as SellerAccountKind;
    ids[kind] = row.id;
    balances[kind] = row.credits - row.debits;
  }
  return { ids: ids as SellerAccounts, balances };
}

/** The seller's account ids, created on first use. */
export async function sellerAccounts(db: Queryable, sellerId: number): Promise<SellerAccounts> {
  return (await sellerLedger(db, sellerId)).ids;
}

export async function platformAccount(db: Queryable, kind: PlatformAccountKind): Promise<number> {
  const read = () =>
    db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(isNull(accounts.sellerId), eq(accounts.kind, kind)));
  let [row] = await read();
  if (!row) {
    await db.insert(accounts).values({ sellerId: null, kind }).onConflictDoNothing();
    [row] = await read();
  }
  if (!row) throw new Error(`platform account ${kind} could not be created`);
  return row.id;
}

/** A platform account's balance (credits less debits); 0 before its first movement creates it. */
export async function platformBalance(db: Queryable, kind: PlatformAccountKind): Promise<bigint> {
  const [row] = await db
    .select({ balance: sql<string>`(${accounts.creditsPosted} - ${accounts.debitsPosted})::text` })
    .from(accounts)
    .where(and(isNull(accounts.sellerId), eq(accounts.kind, kind)));
  return BigInt(row?.balance ?? "0");
}

/** The transfers that name one record (an order, a top-up...), oldest first: the money behind it. */
export async function transfersReferencing(db: Queryable, referenceType: string, referenceId: number) {
  return db
    .select({
      id: transfers.id,
      code: transfers.code,
      amount: transfers.amount,
      sandbox: transfers.sandbox,
      createdAt: transfers.createdAt,
    })
    .from(transfers)
    .where(and(eq(transfers.referenceType, referenceType), eq(transfers.referenceId, referenceId)))
    .orderBy(asc(transfers.id));
}

type LockedAccount = { id: number; sellerId: number | null; kind: string; debits: bigint; credits: bigint };
/** Accounts locked for this transaction, with their posted totals as read under the lock. */
export type Locked = Map<number, LockedAccount>;

export const balanceOf = (account: LockedAccount) => account.credits - account.debits;

/**
 * SELECT ... FOR UPDATE on the accounts a movement touches, always in one
 * order so that two movements on the same accounts cannot deadlock: the
 * seller's accounts first, then the platform's, each by id. Every movement
 * of every seller meets on the platform's accounts, so a movement waiting
 * for a seller's account must not be holding one of them. Callers take
 * these locks as late in their transaction as they can: whatever runs after
 * them runs while every other movement on the same platform account waits.
 * The platform's accounts are named by kind and found in the same statement
 * (`platformIn` answers their ids); one missing on a new database is created.
 */
export async function lockAccounts(
  tx: Transaction,
  ids: number[],
  platform: PlatformAccountKind[] = [],
): Promise<Locked> {
  const wanted = [
    ...(ids.length > 0 ? [inArray(accounts.id, [...new Set(ids)])] : []),
    ...(platform.length > 0 ? [and(isNull(accounts.sellerId), inArray(accounts.kind, platform))] : []),
  ];
  if (wanted.length === 0) return new Map();
  const lock = () =>
    tx
      .select({
        id: accounts.id,
        sellerId: accounts.sellerId,
        kind: accounts.kind,
        debits: accounts.debitsPosted,
        credits: accounts.creditsPosted,
      })
      .from(accounts)
      .where(or(...wanted))
      .orderBy(sql`${accounts.sellerId} is null`, asc(accounts.id))
      .for("update");
  let rows = await lock();
  const missing = platform.filter((kind) => !rows.some((row) => row.sellerId === null && row.kind === kind));
  if (missing.length > 0) {
    for (const kind of missing) await platformAccount(tx, kind);
    rows = await lock();
  }
  return new Map(rows.map((row) => [row.id, row]));
}

/** The id of a platform account that `lockAccounts` locked by its kind. */
export function platformIn(locked: Locked, kind: PlatformAccountKind): number {
  for (const account of locked.values()) {
    if (account.sellerId === null && account.kind === kind) return account.id;
  }
  throw new Error(`platform account ${kind} is not locked`);
}

export function lockedBalance(locked: Locked, id: number): bigint {
  const account = locked.get(id);
  if (!account) throw new Error(`account ${id} is not locked`);
  return balanceOf(account);
}

export type TransferInput = {
  debit: number;
  credit: number;
  amount: bigint;
  code: TransferCode;
  reference: { type: "recharge" | "withdrawal" | "deposit" | "deposit_refund" | "order"; id: number };
  actor: Actor;
  reason?: string | null;
  /** Derived from the cause ("withdrawal:12:freeze"): the same cause never posts twice. */
  key: string;
  /** Confirmed by the demo's sandbox provider: no real money behind it (never withdrawable). */
  sandbox?: boolean;
};

/**
 * Posts one transfer between two locked accounts: the account totals and the
 * transfer row change together, in one statement inside the caller's
 * transaction (a platform account stays locked until commit, so each
 * statement here is time every other movement waits). A seller account
 * without the funds is refused here; the check constraint is the backstop.
 */
export async function postTransfer(tx: Transaction, locked: Locked, input: TransferInput) {
  if (input.amount <= 0n) throw new Error("a transfer moves a positive amount");
  const debit = locked.get(input.debit);
  const credit = locked.get(input.credit);
  if (!debit || !credit) throw new Error("both accounts of a transfer must be locked first");
  if (debit.sellerId !== null && balanceOf(debit) < input.amount) {
    throw new AppError("BUSINESS_INSUFFICIENT_BALANCE");
  }
  const amount = sql`${input.amount.toString()}::bigint`;
  const debited = tx.$with("debited").as(
    tx
      .update(accounts)
      .set({ debitsPosted: sql`${accounts.debitsPosted} + ${amount}` })
      .where(eq(accounts.id, debit.id))
      .returning({ id: accounts.id }),
  );
  const credited = tx.$with("credited").as(
    tx
      .update(accounts)
      .set({ creditsPosted: sql`${accounts.creditsPosted} + ${amount}` })
      .where(eq(accounts.id, credit.id))
      .returning({ id: accounts.id }),
  );
  const [row] = await tx
    .with(debited, credited)
    .insert(transfers)
    .values({
      debitAccountId: debit.id,
      creditAccountId: credit.id,
      amount: input.amount,
      code: input.code,
      referenceType: input.reference.type,
      referenceId: input.reference.id,
      actorKind: input.actor.kind,
      actorId: input.actor.id,
      reason: input.reason ?? null,
      idempotencyKey: input.key,
      sandbox: input.sandbox ?? false,
      debitBalanceAfter: balanceOf(debit) - input.amount,
      creditBalanceAfter: balanceOf(credit) + input.amount,
    })
    .returning();
  if (!row) throw new Error("transfer insert returned no row");
  debit.debits += input.amount;
  credit.credits += input.amount;
  // Every movement of a seller's money is recorded for whoever tells the seller, in this transaction.
  const sellerId = debit.sellerId ?? credit.sellerId;
  if (sellerId !== null) {
    await walletEvents.record(tx, {
      type: "transfer",
      sellerId,
      transferId: row.id,
      code: row.code,
      amount: row.amount,
      availableAfter: await availableAfter(tx, locked, sellerId),
      actor: input.actor,
      reason: row.reason,
      at: row.createdAt,
      orderId: row.referenceType === "order" ? row.referenceId : null,
    });
  }
  return row;
}

/** The seller's available balance as it stands in this transaction: from its lock when it holds one. */
export async function availableAfter(tx: Transaction, locked: Locked, sellerId: number): Promise<bigint> {
  for (const account of locked.values()) {
    if (account.sellerId === sellerId && account.kind === "available") return balanceOf(account);
  }
  return (await sellerBalances(tx, sellerId)).available;
}

export async function sellerBalances(db: Queryable, sellerId: number): Promise<SellerBalances> {
  const rows = await accountsOfSeller(db).execute({ sellerId });
  const balances = { available: 0n, frozen: 0n, deposit: 0n };
  for (const row of rows) balances[row.kind as SellerAccountKind] = row.credits - row.debits;
  return balances;
}

/**
 * Everything the demo's sandbox ever credited to this account (sandbox top-ups).
 * A withdrawal may take only the available balance less this, never below 0:
 * every debit of the account was then covered by real credits, so the money
 * that leaves for a bank card never exceeds the real money that came in.
 * Read under the account's lock (sandbox credits lock it too), so concurrent
 * requests see each other.
 */
export async function sandboxCredits(db: Queryable, accountId: number): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${transfers.amount}), 0)::text` })
    .from(transfers)
    .where(and(eq(transfers.creditAccountId, accountId), eq(transfers.sandbox, true)));
  return BigInt(row?.total ?? "0");
}
