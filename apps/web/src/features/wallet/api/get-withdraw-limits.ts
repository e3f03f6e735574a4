import { type WithdrawLimits, withdrawLimitsSchema } from "@seller/contract/wallet";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { walletKeys } from "./query-keys";

export async function getWithdrawLimits(signal?: AbortSignal): Promise<WithdrawLimits> {
  const { data } = await apiRequest<unknown>("/sellers/wallet/withdraw-limits", { signal });
  return withdrawLimitsSchema.parse(data);
}

/** Range, fee, daily limit and balance: everything shown before submit (ARCHITECTURE "Integrity"). */
export function useWithdrawLimits() {
  return useQuery({
    queryKey: walletKeys.withdrawLimits(),
    queryFn: ({ signal }) => getWithdrawLimits(signal),
    meta: { errorMessageKey: "wallet.withdraw.loadFailed" },
  });
}
