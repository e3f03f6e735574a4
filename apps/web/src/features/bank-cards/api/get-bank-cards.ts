import { type BankCard, bankCardListSchema } from "@seller/contract/bank-cards";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { bankCardKeys } from "./query-keys";

/** Spec section 9: bank cards are fresh for 10 minutes. */
export const BANK_CARDS_STALE_MS = 10 * 60 * 1000;

export async function getBankCards(signal?: AbortSignal): Promise<BankCard[]> {
  const { data } = await apiRequest<unknown>("/sellers/bank-cards", { signal });
  return bankCardListSchema.parse(data).cards;
}

export function useBankCards() {
  return useQuery({
    queryKey: bankCardKeys.list(),
    queryFn: ({ signal }) => getBankCards(signal),
    staleTime: BANK_CARDS_STALE_MS,
    meta: { errorMessageKey: "bankCards.loadFailed" },
  });
}
