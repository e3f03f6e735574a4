import { type ProductDetail, productDetailSchema } from "@seller/contract/catalogue";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { CATALOGUE_STALE_MS } from "./get-products";
import { catalogueKeys } from "./query-keys";

export async function getProduct(id: number, signal?: AbortSignal): Promise<ProductDetail> {
  const { data } = await apiRequest<unknown>(`/products/${id}`, { signal });
  return productDetailSchema.parse(data);
}

/** The detail screen shows its own error with a retry (spec section 8), so no toast here. */
export function useProduct(id: number | undefined) {
  return useQuery({
    queryKey: catalogueKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getProduct(id ?? 0, signal),
    enabled: id !== undefined,
    staleTime: CATALOGUE_STALE_MS,
    meta: { handleErrors: false },
  });
}
