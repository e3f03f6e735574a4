import { type DepositRefund, depositRefundResultSchema } from "@seller/contract/wallet-answers";
import { useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { idempotencyHeaders } from "../../../lib/idempotency";
import { useIdempotentMutation } from "../../../lib/idempotent-mutation";
import { walletKeys } from "./query-keys";

export async function requestDepositRefund(_body: undefined, idempotencyKey: string): Promise<DepositRefund> {
  const { data } = await apiRequest<unknown>("/sellers/deposit/refund", {
    method: "POST",
    headers: idempotencyHeaders(idempotencyKey),
  });
  return depositRefundResultSchema.parse(data).refund;
}

/** DECISIONS "Wallet": the seller may ask for the deposit back; an operator reviews it. */
export function useRequestDepositRefund() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    request: requestDepositRefund,
    meta: { errorFallbackKey: "deposit.dialog.refundFailed" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.depositInfo() }),
  });
}
