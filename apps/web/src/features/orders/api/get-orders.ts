import { PAGE_SIZE } from "@seller/contract/paging";
import {
  ENDED_VIEW,
  ordersByStatusSchema,
  type SellerOrdersPage,
  sellerOrdersPageSchema,
} from "@seller/contract/seller-orders";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { type OrderListFilters, orderKeys } from "./query-keys";

export type OrdersPage = SellerOrdersPage;

/** The list's filters as the server reads them: the list and its CSV take the same. */
export function ordersQuery(filters: OrderListFilters): URLSearchParams {
  const query = new URLSearchParams({ status: filters.status, time: filters.time, sort: filters.sort });
  if (filters.priority) query.set("priority", filters.priority);
  if (filters.keyword) query.set("keyword", filters.keyword);
  return query;
}

export async function getOrdersByStatus(
  filters: OrderListFilters,
  page: number,
  signal?: AbortSignal,
): Promise<OrdersPage> {
  const query = ordersQuery(filters);
  query.set("page", String(page));
  query.set("per_page", String(PAGE_SIZE));
  if (filters.status === ENDED_VIEW) {
    // Cancelled and refunded together: the plain list, which takes `status=ended`.
    const { data } = await apiRequest<unknown>(`/sellers/orders?${query}`, { signal });
    return sellerOrdersPageSchema.parse(data);
  }
  const { data } = await apiRequest<unknown>(`/sellers/orders/by-status?${query}`, { signal });
  const parsed = ordersByStatusSchema.parse(data);
  // Spec section 7: the answer holds the order array under the asked state's own key.
  return { ...parsed, orders: parsed[filters.status] ?? [] };
}

/** One list's orders, 20 a page, further pages as the seller scrolls (DECISIONS "Orders"). */
export function useOrders(filters: OrderListFilters) {
  return useInfiniteQuery({
    queryKey: orderKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getOrdersByStatus(filters, pageParam, signal),
    initialPageParam: 1,
    // Spec section 8: each list shows its own failure message with a retry, not a toast.
    meta: { handleErrors: false },
    getNextPageParam: (last) => (last.page * last.per_page < last.total ? last.page + 1 : undefined),
  });
}
