import type { ENDED_VIEW, FollowedStatus, OrderSort, OrderTimeFilter } from "@seller/contract/seller-orders";

/** The four followed states' screens and the cancelled and refunded one (DECISIONS "Orders"). */
export type OrderListView = FollowedStatus | typeof ENDED_VIEW;

export type OrderListFilters = {
  status: OrderListView;
  time: OrderTimeFilter;
  sort: OrderSort;
  priority?: "high" | "normal";
  /** Order number, buyer name or the buyer's whole phone number (DECISIONS "Orders"). */
  keyword?: string;
};

/** Query keys of the orders feature (STYLE.md rule 8); `all` is what order notifications make stale. */
export const orderKeys = {
  all: ["orders"] as const,
  lists: () => [...orderKeys.all, "list"] as const,
  list: (filters: OrderListFilters) => [...orderKeys.lists(), filters] as const,
  detail: (id: number) => [...orderKeys.all, "detail", id] as const,
  stats: () => [...orderKeys.all, "stats"] as const,
};
