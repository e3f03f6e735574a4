import type { Queryable } from "../../db/client";
import { type SellerBalances, sellerBalances } from "./ledger";

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
