import { paths } from "../../../config/paths";

/**
 * Where a tap on a notification leads (spec section 2). The two tables differ
 * on purpose: the spec gives the notification centre and the browser
 * notification each their own.
 */
const IN_APP: Readonly<Record<string, string | null>> = {
  new_order: paths.pendingPayment.href(),
  order_update: paths.pendingReceipt.href(),
  transaction: paths.revenueRecord.href(),
  earnings: paths.completedOrders.href(),
  withdraw: paths.profile.href(),
  deposit: paths.profile.href(),
  verification: paths.verification.href(),
};

/** The centre's destination for a type, or null to stay on the list. */
export function inAppTarget(type: string): string | null {
  return IN_APP[type] ?? null;
}

const BROWSER: Readonly<Record<string, string>> = {
  new_order: paths.pendingShipment.href(),
  withdraw: paths.revenueRecord.href(),
  deposit: paths.revenueRecord.href(),
};

/** The browser notification's destination: any other type, earnings included, is /completed-orders (spec section 2). */
export function browserTarget(type: string): string {
  return BROWSER[type] ?? paths.completedOrders.href();
}
