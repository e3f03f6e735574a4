import { type RechargeBody, type RechargeResult, rechargeResultSchema } from "@seller/contract/wallet";
import { useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { idempotencyHeaders } from "../../../lib/idempotency";
import { useIdempotentMutation } from "../../../lib/idempotent-mutation";
import { walletKeys } from "./query-keys";

export async function createRecharge(body: RechargeBody, idempotencyKey: string): Promise<RechargeResult> {
  const { data } = await apiRequest<unknown>("/sellers/wallet/recharge", {
    method: "POST",
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
  return rechargeResultSchema.parse(data);
}

/** A pending recharge with its payment instructions (DECISIONS "Wallet"). */
export function useCreateRecharge() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    request: createRecharge,
    meta: { errorFallbackKey: "wallet.recharge.submitFailed" },
    onSuccess: (result) => queryClient.setQueryData(walletKeys.recharge(result.recharge.id), result),
  });
}
