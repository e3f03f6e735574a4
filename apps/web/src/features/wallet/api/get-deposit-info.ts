import { type DepositInfo, depositInfoSchema } from "@seller/contract/wallet-answers";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { walletKeys } from "./query-keys";

export async function getDepositInfo(signal?: AbortSignal): Promise<DepositInfo> {
  const { data } = await apiRequest<unknown>("/finance/deposit-info", { signal });
  return depositInfoSchema.parse(data);
}

/** The terms the seller reads before paying; texts come in the caller's language. */
export function useDepositInfo(enabled = true) {
  return useQuery({
    queryKey: walletKeys.depositInfo(),
    queryFn: ({ signal }) => getDepositInfo(signal),
    enabled,
  });
}
