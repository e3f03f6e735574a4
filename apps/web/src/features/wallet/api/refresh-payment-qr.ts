import { type RechargeResult, rechargeResultSchema } from "@seller/contract/wallet";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { walletKeys } from "./query-keys";

export async function refreshPaymentQr(id: number): Promise<RechargeResult> {
  const { data } = await apiRequest<unknown>(`/sellers/wallet/recharges/${id}/qr`, { method: "POST" });
  return rechargeResultSchema.parse(data);
}

/** A QR lives 15 minutes; the payer asks for a fresh one until the top-up expires (DECISIONS "Payments"). */
export function useRefreshPaymentQr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshPaymentQr,
    meta: { errorFallbackKey: "payments.screen.freshQrFailed" },
    onSuccess: (result) => queryClient.setQueryData(walletKeys.recharge(result.recharge.id), result),
  });
}
