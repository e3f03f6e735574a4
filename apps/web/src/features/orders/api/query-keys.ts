import type { FollowedStatus, OrderSort, OrderTimeFilter } from "@seller/contract/seller-orders";

export type OrderListFilters = {
  status: FollowedStatus;
  time: OrderTimeFilter;
  sort: OrderSort;
  priority?: "high" | "normal";
};

/** Query keys of the orders feature (STYLE.md rule 8); `all` is what order notifications make stale. */
export const orderKeys = {
  all: ["orders"] as const,
  lists: () => [...orderKeys.all, "list"] as const,
  list: (filters: OrderListFilters) => [...orderKeys.lists(), filters] as const,
  detail: (id: number) => [...orderKeys.all, "detail", id] as const,
  stats: () => [...orderKeys.all, "stats"] as const,
  couriers: () => ["shipping-companies"] as const,
};
