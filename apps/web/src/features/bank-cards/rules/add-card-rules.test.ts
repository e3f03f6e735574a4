import { addBankCardBodySchema } from "@seller/contract/bank-cards";
import { describe, expect, it } from "vitest";
import { cardNumberInput } from "./card-number-input";

const card = {
  bank_name: "KBANK",
  card_number: "123456789012",
  card_holder_name: "Somchai",
  withdraw_password: "secret1",
};

function firstMessage(body: Record<string, unknown>): string | undefined {
  return addBankCardBodySchema.safeParse(body).error?.issues[0]?.message;
}

describe("bank card form rules", () => {
  it("keeps only digits in the card number, at most 19", () => {
    expect(cardNumberInput("1234-5678 9012ab")).toBe("123456789012");
    expect(cardNumberInput("1".repeat(25))).toHaveLength(19);
  });

  it("asks for every field", () => {
    expect(firstMessage({ ...card, bank_name: undefined })).toBe("bankCard.requiredFields");
    expect(firstMessage({ ...card, card_holder_name: " " })).toBe("bankCard.requiredFields");
    expect(firstMessage({ ...card, withdraw_password: "" })).toBe("wallet.withdrawPasswordRequired");
  });

  it("refuses a holder name over 50 characters and a password under 6", () => {
    expect(firstMessage({ ...card, card_holder_name: "a".repeat(51) })).toBe("bankCard.holderNameTooLong");
    expect(firstMessage({ ...card, withdraw_password: "12345" })).toBe("wallet.withdrawPasswordTooShort");
  });

  it("refuses a card number longer than 19 digits", () => {
    expect(firstMessage({ ...card, card_number: "1".repeat(20) })).toBe("bankCard.cardNumberLength");
    expect(addBankCardBodySchema.safeParse(card).success).toBe(true);
  });
});
