import type { DeleteBankCardBody } from "@seller/contract/bank-cards";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { bankCardKeys } from "./query-keys";

/** DELETE /api/sellers/bank-cards/{id}: the withdrawal password goes in the body. */
export async function deleteBankCard(input: { id: number } & DeleteBankCardBody): Promise<void> {
  const { id, ...body } = input;
  await apiRequest(`/sellers/bank-cards/${id}`, { method: "DELETE", body });
}

/** A wrong password is shown in the sheet, next to the field, not as a toast. */
export function useDeleteBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBankCard,
    meta: { handleErrors: false },
    // The withdrawal password stays when the card goes.
    onSuccess: () =>
      queryClient.setQueryData(bankCardKeys.list(), { cards: [], has_withdraw_password: true }),
  });
}
