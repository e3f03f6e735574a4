import { TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS } from "@seller/contract/two-factor";
import { generateSecret, generateURI, verify } from "otplib";

/** A new authenticator secret: 20 random bytes (160 bits, RFC 4226's recommendation), Base32. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// address the QR code carries; the label names the account in the app. */
export function otpauthUrl(secret: string, accountLabel: string): string {
  return generateURI({
    issuer: TOTP_ISSUER,
    label: accountLabel,
    secret,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/**
 * The time step a code belongs to when it is right for `now`, give or take one
 * step of clock drift, and later than `afterTimeStep` (a code is never
 * accepted twice); undefined otherwise.
 */
export async function matchTotp(
  secret: string,
  code: string,
  options: { now: Date; afterTimeStep: number | null },
): Promise<number | undefined> {
  const result = await verify({
    secret,
    token: code,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    epoch: Math.floor(options.now.getTime() / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(options.afterTimeStep !== null ? { afterTimeStep: options.afterTimeStep } : {}),
  });
  return result.valid && "timeStep" in result ? result.timeStep : undefined;
}
