import { formatBaht } from "@seller/contract/money";
import type { Queryable } from "../../db/client";
import { bankAccountSummary } from "../bank-cards/service";
import { type SellerBalances, sellerBalances } from "./ledger";

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

/**
 * The paid security deposit gates listing products and shipping orders
 * (DECISIONS.md "Identity verification"); the store and order modules ask here.
 */
export async function hasSecurityDeposit(db: Queryable, sellerId: number): Promise<boolean> {
  return depositPaid(await sellerBalances(db, sellerId));
}

/** The same rule on balances already read (a ship reads them with the seller's account ids). */
export function depositPaid(balances: SellerBalances): boolean {
  return balances.deposit > 0n;
}
