// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import * as form from "../../../../test/form-harness";
import { RegisterForm } from "./register-form";

vi.mock("antd-mobile", () => import("../../../../test/antd-mobile-stand-in"));
vi.mock("../../../lib/api-client", () => import("../../../../test/api-client-stand-in"));

const SELLER = {
  "account-input": "shop_01@example.th",
  "password-input": "kl3Qm9zR",
  "confirm-password-input": "kl3Qm9zR",
};

/** Fills the form as a seller would (fields, terms, slide), with the changes given, and submits. */
function register(changes: Record<string, string> = {}, { agree = true, slide = true } = {}) {
  form.renderForm(<RegisterForm terms={null} />);
  form.typeAll({ ...SELLER, ...changes });
  if (agree) fireEvent.click(screen.getByTestId("terms-checkbox"));
  if (slide) form.slideThrough();
  form.submit();
}

/** Spec sections 2 and 5, register: each refusal names its rule and sends nothing. */
describe("the register form's rules", () => {
  form.setUpFormTests({ slide: true });

  it("sends the trimmed account and the password, not the confirmation or the terms", async () => {
    register({ "account-input": "  shop_01@example.th " });
    await waitFor(() =>
      expect(form.requestsSent()).toEqual([
        [
          "/sellers/register",
          { method: "POST", body: { account: "shop_01@example.th", password: "kl3Qm9zR" }, auth: false },
        ],
      ]),
    );
  });

  it.each<form.RefusedCase>([
    ["no account", { "account-input": "" }, "validation.accountRequired"],
    ["an account under 3 characters", { "account-input": "ab" }, "validation.accountTooShort"],
    ["an account over 32 characters", { "account-input": "a".repeat(33) }, "validation.accountTooLong"],
    ["an account with markup", { "account-input": "shop<b>" }, "validation.accountCharacters"],
    ["no password", { "password-input": "" }, "validation.passwordRequired"],
    ...form.chosenPasswordCases("password-input", "confirm-password-input", "validation.passwordTooShort"),
  ])("refuses %s", async (_case, changes, key) => {
    register(changes);
    await form.expectRefused(form.localeText(key));
  });

  it("refuses without the terms agreed", async () => {
    register({}, { agree: false });
    await form.expectRefused(form.localeText("validation.termsRequired"));
  });

  it("refuses before the slide is done, and sends once it is", async () => {
    register({}, { slide: false });
    await form.expectSentOnlyAfterSlide(() => form.type("account-input", "shop_02"), "/sellers/register", {
      account: "shop_02",
    });
  });
});
