import { addBankCardBodySchema } from "@seller/contract/bank-cards";
import { z } from "zod";

/**
 * The add-card form: the contract's body, plus the password typed twice when
 * this card sets a new withdrawal password (DECISIONS.md "Wallet": a typo would
 * lock withdrawals after 5 tries). With a password already set, it is asked once.
 */
export function addCardFormSchema(settingNew: boolean) {
  return addBankCardBodySchema
    .extend({ confirm_password: z.string().optional() })
    .superRefine((form, ctx) => {
      if (!settingNew) return;
      if (!form.confirm_password)
        ctx.addIssue({
          code: "custom",
          path: ["confirm_password"],
          message: "validation.confirmPasswordRequired",
        });
      else if (form.confirm_password !== form.withdraw_password)
        ctx.addIssue({ code: "custom", path: ["confirm_password"], message: "validation.passwordsMismatch" });
    });
}
export type AddCardForm = z.input<ReturnType<typeof addCardFormSchema>>;
