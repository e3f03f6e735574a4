import { z } from "zod";
import commonPasswords from "./common-passwords.json";
import { OPERATOR_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants";

const COMMON = new Set(commonPasswords.passwords);

/** One of the 1,000 most common passwords (common-passwords.json says where the list comes from). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/**
 * A password as it is typed to sign in: required, 6 to 128 characters (spec
 * section 9). Sign-in checks no more than that, so an old password still works.
 */
export const passwordSchema = z
  .string({ error: "validation.passwordRequired" })
  .min(1, "validation.passwordRequired")
  .min(PASSWORD_MIN_LENGTH, "validation.passwordTooShort")
  .max(PASSWORD_MAX_LENGTH, "validation.passwordTooLong");

/**
 * The rules of a password being chosen (register, a bank card's withdrawal password, a
 * change, an operator's first password): the spec's minimum of 6 stays, but
 * one made of spaces only or one of the 1,000 most common is refused with its
 * own message, since guessing lists start with those.
 */
export function asNewPassword<T extends z.ZodType<string>>(schema: T) {
  return schema
    .refine((password) => password.trim().length > 0, { error: "security.passwordBlank", abort: true })
    .refine((password) => !isCommonPassword(password), { error: "security.passwordTooCommon" });
}

export const newPasswordSchema = asNewPassword(passwordSchema);

/**
 * An operator's chosen password (a change, ADMIN_PASSWORD): at least 12 characters
 * (DECISIONS.md "Operator console"), besides the rules of any chosen password. Signing
 * in still takes the general rule, so an operator with an older, shorter password
 * can sign in to change it.
 */
export const operatorNewPasswordSchema = asNewPassword(
  passwordSchema.min(OPERATOR_PASSWORD_MIN_LENGTH, "validation.operatorPasswordTooShort"),
);
