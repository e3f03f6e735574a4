import { CARD_NUMBER_MAX_LENGTH } from "@seller/contract/bank-cards";

/** Spec section 5: the card number field keeps digits only, at most 19 of them. */
export function cardNumberInput(value: string): string {
  return value.replace(/\D/g, "").slice(0, CARD_NUMBER_MAX_LENGTH);
}
