import { REVIEWS_PAGE_SIZE, type ReviewsPage, reviewsPageSchema } from "@seller/contract/catalogue";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { catalogueKeys } from "./query-keys";

export async function getProductReviews(
  id: number,
  page: number,
  signal?: AbortSignal,
): Promise<ReviewsPage> {
  const query = new URLSearchParams({ page: String(page), per_page: String(REVIEWS_PAGE_SIZE) });
  const { data } = await apiRequest<unknown>(`/products/${id}/reviews?${query}`, { signal });
  return reviewsPageSchema.parse(data);
}

/**
 * Reviews after the first three the detail already holds: three more per tap
 * (spec section 9). Page 1 is the detail's own three, so fetching starts at 2.
 */
export function useMoreReviews(id: number) {
  return useInfiniteQuery({
    queryKey: catalogueKeys.reviews(id),
    queryFn: ({ pageParam, signal }) => getProductReviews(id, pageParam, signal),
    initialPageParam: 2,
    enabled: false,
    meta: { errorMessageKey: "catalogue.detail.reviewsFailed" },
    getNextPageParam: (last) => (last.page * last.per_page < last.total ? last.page + 1 : undefined),
  });
}
