import { translate } from "@seller/contract/messages";
import { formatBaht, formatBahtGrouped } from "@seller/contract/money";
import { maskAddress, maskPhone } from "@seller/contract/orders";
import type { Transaction } from "../../db/client";
import { notify } from "../notifications/notify";
import type { OrderItemRow, OrderRow } from "./present";

/**
 * The order_update data fields of spec section 3, with the buyer's phone and
 * address masked as on every seller screen (DECISIONS "Orders").
 */
function orderData(order: OrderRow, items: OrderItemRow[]) {
  return {
    order_id: order.id,
    order_number: order.orderNumber,
    total_amount: formatBaht(order.itemsTotal),
    total_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    customer_name: order.buyerName,
    customer_phone: maskPhone(order.buyerPhone),
    status: order.status,
    product_name: items[0]?.productName ?? "",
    shipping_address: maskAddress({
      district: order.district,
      province: order.province,
      postal_code: order.postalCode,
    }),
    order_note: order.note,
  };
}

/** new_order: a buyer placed an order in the seller's store (spec "Notifications"). */
export function notifyNewOrder(tx: Transaction, order: OrderRow, items: OrderItemRow[]) {
  return notify(tx, order.sellerId, "new_order", (language) => {
    const params = { order_number: order.orderNumber, amount: formatBahtGrouped(order.itemsTotal) };
    return {
      title: translate(language, "notifications.newOrder.title", params),
      message: translate(language, "notifications.newOrder.message", params),
      data: orderData(order, items),
    };
  });
}

/** order_update: the order moved (paid, cancelled by the buyer, received). */
export function notifyOrderUpdate(tx: Transaction, order: OrderRow, items: OrderItemRow[]) {
  return notify(tx, order.sellerId, "order_update", (language) => {
    const params = {
      order_number: order.orderNumber,
      status: translate(language, `orders.status.${order.status}`),
    };
    return {
      title: translate(language, "notifications.orderUpdate.title", params),
      message: translate(language, "notifications.orderUpdate.message", params),
      data: orderData(order, items),
    };
  });
}

/** earnings: an order's profit reached the available balance (spec section 3's earnings fields). */
export function notifyEarnings(
  tx: Transaction,
  input: { order: OrderRow; credited: bigint; oldBalance: bigint; newBalance: bigint },
) {
  const { order } = input;
  return notify(tx, order.sellerId, "earnings", (language) => {
    const params = { amount: formatBahtGrouped(input.credited), count: 1 };
    return {
      title: translate(language, "notifications.earnings.title", params),
      message: translate(language, "notifications.earnings.message", params),
      data: {
        amount: formatBaht(input.credited),
        source: order.completedBy ?? "buyer",
        order_ids: [order.id],
        order_count: 1,
        total_price: formatBaht(order.itemsTotal),
        total_profit: formatBaht(order.profit),
        old_balance: formatBaht(input.oldBalance),
        new_balance: formatBaht(input.newBalance),
        balance_change: formatBaht(input.newBalance - input.oldBalance),
        change_type: "order_profit",
        description: translate(language, "notifications.transaction.codes.order_profit"),
      },
    };
  });
}

/**
 * One order_update for a batch ship, however many orders it held: a thousand
 * notifications for one tap would bury everything else the seller was told.
 */
export function notifyOrdersShipped(
  tx: Transaction,
  sellerId: number,
  shipped: OrderRow[],
  cost: bigint,
  balanceAfter: bigint,
) {
  return notify(tx, sellerId, "order_update", (language) => {
    const params = { count: shipped.length, amount: formatBahtGrouped(cost) };
    return {
      title: translate(language, "notifications.ordersShipped.title", params),
      message: translate(language, "notifications.ordersShipped.message", params),
      data: {
        order_ids: shipped.map((order) => order.id),
        order_numbers: shipped.map((order) => order.orderNumber),
        order_count: shipped.length,
        status: "pending_delivery",
        total_cost: formatBaht(cost),
        balance_after: formatBaht(balanceAfter),
      },
    };
  });
}
