import { CATEGORY_KEYS, type Category, categoriesSchema } from "@seller/contract/product-answers";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { CATALOGUE_STALE_MS } from "./get-products";
import { catalogueKeys } from "./query-keys";

export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const { data } = await apiRequest<unknown>("/products/categories", { signal });
  return categoriesSchema.parse(data);
}

/** Spec section 8: when the categories cannot be fetched, the five default ones stand in. */
export function fallbackCategories(): Pick<Category, "key">[] {
  return CATEGORY_KEYS.map((key) => ({ key }));
}

export function useCategories() {
  return useQuery({
    queryKey: catalogueKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: CATALOGUE_STALE_MS,
    meta: { handleErrors: false },
  });
}
