import type { DepositInfo, DepositRefund, DepositResult } from "@seller/contract/deposit";
import type { Language } from "@seller/contract/languages";
import { translate } from "@seller/contract/messages";
import { formatBaht } from "@seller/contract/money";
import {
  DEPOSIT_REFUND_REVIEW_DAYS,
  type RequestStatus,
  SECURITY_DEPOSIT_SATANG,
} from "@seller/contract/wallet";
import { and, count, desc, eq } from "drizzle-orm";
import type { Database, Queryable, Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { type Answer, type IdempotentCall, type Respond, runIdempotent } from "../idempotency/service";
import { sellerMatches } from "../sellers/directory";
import { isSellerVerified } from "../verification/service";
import { walletEvents } from "./events";
import {
  type Actor,
  lockAccounts,
  lockedBalance,
  postTransfer,
  sellerAccounts,
  sellerBalances,
} from "./ledger";
import { lockPending, queueOrder, reviewed, withSellerAccounts } from "./review";
import { type WalletContext, walletSettings } from "./settings";
import { accounts, depositRefunds, transfers } from "./tables";

type RefundRow = typeof depositRefunds.$inferSelect;

/**
 * What a deposit refund asks of the seller's orders (DECISIONS.md "Wallet"): no
 * refund while a paid order is unfinished. The orders module answers
 * (orders/deposit-guard.ts); the wallet, below it, takes the rule as an argument
 * so that no request or approval can be made without it.
 */
export type DepositRefundOrderRules = {
  /** Throws, naming them, while a paid order is unfinished. */
  refuseWhileOrdersOpen(tx: Transaction, sellerId: number): Promise<void>;
  /** The same check with the orders locked; then the unpaid orders are cancelled. */
  settleBeforeRefund(tx: Transaction, sellerId: number): Promise<void>;
};

export function toRefund(row: RefundRow): DepositRefund {
  return {
    id: row.id,
    amount: formatBaht(row.amount),
    status: row.status as RequestStatus,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * The security deposit: 5,000 THB from available to the held deposit (code
 * deposit). Needs a verified identity (DECISIONS.md "Identity verification").
 */
export async function payDeposit(tx: Transaction, sellerId: number): Promise<DepositResult> {
  if (!(await isSellerVerified(tx, sellerId))) {
    throw new AppError("AUTH_PERMISSION_DENIED", "deposit.verificationRequired");
  }
  const own = await sellerAccounts(tx, sellerId);
  const locked = await lockAccounts(tx, [own.available, own.deposit]);
  if (lockedBalance(locked, own.deposit) > 0n) throw new AppError("REQUEST_INVALID", "deposit.alreadyPaid");
  const available = lockedBalance(locked, own.available);
  if (available < SECURITY_DEPOSIT_SATANG) {
    throw new AppError("BUSINESS_INSUFFICIENT_BALANCE", "deposit.insufficientBalance", {
      balance: formatBaht(available),
      amount: formatBaht(SECURITY_DEPOSIT_SATANG),
    });
  }
  // The nth payment of this seller's deposit: a deposit paid again after a refund is a new cause.
  const [paid] = await tx
    .select({ n: count() })
    .from(transfers)
    .where(and(eq(transfers.creditAccountId, own.deposit), eq(transfers.code, "deposit")));
  await postTransfer(tx, locked, {
    debit: own.available,
    credit: own.deposit,
    amount: SECURITY_DEPOSIT_SATANG,
    code: "deposit",
    reference: { type: "deposit", id: sellerId },
    actor: { kind: "seller", id: sellerId },
    key: `deposit:${sellerId}:${(paid?.n ?? 0) + 1}`,
  });
  await walletEvents.record(tx, {
    type: "deposit",
    event: "paid",
    sellerId,
    id: sellerId,
    amount: SECURITY_DEPOSIT_SATANG,
    availableAfter: lockedBalance(locked, own.available),
    reason: null,
    at: new Date(),
  });
  return {
    balance_after: formatBaht(lockedBalance(locked, own.available)),
    deposit_amount: formatBaht(lockedBalance(locked, own.deposit)),
    has_deposit: true,
  };
}

async function latestRefund(db: Queryable, sellerId: number) {
  const [row] = await db
    .select()
    .from(depositRefunds)
    .where(eq(depositRefunds.sellerId, sellerId))
    .orderBy(desc(depositRefunds.createdAt), desc(depositRefunds.id))
    .limit(1);
  return row;
}

/** One refund request, as the console reads it before deciding. */
export async function depositRefundOf(db: Queryable, id: number): Promise<RefundRow> {
  const [row] = await db.select().from(depositRefunds).where(eq(depositRefunds.id, id));
  if (!row) throw new AppError("REQUEST_NOT_FOUND", "wallet.requestNotFound");
  return row;
}

/** An open request closes the storefront to new orders (DECISIONS.md "Wallet"). */
export async function depositRefundPending(db: Queryable, sellerId: number): Promise<boolean> {
  return (await latestRefund(db, sellerId))?.status === "pending";
}

/**
 * A buyer's order waits for, or holds off, a refund's request and approval:
 * the deposit account is locked for share (they lock it for update), then the
 * deposit and the requests are read as committed. Throws while the store cannot
 * take orders: no deposit held, or a refund requested (DECISIONS.md "Wallet").
 */
export async function holdDepositForOrder(tx: Transaction, sellerId: number): Promise<void> {
  const own = await sellerAccounts(tx, sellerId);
  const [row] = await tx
    .select({ debits: accounts.debitsPosted, credits: accounts.creditsPosted })
    .from(accounts)
    .where(eq(accounts.id, own.deposit))
    .for("share");
  if (!row || row.credits - row.debits <= 0n) throw new AppError("REQUEST_INVALID", "storefront.storeClosed");
  if (await depositRefundPending(tx, sellerId)) {
    throw new AppError("REQUEST_INVALID", "storefront.depositRefundPending");
  }
}

/** Allowed while the deposit is held and no refund is pending (DECISIONS.md "Wallet"). */
export async function requestDepositRefund(
  tx: Transaction,
  sellerId: number,
  orderRules: DepositRefundOrderRules,
) {
  const own = await sellerAccounts(tx, sellerId);
  const locked = await lockAccounts(tx, [own.deposit]);
  const held = lockedBalance(locked, own.deposit);
  if (held <= 0n) throw new AppError("REQUEST_INVALID", "deposit.notPaid");
  if ((await latestRefund(tx, sellerId))?.status === "pending") {
    throw new AppError("REQUEST_INVALID", "deposit.refundPending");
  }
  await orderRules.refuseWhileOrdersOpen(tx, sellerId);
  const [row] = await tx.insert(depositRefunds).values({ sellerId, amount: held }).returning();
  if (!row) throw new Error("refund insert returned no row");
  return { refund: toRefund(row) };
}

/** The seller's deposit payment, once per Idempotency-Key, in its own transaction. */
export function payDepositOnce(
  db: Database,
  call: IdempotentCall,
  sellerId: number,
  respond: Respond<DepositResult>,
): Promise<Answer> {
  return runIdempotent(db, call, { run: async (tx) => respond(await payDeposit(tx, sellerId)) });
}

/** The seller's deposit refund request, once per Idempotency-Key, in its own transaction. */
export function requestDepositRefundOnce(
  db: Database,
  call: IdempotentCall,
  sellerId: number,
  orderRules: DepositRefundOrderRules,
  respond: Respond<{ refund: DepositRefund }>,
): Promise<Answer> {
  return runIdempotent(db, call, {
    run: async (tx) => respond(await requestDepositRefund(tx, sellerId, orderRules)),
  });
}

/**
 * deposit_refund: deposit -> available; shown as income in the seller's history.
 * The orders are checked again here, under the deposit account's lock, which
 * a new order takes too (holdDepositForOrder): a refusal changes nothing.
 */
export async function approveDepositRefund(
  tx: Transaction,
  id: number,
  actor: Actor,
  reason: string | null | undefined,
  orderRules: DepositRefundOrderRules,
) {
  const refund = await lockPending<RefundRow>(tx, depositRefunds, id);
  const own = await sellerAccounts(tx, refund.sellerId);
  const locked = await lockAccounts(tx, [own.available, own.deposit]);
  await orderRules.settleBeforeRefund(tx, refund.sellerId);
  await postTransfer(tx, locked, {
    debit: own.deposit,
    credit: own.available,
    amount: refund.amount,
    code: "deposit_refund",
    reference: { type: "deposit_refund", id },
    actor,
    reason,
    key: `deposit_refund:${id}`,
  });
  // Listings go offline until a deposit is paid again: the store module reads has_deposit.
  const [row] = await tx
    .update(depositRefunds)
    .set(reviewed("approved", actor, reason))
    .where(eq(depositRefunds.id, id))
    .returning();
  if (!row) throw new Error("refund vanished under lock");
  await notifyRefund(tx, row, "refunded", lockedBalance(locked, own.available));
  return { refund: toRefund(row) };
}

/** The seller hears of the refund's decision in the same transaction (type deposit). */
function notifyRefund(
  tx: Transaction,
  row: RefundRow,
  event: "refunded" | "refundRejected",
  available: bigint,
) {
  return walletEvents.record(tx, {
    type: "deposit",
    event,
    sellerId: row.sellerId,
    id: row.id,
    amount: row.amount,
    availableAfter: available,
    reason: row.reason,
    at: row.reviewedAt ?? new Date(),
  });
}

export async function rejectDepositRefund(tx: Transaction, id: number, actor: Actor, reason: string) {
  await lockPending<RefundRow>(tx, depositRefunds, id);
  const [row] = await tx
    .update(depositRefunds)
    .set(reviewed("rejected", actor, reason))
    .where(eq(depositRefunds.id, id))
    .returning();
  if (!row) throw new Error("refund vanished under lock");
  await notifyRefund(tx, row, "refundRejected", (await sellerBalances(tx, row.sellerId)).available);
  return { refund: toRefund(row) };
}

const texts = (language: Language, keys: string[]) =>
  keys.map((key) => translate(language, `deposit.info.${key}`));

/** Everything the seller reads before paying: amount, purpose, terms, refund conditions. */
export async function depositInfo(
  db: Queryable,
  context: WalletContext,
  sellerId: number,
  language: Language,
): Promise<DepositInfo> {
  const held = (await sellerBalances(db, sellerId)).deposit;
  const refund = await latestRefund(db, sellerId);
  return {
    amount: formatBaht(SECURITY_DEPOSIT_SATANG),
    has_deposit: held > 0n,
    deposit_amount: formatBaht(held),
    refund_review_days: DEPOSIT_REFUND_REVIEW_DAYS,
    refund: refund ? toRefund(refund) : null,
    can_request_refund: held > 0n && refund?.status !== "pending",
    purpose: translate(language, "deposit.info.purpose"),
    terms: texts(language, ["term1", "term2", "term3"]),
    refund_conditions: texts(language, ["refund1", "refund2", "refund3"]),
    notes: texts(language, ["note1", "note2"]),
    customer_service_url: (await walletSettings(db, context)).customerServiceUrl,
  };
}

export async function listDepositRefunds(
  db: Queryable,
  query: { status: RequestStatus; page: number; per_page: number; keyword?: string | undefined },
) {
  const where = and(
    eq(depositRefunds.status, query.status),
    query.keyword ? sellerMatches(depositRefunds.sellerId, query.keyword) : undefined,
  );
  const rows = await db
    .select()
    .from(depositRefunds)
    .where(where)
    .orderBy(...queueOrder(query.status, depositRefunds.createdAt, depositRefunds.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await db.select({ n: count() }).from(depositRefunds).where(where);
  return {
    items: await withSellerAccounts(
      db,
      rows.map((row) => ({ ...toRefund(row), seller_id: row.sellerId })),
    ),
    page: query.page,
    per_page: query.per_page,
    total: total?.n ?? 0,
  };
}
