import { addBankCardBodySchema } from "@seller/contract/bank-cards";
import { describe, expect, it } from "vitest";
import { addCardFormSchema } from "./add-card-form";
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

describe("the withdrawal password set with the first card", () => {
  const issue = (settingNew: boolean, form: Record<string, unknown>) =>
    addCardFormSchema(settingNew)
      .safeParse({ ...card, ...form })
      .error?.issues.find((entry) => entry.path[0] === "confirm_password")?.message;

  it("is typed twice, and the two must match", () => {
    expect(issue(true, {})).toBe("validation.confirmPasswordRequired");
    expect(issue(true, { confirm_password: "secret2" })).toBe("validation.passwordsMismatch");
    expect(issue(true, { confirm_password: "secret1" })).toBeUndefined();
  });

  it("is asked once when it was set before", () => {
    expect(issue(false, {})).toBeUndefined();
  });
});
