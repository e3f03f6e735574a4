import { PAGE_SIZE } from "@seller/contract/constants";
import { type ProductsPage, productsPageSchema } from "@seller/contract/product-answers";
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { ProductsFilterInput } from "../rules/products-filter";
import { catalogueKeys } from "./query-keys";

/** The catalogue changes when operators edit it: a minute is fresh enough for lists. */
export const CATALOGUE_STALE_MS = 60_000;

export async function getProducts(
  filter: ProductsFilterInput & { page?: number; per_page?: number },
  signal?: AbortSignal,
): Promise<ProductsPage> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== "") query.set(key, String(value));
  }
  const { data } = await apiRequest<unknown>(`/products?${query}`, { signal });
  return productsPageSchema.parse(data);
}

/** Search and category lists: 20 a page, the next page loaded as the seller scrolls (spec section 9). */
export function productsQueryOptions(filter: ProductsFilterInput) {
  return infiniteQueryOptions({
    queryKey: catalogueKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      getProducts({ ...filter, page: pageParam, per_page: PAGE_SIZE }, signal),
    initialPageParam: 1,
    staleTime: CATALOGUE_STALE_MS,
    // Spec section 8: a failed search shows its message in place, with a retry.
    meta: { handleErrors: false },
    getNextPageParam: (last) => (last.page * last.per_page < last.total ? last.page + 1 : undefined),
  });
}

export function useProducts(filter: ProductsFilterInput) {
  return useInfiniteQuery(productsQueryOptions(filter));
}

/** The home's hot products: the six best sellers among the hot ones (spec section 9). */
export const HOT_PRODUCTS_COUNT = 6;

export function hotProductsQueryOptions(count = HOT_PRODUCTS_COUNT) {
  return queryOptions({
    queryKey: catalogueKeys.hot(count),
    queryFn: ({ signal }) => getProducts({ hot: true, sort: "sales", per_page: count }, signal),
    staleTime: CATALOGUE_STALE_MS,
    meta: { handleErrors: false },
  });
}

/** The best sellers among the hot products: the home's six, fewer elsewhere. */
export function useHotProducts(count = HOT_PRODUCTS_COUNT) {
  return useQuery(hotProductsQueryOptions(count));
}
