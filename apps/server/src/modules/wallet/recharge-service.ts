import { formatBaht, type Satang } from "@seller/contract/money";
import { MAX_PENDING_TOP_UPS, type SandboxOutcome } from "@seller/contract/payments";
import type { Recharge, RechargeMethod, RechargeResult, RechargeStatus } from "@seller/contract/wallet";
import { and, count, eq, or, sql } from "drizzle-orm";
import type { Database, Queryable, Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { type Publish, transactionThenPublish } from "../../lib/outbox";
import { type Answer, type IdempotentCall, type Respond, runIdempotent } from "../idempotency/service";
import type { PaymentRow } from "../payments/context";
import {
  confirmByOperator,
  createPayment,
  getPayment,
  refreshQr,
  rejectByOperator,
  simulate,
} from "../payments/service";
import { sellerMatches } from "../sellers/directory";
import { walletEvents } from "./events";
import { type Actor, lockAccounts, sellerAccounts, sellerBalances } from "./ledger";
import { creditRecharge } from "./recharge-payments";
import { rechargeReference } from "./references";
import { lockPending, queueOrder, reviewed, withSellerAccounts } from "./review";
import {
  bankTransferDetails,
  type PlatformBankAccount,
  promptPayIdFor,
  type WalletContext,
  walletSettings,
} from "./settings";
import { recharges } from "./tables";

type RechargeRow = typeof recharges.$inferSelect;

const NO_BANK_DETAILS = { bank_name: null, bank_account_number: null, bank_account_name: null };

/**
 * The recharge with its payment instructions. A bank transfer names the
 * platform's receiving account as configured now (`account`, from walletSettings).
 */
export function toRecharge(
  row: RechargeRow,
  payment: PaymentRow | undefined,
  context: WalletContext,
  account: PlatformBankAccount | undefined,
): Recharge {
  const bankDetails =
    row.method === "bank_transfer" && account ? bankTransferDetails(account) : NO_BANK_DETAILS;
  // Recharges made before payments existed were confirmed by an operator.
  const legacyStatus = row.status === "approved" ? "paid" : row.status === "pending" ? "pending" : "failed";
  return {
    id: row.id,
    amount: formatBaht(row.amount),
    method: row.method as RechargeMethod,
    status: row.status as RechargeStatus,
    description: row.description,
    reason: row.reason,
    payment: {
      id: payment?.id ?? null,
      method: row.method as RechargeMethod,
      reference: payment?.reference ?? rechargeReference(row.id),
      promptpay_payload: payment ? payment.qrPayload : row.promptpayPayload,
      provider: (payment?.provider ?? "manual") as Recharge["payment"]["provider"],
      status: (payment?.status ?? legacyStatus) as Recharge["payment"]["status"],
      qr_expires_at: payment?.qrExpiresAt?.toISOString() ?? null,
      expires_at: payment?.expiresAt.toISOString() ?? null,
      sandbox: payment?.provider === "sandbox",
      demo: context.payments.demo,
      ...bankDetails,
    },
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

/** The recharge as its screen shows it, read again after a change. */
export async function rechargeResult(
  db: Queryable,
  context: WalletContext,
  rechargeId: number,
): Promise<RechargeResult> {
  const [row] = await db.select().from(recharges).where(eq(recharges.id, rechargeId));
  if (!row) throw new AppError("REQUEST_NOT_FOUND", "wallet.requestNotFound");
  const payment = row.paymentId === null ? undefined : await getPayment(db, row.paymentId);
  return {
    recharge: toRecharge(row, payment, context, (await walletSettings(db, context)).bankAccount),
    new_balance: formatBaht((await sellerBalances(db, row.sellerId)).available),
  };
}

/**
 * A pending recharge with its payment; nothing moves until the payment is
 * confirmed (DECISIONS.md "Payments"). PromptPay needs the platform's
 * PromptPay id (setting promptPayId, else PROMPTPAY_ID) unless Stripe makes
 * the QR; bank transfer the receiving account (settings platformBank*, else
 * PLATFORM_BANK_*). At most 3 top-ups wait at once: the seller's available
 * account is locked while counting, so a burst of requests counts one by one.
 */
export async function createRecharge(
  tx: Transaction,
  context: WalletContext,
  sellerId: number,
  input: { amount: Satang; method: RechargeMethod; description?: string | undefined },
): Promise<RechargeResult> {
  const settings = await walletSettings(tx, context);
  const promptPayId = input.method === "promptpay" ? promptPayIdFor(context, settings) : undefined;
  if (input.method === "promptpay" && promptPayId === undefined) {
    throw new AppError("REQUEST_INVALID", "wallet.promptPayUnavailable");
  }
  if (input.method === "bank_transfer" && !settings.bankAccount) {
    throw new AppError("REQUEST_INVALID", "wallet.bankTransferUnavailable");
  }
  const own = await sellerAccounts(tx, sellerId);
  await lockAccounts(tx, [own.available]);
  const [waiting] = await tx
    .select({ n: count() })
    .from(recharges)
    .where(and(eq(recharges.sellerId, sellerId), eq(recharges.status, "pending")));
  if ((waiting?.n ?? 0) >= MAX_PENDING_TOP_UPS) {
    throw new AppError("REQUEST_RATE_LIMIT", "wallet.tooManyPendingTopUps", { max: MAX_PENDING_TOP_UPS });
  }
  const [row] = await tx
    .insert(recharges)
    .values({ sellerId, amount: input.amount, method: input.method, description: input.description || null })
    .returning();
  if (!row) throw new Error("recharge insert returned no row");
  const payment = await createPayment(tx, context.payments, {
    purpose: "recharge",
    ownerId: row.id,
    reference: rechargeReference(row.id),
    amount: row.amount,
    method: input.method,
    promptPayId,
  });
  await tx.update(recharges).set({ paymentId: payment.id }).where(eq(recharges.id, row.id));
  return rechargeResult(tx, context, row.id);
}

/** The seller's recharge request, once per Idempotency-Key, in its own transaction. */
export function createRechargeOnce(
  db: Database,
  call: IdempotentCall,
  context: WalletContext,
  sellerId: number,
  input: { amount: Satang; method: RechargeMethod; description?: string | undefined },
  respond: Respond<RechargeResult>,
): Promise<Answer> {
  return runIdempotent(db, call, {
    run: async (tx) => respond(await createRecharge(tx, context, sellerId, input)),
  });
}

/**
 * A fresh QR for the seller's own top-up: a QR lives 15 minutes, the payer may ask
 * for another until the top-up expires. The provider is asked outside the
 * transaction; what it answers is written in one, published after commit.
 */
export async function refreshRechargeQr(
  db: Database,
  publish: Publish | undefined,
  context: WalletContext,
  sellerId: number,
  rechargeId: number,
): Promise<RechargeResult> {
  const recharge = await ownRecharge(db, sellerId, rechargeId);
  if (recharge.paymentId === null) return rechargeResult(db, context, recharge.id);
  await refreshQr(db, context.payments, recharge.paymentId, (work) =>
    transactionThenPublish(db, publish, work),
  );
  return rechargeResult(db, context, recharge.id);
}

/**
 * The demo's stand-in for the bank, once per Idempotency-Key: only with the
 * sandbox provider (DEMO=1), only for a sandbox payment of the seller's own
 * top-up; everything else answers 403 and moves nothing.
 */
export function simulateRechargePaymentOnce(
  db: Database,
  call: IdempotentCall,
  context: WalletContext,
  sellerId: number,
  rechargeId: number,
  outcome: SandboxOutcome,
  respond: Respond<RechargeResult>,
): Promise<Answer> {
  return runIdempotent(db, call, {
    run: async (tx) => {
      const recharge = await ownRecharge(tx, sellerId, rechargeId);
      if (recharge.paymentId === null) {
        throw new AppError("AUTH_PERMISSION_DENIED", "payments.sandboxOff");
      }
      await simulate(tx, context.payments, recharge.paymentId, outcome);
      return respond(await rechargeResult(tx, context, rechargeId));
    },
  });
}

/**
 * An operator confirms a top-up against the bank statement: a bank transfer,
 * or a PromptPay top-up of the manual provider. A provider's payment (stripe,
 * sandbox) is refused: only the provider says it was paid.
 */
export async function approveRecharge(
  tx: Transaction,
  context: WalletContext,
  rechargeId: number,
  actor: Actor,
  reason?: string | null,
): Promise<RechargeResult> {
  const recharge = await lockPending<RechargeRow>(tx, recharges, rechargeId);
  if (recharge.paymentId === null) {
    await creditRecharge(tx, rechargeId, { by: "operator", operatorId: actor.id, sandbox: false, reason });
  } else {
    // Its purpose handler (recharge-payments.ts) credits the recharge in this transaction.
    await confirmByOperator(tx, context.payments, recharge.paymentId, actor.id, reason);
  }
  return rechargeResult(tx, context, rechargeId);
}

export async function rejectRecharge(
  tx: Transaction,
  context: WalletContext,
  rechargeId: number,
  actor: Actor,
  reason: string,
): Promise<RechargeResult> {
  const recharge = await lockPending<RechargeRow>(tx, recharges, rechargeId);
  if (recharge.paymentId !== null) await rejectByOperator(tx, recharge.paymentId);
  const [row] = await tx
    .update(recharges)
    .set(reviewed("rejected", actor, reason))
    .where(eq(recharges.id, rechargeId))
    .returning();
  if (!row) throw new Error("recharge vanished under lock");
  await walletEvents.record(tx, {
    type: "recharge",
    event: "rejected",
    sellerId: row.sellerId,
    id: row.id,
    amount: row.amount,
    reason: row.reason,
    at: row.reviewedAt ?? new Date(),
    availableAfter: (await sellerBalances(tx, row.sellerId)).available,
  });
  return rechargeResult(tx, context, rechargeId);
}

/** One of the seller's own recharges, or 404 (another seller's looks the same as none). */
export async function ownRecharge(db: Queryable, sellerId: number, rechargeId: number) {
  const [row] = await db
    .select()
    .from(recharges)
    .where(and(eq(recharges.id, rechargeId), eq(recharges.sellerId, sellerId)));
  if (!row) throw new AppError("REQUEST_NOT_FOUND", "wallet.requestNotFound");
  return row;
}

/** The screen shows the QR again after leaving and coming back, and polls it every 5 s. */
export async function getRecharge(
  db: Queryable,
  context: WalletContext,
  sellerId: number,
  rechargeId: number,
): Promise<RechargeResult> {
  await ownRecharge(db, sellerId, rechargeId);
  return rechargeResult(db, context, rechargeId);
}

export async function listRecharges(
  db: Queryable,
  context: WalletContext,
  query: { status: RechargeStatus; page: number; per_page: number; keyword?: string | undefined },
) {
  const keyword = query.keyword;
  const where = and(
    eq(recharges.status, query.status),
    keyword
      ? or(
          sellerMatches(recharges.sellerId, keyword),
          sql`${recharges.paymentId} in (select id from payments where reference = ${keyword.toUpperCase()} or reference = ${keyword})`,
        )
      : undefined,
  );
  const rows = await db
    .select()
    .from(recharges)
    .where(where)
    .orderBy(...queueOrder(query.status, recharges.createdAt, recharges.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await db.select({ n: count() }).from(recharges).where(where);
  const account = (await walletSettings(db, context)).bankAccount;
  const items = [];
  for (const row of rows) {
    const payment = row.paymentId === null ? undefined : await getPayment(db, row.paymentId);
    items.push({ ...toRecharge(row, payment, context, account), seller_id: row.sellerId });
  }
  return {
    items: await withSellerAccounts(db, items),
    page: query.page,
    per_page: query.per_page,
    total: total?.n ?? 0,
  };
}
