import { PAYMENT_POLL_INTERVAL_MS } from "@seller/contract/payments";
import { type RechargeResult, rechargeResultSchema } from "@seller/contract/wallet";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { walletKeys } from "./query-keys";

export async function getRecharge(id: number, signal?: AbortSignal): Promise<RechargeResult> {
  const { data } = await apiRequest<unknown>(`/sellers/wallet/recharges/${id}`, { signal });
  return rechargeResultSchema.parse(data);
}

/** While the payment waits, the screen asks for its status every 5 s (DECISIONS "Payments"). */
export function useRecharge(id: number | undefined) {
  return useQuery({
    queryKey: walletKeys.recharge(id ?? 0),
    queryFn: ({ signal }) => getRecharge(id ?? 0, signal),
    enabled: id !== undefined,
    refetchInterval: (query) =>
      query.state.data?.recharge.status === "pending" ? PAYMENT_POLL_INTERVAL_MS : false,
  });
}
