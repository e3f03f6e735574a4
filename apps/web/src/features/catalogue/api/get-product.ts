import { type ProductDetail, productDetailSchema } from "@seller/contract/catalogue";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { CATALOGUE_STALE_MS } from "./get-products";
import { catalogueKeys } from "./query-keys";

export async function getProduct(id: number, signal?: AbortSignal): Promise<ProductDetail> {
  const { data } = await apiRequest<unknown>(`/products/${id}`, { signal });
  return productDetailSchema.parse(data);
}

/** A path's product id: only a positive whole number names one. */
export function productIdOf(value: string | null | undefined): number | undefined {
  return value && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : undefined;
}

/** The detail screen shows its own error with a retry (spec section 8), so no toast here. */
export function productQueryOptions(id: number) {
  return queryOptions({
    queryKey: catalogueKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: CATALOGUE_STALE_MS,
    meta: { handleErrors: false },
  });
}

export function useProduct(id: number | undefined) {
  return useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== undefined });
}
