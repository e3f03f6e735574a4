/**
 * What an incoming notification makes stale (spec section 4 "Triggered
 * refresh"): new_order and order_update the order lists and figures;
 * transaction, earnings and withdraw the seller profile. Added here: recharge
 * and deposit move the balance too, so they refresh the profile, and
 * verification refreshes the verification status.
 */
export type RefreshTarget = "orders" | "profile" | "verification";

const TARGETS: Readonly<Record<string, RefreshTarget>> = {
  new_order: "orders",
  order_update: "orders",
  transaction: "profile",
  earnings: "profile",
  withdraw: "profile",
  recharge: "profile",
  deposit: "profile",
  verification: "verification",
};

export function refreshTarget(type: string): RefreshTarget | null {
  return TARGETS[type] ?? null;
}
