// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import * as form from "../../../../test/form-harness";
import { apiRequest } from "../../../lib/api-client";
import { AddCardModal } from "./add-card-modal";

vi.mock("antd-mobile", () => import("../../../../test/antd-mobile-stand-in"));
vi.mock("../../../lib/api-client", () => import("../../../../test/api-client-stand-in"));

const CARD = {
  "card-bank": "KBANK",
  "card-number": "1234567890",
  "card-holder": "Somchai Jaidee",
  "card-password": "kl3Qm9zR",
};
/** The first card sets the withdrawal password, typed twice. */
const FIRST_CARD = { ...CARD, "card-password-confirm": "kl3Qm9zR" };

function openForm() {
  form.renderForm(<AddCardModal visible onClose={() => undefined} onAdded={() => undefined} />);
}

function submitCard(fields: Record<string, string>) {
  form.typeAll(fields);
  screen.getByTestId("card-submit").click();
}

/** The add-card form of spec section 5: each refusal names its rule and sends nothing. */
describe("the add-card form's rules", () => {
  form.setUpFormTests();

  it("sends the bank's code, the digits, the holder and the new withdrawal password, not its confirmation", async () => {
    openForm();
    submitCard({ ...FIRST_CARD, "card-number": "1234 5678-90" });
    await waitFor(() =>
      expect(form.requestsSent()).toEqual([
        [
          "/sellers/bank-cards",
          {
            method: "POST",
            body: {
              bank_name: "KBANK",
              card_number: "1234567890",
              card_holder_name: "Somchai Jaidee",
              withdraw_password: "kl3Qm9zR",
            },
          },
        ],
      ]),
    );
  });

  it.each<form.RefusedCase>([
    ["no bank", { "card-bank": "" }, "bankCard.requiredFields"],
    ["no card number", { "card-number": "" }, "bankCard.requiredFields"],
    ["a card number under 8 digits", { "card-number": "1234567" }, "bankCard.cardNumberLength"],
    ["no holder", { "card-holder": "   " }, "bankCard.requiredFields"],
    ["a holder over 50 characters", { "card-holder": "ก".repeat(51) }, "bankCard.holderNameTooLong"],
    ...form.chosenPasswordCases("card-password", "card-password-confirm", "wallet.withdrawPasswordTooShort"),
  ])("refuses %s", async (_case, changes, key) => {
    openForm();
    submitCard({ ...FIRST_CARD, ...changes });
    await form.expectRefused(form.localeText(key));
  });

  it("asks once for the password already set, and sends it", async () => {
    vi.mocked(apiRequest).mockResolvedValueOnce({
      data: { cards: [], has_withdraw_password: true },
      message: "",
    });
    openForm();
    await waitFor(() => expect(screen.queryByTestId("card-password-confirm")).toBeNull());
    submitCard(CARD);
    await waitFor(() =>
      expect(form.requestsSent()).toMatchObject([
        ["/sellers/bank-cards", { body: { withdraw_password: "kl3Qm9zR" } }],
      ]),
    );
  });
});
