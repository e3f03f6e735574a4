import { type DepositResult, depositResultSchema } from "@seller/contract/deposit";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiResult, apiRequest } from "../../../lib/api-client";
import { idempotencyHeaders } from "../../../lib/idempotency";
import { walletKeys } from "./query-keys";

export async function payDeposit(idempotencyKey: string): Promise<ApiResult<DepositResult>> {
  const { data, message } = await apiRequest<unknown>("/sellers/deposit", {
    method: "POST",
    headers: idempotencyHeaders(idempotencyKey),
  });
  return { data: depositResultSchema.parse(data), message };
}

/** Pays the 5,000 THB security deposit; the variable is the submit's Idempotency-Key. */
export function usePayDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payDeposit,
    meta: { errorFallbackKey: "deposit.dialog.payFailed" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
