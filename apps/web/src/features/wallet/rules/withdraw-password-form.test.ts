import { describe, expect, it } from "vitest";
import { changeWithdrawPasswordFormSchema } from "./withdraw-password-form";

describe("the change-withdrawal-password form (spec section 5)", () => {
  it("needs old, new and confirm, each of at least 6 characters", () => {
    const result = changeWithdrawPasswordFormSchema.safeParse({
      old_password: "",
      new_password: "123",
      confirm_password: "",
    });
    // The form shows each field's first problem.
    const first = new Map<string, string>();
    for (const issue of result.error?.issues ?? []) {
      const field = issue.path.join(".");
      if (!first.has(field)) first.set(field, issue.message);
    }
    expect(Object.fromEntries(first)).toEqual({
      old_password: "wallet.withdrawPasswordRequired",
      new_password: "wallet.withdrawPasswordTooShort",
      confirm_password: "validation.confirmPasswordRequired",
    });
  });

  it("refuses a confirmation that differs from the new password", () => {
    const result = changeWithdrawPasswordFormSchema.safeParse({
      old_password: "withdraw123",
      new_password: "newpass1",
      confirm_password: "newpass2",
    });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["confirm_password", "validation.passwordsMismatch"],
    ]);
  });
});
