import { formatBaht } from "@seller/contract/money";
import type { SellerProfile } from "@seller/contract/seller";
import type { Queryable } from "../../db/client";
import { bankAccountSummary } from "../bank-cards/service";
import { shopOverview } from "../orders/figures";
import { sellerProfileOf } from "../sellers/service";
import { getVerificationSummary } from "../verification/service";
import { sellerBalances } from "../wallet/ledger";
import { depositPaid } from "../wallet/summary";

/*
 * The seller's profile (spec section 3) combines the seller's row, the
 * verified identity, the wallet, the bank card and the shop's figures: a read
 * model above every module it reads (ARCHITECTURE.md), so none of them imports
 * another to build it.
 */

export async function getProfile(db: Queryable, sellerId: number): Promise<SellerProfile> {
  const own = await sellerProfileOf(db, sellerId, await getVerificationSummary(db, sellerId));
  const figures = await shopOverview(db, sellerId);
  return {
    ...own,
    ...(await walletProfileFields(db, sellerId)),
    // The shop's own figures (DECISIONS "Orders"): paid orders, and the stored profit of completed ones.
    today_orders_count: figures.today_orders_count,
    total_orders_count: figures.total_orders_count,
    today_profit: figures.today_profit,
    total_profit: figures.total_profit,
  };
}

/** The profile's wallet fields (spec section 3), from the ledger and the bank card. */
export async function walletProfileFields(db: Queryable, sellerId: number) {
  const balances = await sellerBalances(db, sellerId);
  const total = balances.available + balances.frozen;
  const card = await bankAccountSummary(db, sellerId);
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
