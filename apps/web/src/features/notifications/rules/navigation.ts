import { orderIdOf } from "@seller/contract/notifications";
import { paths } from "../../../config/paths";

type Tapped = { type: string; data: Record<string, unknown> };

/**
 * Where a tap on a notification leads (spec section 2). An order's
 * notification opens that order (DECISIONS "Orders": the spec's list screens
 * would show a list the order may have left); the tables stay for the others.
 * The two tables differ on purpose: the spec gives the notification centre
 * and the browser notification each their own.
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

/** The order's detail when the notification is about one order. */
function orderTarget(item: Tapped): string | null {
  const orderId = orderIdOf(item.data);
  return orderId === null ? null : paths.order.href(orderId);
}

/** The centre's destination, or null to stay on the list. */
export function inAppTarget(item: Tapped): string | null {
  return orderTarget(item) ?? IN_APP[item.type] ?? null;
}

const BROWSER: Readonly<Record<string, string>> = {
  new_order: paths.pendingShipment.href(),
  withdraw: paths.revenueRecord.href(),
  deposit: paths.revenueRecord.href(),
};

/** The browser notification's destination: any other type, earnings included, is /completed-orders (spec section 2). */
export function browserTarget(item: Tapped): string {
  return orderTarget(item) ?? BROWSER[item.type] ?? paths.completedOrders.href();
}
