import { paths } from "../../../config/paths";

/**
 * Where a tap on a notification leads (spec section 2). The two tables differ
 * on purpose: the spec gives the notification centre and the browser
 * notification each their own. The order screens (/pending-payment,
 * /pending-receipt, /pending-shipment, /completed-orders) do not exist yet:
 * the centre then only marks the item read and stays; a browser notification
 * opens the centre instead of a missing screen. The order work fills these in.
 */
const IN_APP: Readonly<Record<string, string | null>> = {
  new_order: null, // spec: /pending-payment
  order_update: null, // spec: /pending-receipt
  transaction: paths.revenueRecord.href(),
  earnings: null, // spec: /completed-orders
  withdraw: paths.profile.href(),
  deposit: paths.profile.href(),
  verification: paths.verification.href(),
};

/** The centre's destination for a type, or null to stay on the list. */
export function inAppTarget(type: string): string | null {
  return IN_APP[type] ?? null;
}

const BROWSER: Readonly<Record<string, string>> = {
  new_order: paths.notifications.href(), // spec: /pending-shipment
  withdraw: paths.revenueRecord.href(),
  deposit: paths.revenueRecord.href(),
};

/** The browser notification's destination: any other type, earnings included, is /completed-orders in the spec. */
export function browserTarget(type: string): string {
  return BROWSER[type] ?? paths.notifications.href(); // spec: /completed-orders
}
