import type { StorefrontStore } from "@seller/contract/storefront-answers";

/**
 * Why the store takes no orders, as the key of the buyer's text: its owner
 * asked for the security deposit back (no orders while the request is
 * reviewed), or it is offline (DECISIONS.md "Wallet").
 */
export function closedKey(store: StorefrontStore) {
  return store.closed_reason === "deposit_refund"
    ? ("storefront.depositRefundPending" as const)
    : ("storefront.closed" as const);
}
