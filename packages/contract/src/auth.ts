import { z } from "zod";
import { ACCOUNT_MAX_LENGTH, ACCOUNT_MIN_LENGTH } from "./constants";
import { newPasswordSchema, operatorNewPasswordSchema, passwordSchema } from "./passwords";

// The password rules live in passwords.ts; sign-in and register read them from here too.
export { newPasswordSchema, passwordSchema };

import { sellerProfileSchema } from "./seller";

/**
 * Account names are what sellers type to sign in: letters, digits and the
 * separators found in phone numbers and e-mail addresses. Markup and quotes
 * are refused so an account can never carry script or SQL text.
 */
const ACCOUNT_PATTERN = /^[A-Za-z0-9_.@+-]+$/;

export const accountSchema = z
  .string({ error: "validation.accountRequired" })
  .trim()
  .min(1, "validation.accountRequired")
  .min(ACCOUNT_MIN_LENGTH, "validation.accountTooShort")
  .max(ACCOUNT_MAX_LENGTH, "validation.accountTooLong")
  .regex(ACCOUNT_PATTERN, "validation.accountCharacters");

/**
 * Over the account-wide limit of failed sign-ins, an unknown address or device must send back
 * the slide challenge of its last refusal (the failure's `slide_challenge`), once the slide is
 * done again and its wait is over (DECISIONS "Account and session").
 */
const slideProofSchema = z.string({ error: "validation.invalidField" }).max(1000).optional();

export const signinBodySchema = z.strictObject({
  account: accountSchema,
  password: passwordSchema,
  remember: z.boolean({ error: "validation.invalidField" }).optional().default(false),
  slide_proof: slideProofSchema,
});
export type SigninBody = z.input<typeof signinBodySchema>;

export const registerBodySchema = z.strictObject({
  account: accountSchema,
  password: newPasswordSchema,
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** The register form adds what only the screen checks (spec section 5). */
export const registerFormSchema = z
  .object({
    account: accountSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, "validation.confirmPasswordRequired"),
    agreeTerms: z.literal(true, { error: "validation.termsRequired" }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    message: "validation.passwordsMismatch",
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

export const sessionSchema = z.object({
  token: z.string(),
  /** ISO time after which the token is refused; the client checks it every 60 s. */
  expires_at: z.string(),
  user: sellerProfileSchema,
});
export type Session = z.infer<typeof sessionSchema>;

export const registerResultSchema = z.object({ user: sellerProfileSchema });
export type RegisterResult = z.infer<typeof registerResultSchema>;

export const operatorSigninBodySchema = z.strictObject({
  account: accountSchema,
  password: passwordSchema,
  slide_proof: slideProofSchema,
});
export type OperatorSigninBody = z.input<typeof operatorSigninBodySchema>;

export const operatorSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  /**
   * True for the operator created at first start with a printed password: every
   * operator call but change-password and logout is refused until it is changed.
   */
  must_change_password: z.boolean(),
  /**
   * True until the operator has enrolled an authenticator app: every operator call but
   * the enrolment (/api/admin/2fa, its setup and enable), change-password and logout is
   * refused until then (DECISIONS.md "Operator console").
   */
  must_enrol_two_factor: z.boolean(),
});
export type Operator = z.infer<typeof operatorSchema>;

export const operatorSessionSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  operator: operatorSchema,
});
export type OperatorSession = z.infer<typeof operatorSessionSchema>;

/** POST /api/admin/change-password: the new one follows the rules of an operator's chosen password. */
export const operatorChangePasswordBodySchema = z.strictObject({
  old_password: passwordSchema,
  new_password: operatorNewPasswordSchema,
});
export type OperatorChangePasswordBody = z.input<typeof operatorChangePasswordBodySchema>;
