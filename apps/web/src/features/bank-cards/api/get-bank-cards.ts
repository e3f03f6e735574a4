import { type BankCardList, bankCardListSchema } from "@seller/contract/bank-cards";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { bankCardKeys } from "./query-keys";

/** Spec section 9: bank cards are fresh for 10 minutes. */
export const BANK_CARDS_STALE_MS = 10 * 60 * 1000;

export async function getBankCards(signal?: AbortSignal): Promise<BankCardList> {
  const { data } = await apiRequest<unknown>("/sellers/bank-cards", { signal });
  return bankCardListSchema.parse(data);
}

const bankCardsQuery = {
  queryKey: bankCardKeys.list(),
  queryFn: ({ signal }: { signal?: AbortSignal }) => getBankCards(signal),
  staleTime: BANK_CARDS_STALE_MS,
  meta: { errorMessageKey: "bankCards.loadFailed" },
};

export function useBankCards() {
  return useQuery({ ...bankCardsQuery, select: (list: BankCardList) => list.cards });
}

/** Whether the withdrawal password exists (set with the first card; kept when the card is removed). */
export function useHasWithdrawPassword() {
  return useQuery({ ...bankCardsQuery, select: (list: BankCardList) => list.has_withdraw_password });
}
