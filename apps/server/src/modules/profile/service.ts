import { formatBaht } from "@seller/contract/money";
import type { SellerProfile } from "@seller/contract/seller";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { startOfBangkokDay } from "../../lib/bangkok-time";
import { preparedRead } from "../../lib/prepared";
import { type BankAccountSummary, bankAccountSummary, bankAccountSummaryColumn } from "../bank-cards/service";
import { shopOverviewColumn, shopOverviewFrom } from "../orders/figures";
import { sellerProfileOf, sellerWithColumns } from "../sellers/service";
import { latestVerificationColumn, verificationSummaryOf } from "../verification/service";
import {
  balancesFromText,
  type SellerBalances,
  sellerBalances,
  sellerBalancesColumn,
} from "../wallet/ledger";
import { depositPaid } from "../wallet/summary";

/*
 * The seller's profile (spec section 3) combines the seller's row, the
 * verified identity, the wallet, the bank card and the shop's figures: a read
 * model above every module it reads (ARCHITECTURE.md), so none of them imports
 * another to build it.
 */

/**
 * Every part in one statement: each module gives its part as a column of the
 * seller's row, so the profile costs one round trip instead of one per module.
 */
const profileRead = preparedRead((db) =>
  sellerWithColumns(
    db,
    (sellerId) => ({
      identity: latestVerificationColumn(sellerId),
      balances: sellerBalancesColumn(sellerId),
      card: bankAccountSummaryColumn(sellerId),
      figures: shopOverviewColumn(sellerId, sql`${sql.placeholder("todayStarts")}::timestamptz`),
    }),
    "seller_profile",
  ),
);

export async function getProfile(db: Queryable, sellerId: number, now = new Date()): Promise<SellerProfile> {
  const [row] = await profileRead(db).execute({
    sellerId,
    todayStarts: startOfBangkokDay(now).toISOString(),
  });
  const own = sellerProfileOf(row?.seller, verificationSummaryOf(row?.identity));
  const figures = shopOverviewFrom(row?.figures);
  return {
    ...own,
    ...(row ? walletFields(balancesFromText(row.balances), row.card) : {}),
    // The shop's own figures (DECISIONS "Orders"): paid orders, and the stored profit of completed ones.
    today_orders_count: figures.today_orders_count,
    total_orders_count: figures.total_orders_count,
    today_profit: figures.today_profit,
    total_profit: figures.total_profit,
  };
}

/** The profile's wallet fields (spec section 3), from the ledger and the bank card. */
export async function walletProfileFields(db: Queryable, sellerId: number) {
  return walletFields(await sellerBalances(db, sellerId), await bankAccountSummary(db, sellerId));
}

function walletFields(balances: SellerBalances, card: BankAccountSummary | null) {
  const total = balances.available + balances.frozen;
  return {
    wallet_balance_cents: total.toString(),
    wallet_balance_thb: formatBaht(total),
    available_balance: formatBaht(balances.available),
    freeze_amount: formatBaht(balances.frozen),
    deposit_amount: formatBaht(balances.deposit),
    has_deposit: depositPaid(balances),
    has_bank_account: card !== null,
    bank_code: card?.bankCode ?? null,
    bank_account: card?.maskedNumber ?? null,
  };
}
