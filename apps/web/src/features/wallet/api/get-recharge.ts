import { type RechargeResult, rechargeResultSchema } from "@seller/contract/wallet";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { walletKeys } from "./query-keys";

/** A bank transfer waits for an operator: the screen asks again every 15 s while it is pending. */
const PENDING_POLL_MS = 15_000;

export async function getRecharge(id: number, signal?: AbortSignal): Promise<RechargeResult> {
  const { data } = await apiRequest<unknown>(`/sellers/wallet/recharges/${id}`, { signal });
  return rechargeResultSchema.parse(data);
}

export function useRecharge(id: number | undefined) {
  return useQuery({
    queryKey: walletKeys.recharge(id ?? 0),
    queryFn: ({ signal }) => getRecharge(id ?? 0, signal),
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data?.recharge.status === "pending" ? PENDING_POLL_MS : false),
  });
}
