import { type AddBankCardBody, type BankCard, bankCardResultSchema } from "@seller/contract/bank-cards";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { bankCardKeys } from "./query-keys";

export async function addBankCard(body: AddBankCardBody): Promise<BankCard> {
  const { data } = await apiRequest<unknown>("/sellers/bank-cards", { method: "POST", body });
  return bankCardResultSchema.parse(data).card;
}

export function useAddBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBankCard,
    meta: { errorFallbackKey: "bankCards.addFailed" },
    // The first card sets the withdrawal password (DECISIONS.md "Wallet").
    onSuccess: (card) =>
      queryClient.setQueryData(bankCardKeys.list(), { cards: [card], has_withdraw_password: true }),
  });
}
