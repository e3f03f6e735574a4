import { type RechargeBody, type RechargeResult, rechargeResultSchema } from "@seller/contract/wallet";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { type Idempotent, idempotencyHeaders } from "../../../lib/idempotency";
import { walletKeys } from "./query-keys";

export async function createRecharge({
  body,
  idempotencyKey,
}: Idempotent<RechargeBody>): Promise<RechargeResult> {
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
  return useMutation({
    mutationFn: createRecharge,
    meta: { errorFallbackKey: "wallet.recharge.submitFailed" },
    onSuccess: (result) => queryClient.setQueryData(walletKeys.recharge(result.recharge.id), result),
  });
}
