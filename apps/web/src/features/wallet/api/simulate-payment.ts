import type { SandboxOutcome } from "@seller/contract/payments";
import { type RechargeResult, rechargeResultSchema } from "@seller/contract/wallet";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { type Idempotent, idempotencyHeaders } from "../../../lib/idempotency";
import { walletKeys } from "./query-keys";

export async function simulatePayment({
  body,
  idempotencyKey,
}: Idempotent<{ id: number; outcome: SandboxOutcome }>): Promise<RechargeResult> {
  const { data } = await apiRequest<unknown>(`/sellers/wallet/recharges/${body.id}/sandbox/${body.outcome}`, {
    method: "POST",
    headers: idempotencyHeaders(idempotencyKey),
  });
  return rechargeResultSchema.parse(data);
}

/** The demo's stand-in for the bank (sandbox provider only): paid, failed or expired. */
export function useSimulatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: simulatePayment,
    meta: { errorFallbackKey: "payments.screen.simulateFailedToast" },
    onSuccess: (result) => queryClient.setQueryData(walletKeys.recharge(result.recharge.id), result),
  });
}
