import { type WithdrawBody, type WithdrawResult, withdrawResultSchema } from "@seller/contract/wallet";
import { useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { idempotencyHeaders } from "../../../lib/idempotency";
import { useIdempotentMutation } from "../../../lib/idempotent-mutation";
import { walletKeys } from "./query-keys";

export async function createWithdrawal(body: WithdrawBody, idempotencyKey: string): Promise<WithdrawResult> {
  const { data } = await apiRequest<unknown>("/sellers/wallet/withdraw", {
    method: "POST",
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
  return withdrawResultSchema.parse(data);
}

/** The request freezes the amount until an operator pays it out or rejects it. */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    request: createWithdrawal,
    meta: { errorFallbackKey: "wallet.withdraw.submitFailed" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
