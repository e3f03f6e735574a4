import { type ListingScope, type SellerProductsPage, sellerProductsPageSchema } from "@seller/contract/store";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { storeKeys } from "./query-keys";

/** The spec's per_page 999999 is served in pages of 100 (DECISIONS "Orders"): more load as the seller scrolls. */
export const LISTING_PAGE_SIZE = 100;

export async function getSellerProducts(
  filter: { scope: ListingScope; keyword: string; category: string | undefined; page: number },
  signal?: AbortSignal,
): Promise<SellerProductsPage> {
  const query = new URLSearchParams({
    scope: filter.scope,
    page: String(filter.page),
    per_page: String(LISTING_PAGE_SIZE),
  });
  if (filter.keyword) query.set("keyword", filter.keyword);
  if (filter.category) query.set("category", filter.category);
  const { data } = await apiRequest<unknown>(`/sellers/products?${query}`, { signal });
  return sellerProductsPageSchema.parse(data);
}

/** Listed products, or with scope "available" the catalogue products not listed yet (spec "Shop management"). */
export function useSellerProducts(scope: ListingScope, keyword: string, category: string | undefined) {
  return useInfiniteQuery({
    queryKey: storeKeys.productList(scope, keyword, category),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      getSellerProducts({ scope, keyword, category, page: pageParam }, signal),
    getNextPageParam: (last) => (last.page * last.per_page < last.total ? last.page + 1 : undefined),
    placeholderData: (previous) => previous,
    // Spec section 8: listed products that fail to load show an empty list, not a toast.
    meta: { handleErrors: false },
  });
}
