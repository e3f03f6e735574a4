import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from "@seller/contract/two-factor";
import { generate } from "otplib";
import type { App } from "../app";
import { bearer } from "./app";

/** The authenticator app's code for `secret` at `at`, as the phone would show it. */
export function codeAt(secret: string, at: Date = new Date()): Promise<string> {
  return generate({
    secret,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    epoch: Math.floor(at.getTime() / 1000),
  });
}

/** Sets up and turns on two-factor through the API (seller or operator, by prefix). */
export async function turnOnTwoFactor(
  app: App,
  token: string,
  options: { prefix?: string; at?: Date } = {},
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const prefix = options.prefix ?? "/api/sellers/2fa";
  const setup = await app.inject({ method: "POST", url: `${prefix}/setup`, headers: bearer(token) });
  if (setup.statusCode !== 200) throw new Error(`2fa setup failed: ${setup.body}`);
  const secret = setup.json().data.secret as string;
  const enable = await app.inject({
    method: "POST",
    url: `${prefix}/enable`,
    headers: bearer(token),
    payload: { code: await codeAt(secret, options.at) },
  });
  if (enable.statusCode !== 200) throw new Error(`2fa enable failed: ${enable.body}`);
  return { secret, recoveryCodes: enable.json().data.recovery_codes as string[] };
}
