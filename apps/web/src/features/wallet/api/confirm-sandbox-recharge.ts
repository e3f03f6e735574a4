import { type RechargeResult, rechargeResultSchema } from "@seller/contract/wallet";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { type Idempotent, idempotencyHeaders } from "../../../lib/idempotency";
import { walletKeys } from "./query-keys";

export async function confirmSandboxRecharge({
  body: id,
  idempotencyKey,
}: Idempotent<number>): Promise<RechargeResult> {
  const { data } = await apiRequest<unknown>(`/sellers/wallet/recharges/${id}/sandbox-confirm`, {
    method: "POST",
    headers: idempotencyHeaders(idempotencyKey),
  });
  return rechargeResultSchema.parse(data);
}

/** The sandbox payment provider lets the seller confirm a PromptPay payment on the spot. */
export function useConfirmSandboxRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSandboxRecharge,
    meta: { errorFallbackKey: "wallet.recharge.confirmFailed" },
    onSuccess: (result) => queryClient.setQueryData(walletKeys.recharge(result.recharge.id), result),
  });
}
