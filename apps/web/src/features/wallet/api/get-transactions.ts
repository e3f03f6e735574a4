import {
  TRANSACTIONS_PAGE_SIZE,
  type TransactionsPage,
  type TransactionsQuery,
  transactionsPageSchema,
} from "@seller/contract/transactions";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { walletKeys } from "./query-keys";

export type TransactionFilters = Pick<TransactionsQuery, "type" | "status">;

export async function getTransactions(
  filters: TransactionFilters,
  page: number,
  signal?: AbortSignal,
): Promise<TransactionsPage> {
  const query = new URLSearchParams({ page: String(page), per_page: String(TRANSACTIONS_PAGE_SIZE) });
  if (filters.type) query.set("type", filters.type);
  if (filters.status) query.set("status", filters.status);
  const { data } = await apiRequest<unknown>(`/sellers/transactions?${query}`, { signal });
  return transactionsPageSchema.parse(data);
}

/** Spec section 2: load more appears when a full page of 20 came back. */
export function useTransactions(filters: TransactionFilters) {
  return useInfiniteQuery({
    queryKey: walletKeys.transactions(filters),
    queryFn: ({ pageParam, signal }) => getTransactions(filters, pageParam, signal),
    initialPageParam: 1,
    // Spec section 8: a failed fetch is not a toast; the screen shows its own retry.
    meta: { handleErrors: false },
    getNextPageParam: (last) =>
      last.transactions.length === TRANSACTIONS_PAGE_SIZE ? last.page + 1 : undefined,
  });
}
