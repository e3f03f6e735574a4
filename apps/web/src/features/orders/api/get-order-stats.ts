import { type OrderStats, orderStatsSchema } from "@seller/contract/order-stats-answers";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { orderKeys } from "./query-keys";

export async function getOrderStats(signal?: AbortSignal): Promise<OrderStats> {
  const { data } = await apiRequest<unknown>("/sellers/orders/stats", { signal });
  return orderStatsSchema.parse(data);
}

/** Counts, amounts and the balance the batch dialogs need; the badges read it too. */
export function useOrderStats(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: orderKeys.stats(),
    queryFn: ({ signal }) => getOrderStats(signal),
    enabled: options.enabled ?? true,
    // Spec section 8: failed counts fall back to zero, silently.
    meta: { handleErrors: false },
  });
}
