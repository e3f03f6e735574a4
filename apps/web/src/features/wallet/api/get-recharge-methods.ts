import { type RechargeMethods, rechargeMethodsSchema } from "@seller/contract/wallet";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { walletKeys } from "./query-keys";

export async function getRechargeMethods(signal?: AbortSignal): Promise<RechargeMethods> {
  const { data } = await apiRequest<unknown>("/sellers/wallet/recharge-methods", { signal });
  return rechargeMethodsSchema.parse(data);
}

/** The top-up methods the platform can take now (the /deposit screen offers only those) and who confirms them. */
export function useRechargeMethods() {
  return useQuery({
    queryKey: walletKeys.rechargeMethods(),
    queryFn: ({ signal }) => getRechargeMethods(signal),
    select: ({ methods, provider, demo }) => ({
      methods: methods.filter((entry) => entry.available).map((entry) => entry.method),
      provider,
      demo,
    }),
  });
}
