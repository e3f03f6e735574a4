import type { OrderStatus } from "@seller/contract/orders";

/**
 * What can happen to an order (spec section 4, DECISIONS "Orders"):
 * - pay: the buyer's payment is confirmed (by an operator, Stripe or the demo's sandbox);
 * - cancel: the buyer, or the seller with a reason, cancels an unpaid order;
 * - expire: an unpaid order's time ran out, or its payment failed;
 * - ship: the seller ships, single or in a batch;
 * - confirm_receipt: the buyer confirms delivery;
 * - auto_complete: 7 days after shipping;
 * - early_receipt: the seller collects the profit early;
 * - refund: a paid, unshipped order is refunded to the buyer.
 */
export type OrderAction =
  | "pay"
  | "cancel"
  | "expire"
  | "ship"
  | "confirm_receipt"
  | "auto_complete"
  | "early_receipt"
  | "refund";

const MOVES: Readonly<Record<OrderStatus, Partial<Record<OrderAction, OrderStatus>>>> = {
  pending_payment: { pay: "pending_shipment", cancel: "cancelled", expire: "cancelled" },
  pending_shipment: { ship: "pending_delivery", refund: "refunded" },
  pending_delivery: { confirm_receipt: "completed", auto_complete: "completed", early_receipt: "completed" },
  completed: {},
  cancelled: {},
  refunded: {},
};

/** The state an action leads to from `from`, or null when the spec does not allow it. */
export function nextStatus(from: OrderStatus, action: OrderAction): OrderStatus | null {
  return MOVES[from][action] ?? null;
}

/** The states an action is allowed from, for the queries that pick the orders it may move. */
export function statusesAllowing(action: OrderAction): OrderStatus[] {
  return (Object.keys(MOVES) as OrderStatus[]).filter((from) => MOVES[from][action] !== undefined);
}

/** Every action allowed from a state, for screens that offer only what can be done. */
export function allowedActions(from: OrderStatus): OrderAction[] {
  return Object.keys(MOVES[from]) as OrderAction[];
}

/** An order in a state nothing can move any more. */
export function isFinal(status: OrderStatus): boolean {
  return allowedActions(status).length === 0;
}
