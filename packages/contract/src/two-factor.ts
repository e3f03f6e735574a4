import { z } from "zod";
import { operatorSessionSchema, sessionSchema } from "./auth";
import { PASSWORD_MAX_LENGTH } from "./constants";

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** The issuer shown in the authenticator app next to the account. */
export const TOTP_ISSUER = "Seller Centre";
export const RECOVERY_CODE_COUNT = 10;
/** 12 characters of a 32-letter alphabet: 60 random bits, shown as xxxx-xxxx-xxxx. */
export const RECOVERY_CODE_LENGTH = 12;
/** A sign-in challenge lives this long and takes this many wrong codes. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const CHALLENGE_MAX_FAILURES = 5;

/**
 * A code as typed: spaces and dashes are dropped and letters upper-cased, so
 * "123 456" and "abcd-efgh-jkmn" both read. Six digits are an authenticator
 * code; twelve letters and digits are a recovery code.
 */
export const twoFactorCodeSchema = z
  .string({ error: "twoFactor.codeRequired" })
  .max(40, "twoFactor.codeInvalid")
  .transform((value) => value.replace(/[\s-]/g, "").toUpperCase())
  .pipe(
    z
      .string()
      .min(1, "twoFactor.codeRequired")
      .regex(
        new RegExp(`^(\\d{${TOTP_DIGITS}}|[A-Z0-9]{${RECOVERY_CODE_LENGTH}})$`),
        "twoFactor.codeInvalid",
      ),
  );

/** Enabling needs a code from the app itself, never a recovery code (there are none yet). */
export const authenticatorCodeSchema = z
  .string({ error: "twoFactor.codeRequired" })
  .max(40, "twoFactor.codeInvalid")
  .transform((value) => value.replace(/[\s-]/g, ""))
  .pipe(
    z
      .string()
      .min(1, "twoFactor.codeRequired")
      .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), "twoFactor.authenticatorCodeInvalid"),
  );

export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into the app by hand; shown during setup only, never again. */
  secret: z.string(),
  /** otpauth://totp/... for the QR code. */
  otpauth_url: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const enableTwoFactorBodySchema = z.strictObject({ code: authenticatorCodeSchema });
export type EnableTwoFactorBody = z.input<typeof enableTwoFactorBodySchema>;

export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const disableTwoFactorBodySchema = z.strictObject({
  password: z
    .string({ error: "validation.passwordRequired" })
    .min(1, "validation.passwordRequired")
    .max(PASSWORD_MAX_LENGTH, "validation.passwordTooLong"),
  code: twoFactorCodeSchema,
});
export type DisableTwoFactorBody = z.input<typeof disableTwoFactorBodySchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** What sign-in answers instead of a token when the account has two-factor on. */
export const twoFactorChallengeSchema = z.object({
  two_factor_required: z.literal(true),
  /** Single use, bound to the account that gave the right password; sent back with the code. */
  challenge: z.string(),
  expires_at: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

export const twoFactorSigninBodySchema = z.strictObject({
  challenge: z
    .string({ error: "twoFactor.challengeInvalid" })
    .regex(/^[A-Za-z0-9_-]{43}$/, "twoFactor.challengeInvalid"),
  code: twoFactorCodeSchema,
});
export type TwoFactorSigninBody = z.input<typeof twoFactorSigninBodySchema>;

/** Sign-in answers a session, or, with two-factor on, a challenge and no token. */
export const signinResultSchema = z.union([sessionSchema, twoFactorChallengeSchema]);
export type SigninResult = z.infer<typeof signinResultSchema>;
export const operatorSigninResultSchema = z.union([operatorSessionSchema, twoFactorChallengeSchema]);
export type OperatorSigninResult = z.infer<typeof operatorSigninResultSchema>;

export function isChallenge(result: SigninResult | OperatorSigninResult): result is TwoFactorChallenge {
  return "two_factor_required" in result;
}
