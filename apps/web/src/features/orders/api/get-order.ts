import { type SellerOrderDetail, sellerOrderDetailSchema } from "@seller/contract/seller-orders";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { orderKeys } from "./query-keys";

export async function getOrder(id: number, signal?: AbortSignal): Promise<SellerOrderDetail> {
  const { data } = await apiRequest<unknown>(`/sellers/orders/${id}`, { signal });
  const body = data as { order?: unknown } | null;
  return sellerOrderDetailSchema.parse(
    body && typeof body === "object" && "order" in body ? body.order : data,
  );
}

export function useOrder(id: number) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    meta: { handleErrors: false },
  });
}
