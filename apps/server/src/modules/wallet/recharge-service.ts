import { formatBaht, type Satang } from "@seller/contract/money";
import type { Recharge, RechargeMethod, RechargeResult, RequestStatus } from "@seller/contract/wallet";
import { and, count, eq } from "drizzle-orm";
import type { Queryable, Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { walletEvents } from "./events";
import {
  type Actor,
  lockAccounts,
  lockedBalance,
  platformAccount,
  postTransfer,
  sellerAccounts,
  sellerBalances,
} from "./ledger";
import { usablePromptPayId } from "./payment-provider";
import { lockPending, queueOrder, reviewed, withSellerAccounts } from "./review";
import {
  bankTransferDetails,
  type PlatformBankAccount,
  type WalletContext,
  walletSettings,
} from "./settings";
import { recharges } from "./tables";

type RechargeRow = typeof recharges.$inferSelect;

/** Quoted with a bank transfer so the operator can match the payment to the request. */
const referenceOf = (id: number) => `R${id.toString().padStart(8, "0")}`;

const NO_BANK_DETAILS = { bank_name: null, bank_account_number: null, bank_account_name: null };

/**
 * The recharge with its payment instructions. A bank transfer names the
 * platform's receiving account as configured now (`account`, from walletSettings).
 */
export function toRecharge(
  row: RechargeRow,
  context: WalletContext,
  account: PlatformBankAccount | undefined,
): Recharge {
  const bankDetails =
    row.method === "bank_transfer" && account ? bankTransferDetails(account) : NO_BANK_DETAILS;
  return {
    id: row.id,
    amount: formatBaht(row.amount),
    method: row.method as RechargeMethod,
    status: row.status as RequestStatus,
    description: row.description,
    reason: row.reason,
    payment: {
      method: row.method as RechargeMethod,
      reference: referenceOf(row.id),
      promptpay_payload: row.promptpayPayload,
      sandbox: row.method === "promptpay" && context.provider.sellerMayConfirm,
      ...bankDetails,
    },
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

const bankAccountOf = async (db: Queryable, context: WalletContext) =>
  (await walletSettings(db, context)).bankAccount;

/** What a notification of a decided request says about it. */
const decided = (row: RechargeRow) => ({
  sellerId: row.sellerId,
  id: row.id,
  amount: row.amount,
  reason: row.reason,
  at: row.reviewedAt ?? new Date(),
});

async function availableBalance(db: Queryable, sellerId: number) {
  return formatBaht((await sellerBalances(db, sellerId)).available);
}

/**
 * A pending recharge with its payment instructions; nothing moves until it
 * is approved (DECISIONS.md "Wallet"). PromptPay needs the platform's
 * PromptPay id (setting promptPayId, else PROMPTPAY_ID); bank transfer its
 * receiving account (settings platformBank*, else PLATFORM_BANK_*).
 */
export async function createRecharge(
  tx: Transaction,
  context: WalletContext,
  sellerId: number,
  input: { amount: Satang; method: RechargeMethod; description?: string | undefined },
): Promise<RechargeResult> {
  const settings = await walletSettings(tx, context);
  let promptPayId: string | undefined;
  if (input.method === "promptpay") {
    promptPayId = usablePromptPayId(settings.promptPayId);
    if (!promptPayId) throw new AppError("REQUEST_INVALID", "wallet.promptPayUnavailable");
  }
  if (input.method === "bank_transfer" && !settings.bankAccount) {
    throw new AppError("REQUEST_INVALID", "wallet.bankTransferUnavailable");
  }
  const [row] = await tx
    .insert(recharges)
    .values({ sellerId, amount: input.amount, method: input.method, description: input.description || null })
    .returning();
  if (!row) throw new Error("recharge insert returned no row");
  let saved = row;
  if (promptPayId) {
    const payload = context.provider.promptPayPayload({
      promptPayId,
      amount: row.amount,
      reference: referenceOf(row.id),
    });
    [saved = row] = await tx
      .update(recharges)
      .set({ promptpayPayload: payload })
      .where(eq(recharges.id, row.id))
      .returning();
  }
  return {
    recharge: toRecharge(saved, context, settings.bankAccount),
    new_balance: await availableBalance(tx, sellerId),
  };
}

/** recharge: bank -> available, for the amount of the request. */
export async function approveRecharge(
  tx: Transaction,
  context: WalletContext,
  rechargeId: number,
  actor: Actor,
  reason?: string | null,
): Promise<RechargeResult> {
  const recharge = await lockPending<RechargeRow>(tx, recharges, rechargeId);
  const own = await sellerAccounts(tx, recharge.sellerId);
  const bank = await platformAccount(tx, "bank");
  const locked = await lockAccounts(tx, [own.available, bank]);
  await postTransfer(tx, locked, {
    debit: bank,
    credit: own.available,
    amount: recharge.amount,
    code: "recharge",
    reference: { type: "recharge", id: recharge.id },
    actor,
    reason,
    key: `recharge:${recharge.id}`,
  });
  const [row] = await tx
    .update(recharges)
    .set(reviewed("approved", actor, reason))
    .where(eq(recharges.id, rechargeId))
    .returning();
  if (!row) throw new Error("recharge vanished under lock");
  const availableAfter = lockedBalance(locked, own.available);
  await walletEvents.record(tx, {
    type: "recharge",
    event: "approved",
    ...decided(row),
    availableAfter,
  });
  return {
    recharge: toRecharge(row, context, await bankAccountOf(tx, context)),
    new_balance: formatBaht(availableAfter),
  };
}

export async function rejectRecharge(
  tx: Transaction,
  context: WalletContext,
  rechargeId: number,
  actor: Actor,
  reason: string,
): Promise<RechargeResult> {
  await lockPending<RechargeRow>(tx, recharges, rechargeId);
  const [row] = await tx
    .update(recharges)
    .set(reviewed("rejected", actor, reason))
    .where(eq(recharges.id, rechargeId))
    .returning();
  if (!row) throw new Error("recharge vanished under lock");
  const availableAfter = (await sellerBalances(tx, row.sellerId)).available;
  await walletEvents.record(tx, { type: "recharge", event: "rejected", ...decided(row), availableAfter });
  return {
    recharge: toRecharge(row, context, await bankAccountOf(tx, context)),
    new_balance: formatBaht(availableAfter),
  };
}

/** One of the seller's own recharges: the screen shows its QR again after leaving and coming back. */
export async function getRecharge(
  db: Queryable,
  context: WalletContext,
  sellerId: number,
  rechargeId: number,
): Promise<RechargeResult> {
  const [row] = await db
    .select()
    .from(recharges)
    .where(and(eq(recharges.id, rechargeId), eq(recharges.sellerId, sellerId)));
  if (!row) throw new AppError("REQUEST_NOT_FOUND", "wallet.requestNotFound");
  return {
    recharge: toRecharge(row, context, await bankAccountOf(db, context)),
    new_balance: await availableBalance(db, sellerId),
  };
}

/**
 * The sandbox provider's "I have paid" button: the seller confirms their own
 * PromptPay recharge, approved as the system actor. Refused for bank transfers
 * (an operator confirms those) and with a real provider.
 */
export async function confirmSandboxRecharge(
  tx: Transaction,
  context: WalletContext,
  sellerId: number,
  rechargeId: number,
): Promise<RechargeResult> {
  const [row] = await tx
    .select()
    .from(recharges)
    .where(and(eq(recharges.id, rechargeId), eq(recharges.sellerId, sellerId)));
  if (!row) throw new AppError("REQUEST_NOT_FOUND", "wallet.requestNotFound");
  if (row.method !== "promptpay" || !context.provider.sellerMayConfirm) {
    throw new AppError("AUTH_PERMISSION_DENIED", "wallet.sandboxConfirmUnavailable");
  }
  return approveRecharge(tx, context, rechargeId, { kind: "system", id: null });
}

export async function listRecharges(
  db: Queryable,
  context: WalletContext,
  query: { status: RequestStatus; page: number; per_page: number },
) {
  const where = eq(recharges.status, query.status);
  const rows = await db
    .select()
    .from(recharges)
    .where(where)
    .orderBy(...queueOrder(query.status, recharges.createdAt, recharges.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await db.select({ n: count() }).from(recharges).where(where);
  const account = await bankAccountOf(db, context);
  return {
    items: await withSellerAccounts(
      db,
      rows.map((row) => ({ ...toRecharge(row, context, account), seller_id: row.sellerId })),
    ),
    page: query.page,
    per_page: query.per_page,
    total: total?.n ?? 0,
  };
}
