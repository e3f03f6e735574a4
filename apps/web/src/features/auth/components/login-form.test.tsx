// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import * as form from "../../../../test/form-harness";
import { LoginForm } from "./login-form";

vi.mock("antd-mobile", () => import("../../../../test/antd-mobile-stand-in"));
vi.mock("../../../lib/api-client", () => import("../../../../test/api-client-stand-in"));

/** Fills the account and password given, slides unless told not to, and submits. */
function signIn(account: string, password: string, { slide = true } = {}) {
  form.renderForm(<LoginForm />);
  form.type("account-input", account);
  form.type("password-input", password);
  if (slide) form.slideThrough();
  form.submit();
}

/** Spec sections 2 and 5, sign-in: each refusal names its rule and sends nothing. */
describe("the sign-in form's rules", () => {
  form.setUpFormTests({ slide: true });

  it("sends the trimmed account, the password and remember-me", async () => {
    form.renderForm(<LoginForm />);
    fireEvent.click(screen.getByTestId("remember-me"));
    form.type("account-input", " shop_01 ");
    form.type("password-input", "any-old-password");
    form.slideThrough();
    form.submit();
    await waitFor(() =>
      expect(form.requestsSent()).toEqual([
        [
          "/sellers/signin",
          {
            method: "POST",
            body: { account: "shop_01", password: "any-old-password", remember: true },
            auth: false,
          },
        ],
      ]),
    );
  });

  it.each([
    ["no account", "", "secret1", "validation.accountRequired"],
    ["an account under 3 characters", "ab", "secret1", "validation.accountTooShort"],
    ["an account with a quote", "shop'1", "secret1", "validation.accountCharacters"],
    ["no password", "shop_01", "", "validation.passwordRequired"],
    ["a short password", "shop_01", "12345", "validation.passwordTooShort"],
    ["a password over 128 characters", "shop_01", "p".repeat(129), "validation.passwordTooLong"],
  ])("refuses %s", async (_case, account, password, key) => {
    signIn(account, password);
    await form.expectRefused(form.localeText(key));
  });

  it("refuses before the slide is done, and sends once it is", async () => {
    signIn("shop_01", "secret1", { slide: false });
    await form.expectSentOnlyAfterSlide(() => form.type("password-input", "secret2"), "/sellers/signin", {
      password: "secret2",
    });
  });
});
