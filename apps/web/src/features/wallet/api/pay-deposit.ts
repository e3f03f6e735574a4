import { type DepositResult, depositResultSchema } from "@seller/contract/wallet-answers";
import { useQueryClient } from "@tanstack/react-query";
import { type ApiResult, apiRequest } from "../../../lib/api-client";
import { idempotencyHeaders } from "../../../lib/idempotency";
import { useIdempotentMutation } from "../../../lib/idempotent-mutation";
import { walletKeys } from "./query-keys";

export async function payDeposit(
  _body: undefined,
  idempotencyKey: string,
): Promise<ApiResult<DepositResult>> {
  const { data, message } = await apiRequest<unknown>("/sellers/deposit", {
    method: "POST",
    headers: idempotencyHeaders(idempotencyKey),
  });
  return { data: depositResultSchema.parse(data), message };
}

/** Pays the 5,000 THB security deposit. */
export function usePayDeposit() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    request: payDeposit,
    meta: { errorFallbackKey: "deposit.dialog.payFailed" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
