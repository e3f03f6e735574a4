import { formatBaht } from "@seller/contract/money";
import {
  type RequestStatus,
  WITHDRAW_MAX_SATANG,
  WITHDRAW_MIN_SATANG,
  type WithdrawLimits,
} from "@seller/contract/wallet";
import { count, desc, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import type { FieldCipher } from "../../lib/field-encryption";
import { sellerBalances } from "./ledger";
import { queueOrder, withSellerAccounts } from "./review";
import { type WalletContext, walletSettings } from "./settings";
import { withdrawals } from "./tables";
import { needsVerification, toWithdrawal, usedToday } from "./withdrawal-service";

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
  return {
    min: formatBaht(WITHDRAW_MIN_SATANG),
    max: formatBaht(WITHDRAW_MAX_SATANG),
    daily_limit: settings.dailyLimit,
    used_today: used,
    remaining_today: Math.max(0, settings.dailyLimit - used),
    fee: formatBaht(settings.fee),
    processing_text: settings.processingText,
    requires_verification: await needsVerification(db, sellerId),
    available_balance: formatBaht((await sellerBalances(db, sellerId)).available),
  };
}

export async function listWithdrawals(
  db: Queryable,
  cipher: FieldCipher,
  query: { status: RequestStatus; page: number; per_page: number },
) {
  const where = eq(withdrawals.status, query.status);
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
      rows.map((row) => ({
        ...toWithdrawal(row),
        seller_id: row.sellerId,
        card_number_full: cipher.open("card_number", row.cardNumber),
      })),
    ),
    page: query.page,
    per_page: query.per_page,
    total: total?.n ?? 0,
  };
}
