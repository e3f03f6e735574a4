import type { ChangeWithdrawPasswordBody } from "@seller/contract/wallet";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export async function changeWithdrawPassword(body: ChangeWithdrawPasswordBody): Promise<string> {
  const { message } = await apiRequest<unknown>("/sellers/wallet/change-withdraw-password", {
    method: "POST",
    body,
  });
  return message;
}

export function useChangeWithdrawPassword() {
  return useMutation({
    mutationFn: changeWithdrawPassword,
    meta: { errorFallbackKey: "settings.withdrawPassword.failed" },
  });
}
