import { withdrawPasswordSchema } from "@seller/contract/wallet";
import { z } from "zod";

/**
 * Spec section 5: old, new and confirm are required, new and confirm must
 * match; the call sends old_password and new_password.
 */
export const changeWithdrawPasswordFormSchema = z
  .object({
    old_password: withdrawPasswordSchema,
    new_password: withdrawPasswordSchema,
    confirm_password: z.string().min(1, "validation.confirmPasswordRequired"),
  })
  .refine((form) => form.new_password === form.confirm_password, {
    path: ["confirm_password"],
    message: "validation.passwordsMismatch",
  });
export type ChangeWithdrawPasswordForm = z.input<typeof changeWithdrawPasswordFormSchema>;
