import { type ShippingCompany, shippingCompaniesSchema } from "@seller/contract/seller-orders";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { orderKeys } from "./query-keys";

export async function getCouriers(signal?: AbortSignal): Promise<ShippingCompany[]> {
  const { data } = await apiRequest<unknown>("/shipping/companies", { signal });
  return shippingCompaniesSchema.parse(data).companies;
}

export function useCouriers(enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.couriers(),
    queryFn: ({ signal }) => getCouriers(signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
