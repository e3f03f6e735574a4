import { describe, expect, it } from "vitest";
import { changePasswordBodySchema, changePasswordFormSchema } from "./account";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("the change-password form (spec section 5)", () => {
  it("needs the current, the new and the confirmation", () => {
    const result = changePasswordFormSchema.safeParse({
      oldPassword: "",
      newPassword: "",
      confirmPassword: "",
    });
    expect(messages(result)).toEqual(
      expect.arrayContaining([
        "account.password.oldRequired",
        "validation.passwordRequired",
        "validation.confirmPasswordRequired",
      ]),
    );
  });

  it("refuses a confirmation that differs from the new password", () => {
    const result = changePasswordFormSchema.safeParse({
      oldPassword: "secret123",
      newPassword: "brandnew456",
      confirmPassword: "brandnew457",
    });
    expect(messages(result)).toEqual(["validation.passwordsMismatch"]);
  });

  it("holds the new password to the register rules, not the current one", () => {
    expect(
      changePasswordBodySchema.safeParse({ oldPassword: "abc", newPassword: "brandnew456" }).success,
    ).toBe(true);
    expect(
      messages(changePasswordBodySchema.safeParse({ oldPassword: "secret123", newPassword: "abc" })),
    ).toEqual(["validation.passwordTooShort"]);
  });
});
