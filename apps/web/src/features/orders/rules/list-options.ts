import type { OrderSort, OrderTimeFilter } from "@seller/contract/seller-orders";
import type { OrderListView } from "../api/query-keys";

type ListOptions = {
  times: readonly OrderTimeFilter[];
  sorts: readonly OrderSort[];
  defaultSort: OrderSort;
  priority: boolean;
};

/**
 * What each list lets the seller choose (spec sections 2 and 9): pending lists
 * filter by today, 7 and 30 days; completed adds 90 days; pending payment has
 * the five sorts, completed the four, pending shipment the priority filter.
 */
export const LIST_OPTIONS: Readonly<Record<OrderListView, ListOptions>> = {
  pending_payment: {
    times: ["all", "today", "week", "month"],
    sorts: ["created_desc", "created_asc", "amount_desc", "amount_asc", "expiry_asc"],
    defaultSort: "created_desc",
    priority: false,
  },
  pending_shipment: {
    times: ["all", "today", "week", "month"],
    sorts: ["created_desc"],
    defaultSort: "created_desc",
    priority: true,
  },
  pending_delivery: {
    times: ["all", "today", "week", "month"],
    sorts: ["shipped_desc"],
    defaultSort: "shipped_desc",
    priority: false,
  },
  completed: {
    times: ["all", "today", "week", "month", "last3months"],
    sorts: ["completed_desc", "completed_asc", "amount_desc", "amount_asc"],
    defaultSort: "completed_desc",
    priority: false,
  },
  // Cancelled and refunded: by when they ended, latest first (DECISIONS "Orders").
  ended: {
    times: ["all", "today", "week", "month", "last3months"],
    sorts: ["ended_desc"],
    defaultSort: "ended_desc",
    priority: false,
  },
};
