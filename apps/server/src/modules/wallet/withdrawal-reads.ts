import { formatBaht } from "@seller/contract/money";
import {
  type RequestStatus,
  WITHDRAW_MAX_SATANG,
  WITHDRAW_MIN_SATANG,
  type WithdrawalFunding,
  type WithdrawLimits,
} from "@seller/contract/wallet";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import type { FieldCipher } from "../../lib/field-encryption";
import type { OperatorContext } from "../audit/context";
import { recordOperatorAct } from "../audit/service";
import { sellerMatches } from "../sellers/directory";
import { sandboxCredits, sellerAccounts, sellerBalances } from "./ledger";
import { queueOrder, withSellerAccounts } from "./review";
import { type WalletContext, walletSettings } from "./settings";
import { withdrawals } from "./tables";
import { needsVerification, toWithdrawal, usedToday, withdrawableOf } from "./withdrawal-service";

/** Reading withdrawals: the seller's history and limits, the operator's queue. */
export async function withdrawHistory(
  db: Queryable,
  sellerId: number,
  page: { page: number; per_page: number },
) {
  const where = eq(withdrawals.sellerId, sellerId);
  const rows = await db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  return {
    withdrawals: rows.map(toWithdrawal),
    page: page.page,
    per_page: page.per_page,
    total: total?.n ?? 0,
  };
}

/** The published rules, shown before submit (ARCHITECTURE.md "Integrity"). */
export async function withdrawLimits(
  db: Queryable,
  context: WalletContext,
  sellerId: number,
  now = new Date(),
): Promise<WithdrawLimits> {
  const settings = await walletSettings(db, context);
  const used = await usedToday(db, sellerId, now);
  const { available } = await sellerBalances(db, sellerId);
  const sandbox = await sandboxCredits(db, (await sellerAccounts(db, sellerId)).available);
  const [earlier] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(eq(withdrawals.sellerId, sellerId))
    .limit(1);
  return {
    min: formatBaht(WITHDRAW_MIN_SATANG),
    max: formatBaht(WITHDRAW_MAX_SATANG),
    daily_limit: settings.dailyLimit,
    used_today: used,
    remaining_today: Math.max(0, settings.dailyLimit - used),
    fee: formatBaht(settings.fee),
    processing_text: settings.processingText,
    requires_verification: await needsVerification(db, sellerId),
    first_withdrawal: earlier === undefined,
    available_balance: formatBaht(available),
    withdrawable_balance: formatBaht(withdrawableOf(available, sandbox)),
    sandbox_balance: formatBaht(sandbox),
  };
}

/**
 * Where the balance a withdrawal takes came from: the seller's credits to their
 * available balance before the request froze it, by source. Sandbox top-ups
 * show apart so that an operator sees at once that none of it may leave.
 */
export async function fundingOf(db: Queryable, withdrawalId: number, sellerId: number) {
  const result = (await db.execute(sql`
    select
      coalesce(sum(t.amount) filter (where t.code = 'recharge' and not t.sandbox), 0)::text as real_top_ups,
      coalesce(sum(t.amount) filter (where t.code = 'recharge' and t.sandbox), 0)::text as sandbox_top_ups,
      coalesce(sum(t.amount) filter (where t.code = 'order_profit'), 0)::text as order_income,
      coalesce(sum(t.amount) filter (where t.code = 'deposit_refund'), 0)::text as deposit_refunds
    from transfers t
    join accounts a on a.id = t.credit_account_id and a.seller_id = ${sellerId} and a.kind = 'available'
    where t.id < coalesce(
      (select f.id from transfers f where f.idempotency_key = ${`withdrawal:${withdrawalId}:freeze`}),
      9223372036854775807)`)) as unknown as { rows: Record<keyof WithdrawalFunding, string>[] };
  const row = result.rows[0];
  const baht = (value: string | undefined) => formatBaht(BigInt(value ?? "0"));
  return {
    real_top_ups: baht(row?.real_top_ups),
    sandbox_top_ups: baht(row?.sandbox_top_ups),
    order_income: baht(row?.order_income),
    deposit_refunds: baht(row?.deposit_refunds),
  };
}

export async function listWithdrawals(
  db: Queryable,
  cipher: FieldCipher,
  query: { status: RequestStatus; page: number; per_page: number; keyword?: string | undefined },
) {
  const where = and(
    eq(withdrawals.status, query.status),
    query.keyword ? sellerMatches(withdrawals.sellerId, query.keyword) : undefined,
  );
  const rows = await db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(...queueOrder(query.status, withdrawals.createdAt, withdrawals.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  return {
    // The operator pays out to the full card number; only operators see it.
    items: await withSellerAccounts(
      db,
      await Promise.all(
        rows.map(async (row) => ({
          ...toWithdrawal(row),
          seller_id: row.sellerId,
          card_number_full: cipher.open("card_number", row.cardNumber),
          funding: await fundingOf(db, row.id, row.sellerId),
        })),
      ),
    ),
    page: query.page,
    per_page: query.per_page,
    total: total?.n ?? 0,
  };
}

/**
 * The operator's withdrawal queue with the full card numbers, recording who saw
 * which of them, and when (ASVS 7.1: access to sensitive data is logged).
 */
export async function listWithdrawalsSeenBy(
  db: Queryable,
  cipher: FieldCipher,
  operator: OperatorContext,
  query: { status: RequestStatus; page: number; per_page: number; keyword?: string | undefined },
) {
  const listed = await listWithdrawals(db, cipher, query);
  if (listed.items.length > 0) {
    await recordOperatorAct(db, operator, {
      act: "withdrawal.view_card_numbers",
      target: { type: "withdrawal", id: null },
      details: { withdrawal_ids: listed.items.map((item) => item.id) },
    });
  }
  return listed;
}
