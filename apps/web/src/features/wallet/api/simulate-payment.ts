import type { SandboxOutcome } from "@seller/contract/payments";
import { type RechargeResult, rechargeResultSchema } from "@seller/contract/wallet";
import { useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { idempotencyHeaders } from "../../../lib/idempotency";
import { useIdempotentMutation } from "../../../lib/idempotent-mutation";
import { walletKeys } from "./query-keys";

export async function simulatePayment(
  body: { id: number; outcome: SandboxOutcome },
  idempotencyKey: string,
): Promise<RechargeResult> {
  const { data } = await apiRequest<unknown>(`/sellers/wallet/recharges/${body.id}/sandbox/${body.outcome}`, {
    method: "POST",
    headers: idempotencyHeaders(idempotencyKey),
  });
  return rechargeResultSchema.parse(data);
}

/** The demo's stand-in for the bank (sandbox provider only): paid, failed or expired. */
export function useSimulatePayment() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    request: simulatePayment,
    meta: { errorFallbackKey: "payments.screen.simulateFailedToast" },
    onSuccess: (result) => queryClient.setQueryData(walletKeys.recharge(result.recharge.id), result),
  });
}
