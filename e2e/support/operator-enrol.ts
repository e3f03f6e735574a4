import { generate } from "otplib";

/** The suite's operator, created by ADMIN_ACCOUNT / ADMIN_PASSWORD on every server it starts. */
export const OPERATOR = { account: "operator", password: "operator-e2e-secret" };

const STEP_MS = 30_000;
export const stepNow = () => Math.floor(Date.now() / STEP_MS);

/** The authenticator app's code for one time step. */
export function codeAtStep(secret: string, step: number): Promise<string> {
  return generate({ secret, epoch: step * 30 });
}

async function post<T>(baseUrl: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/**
 * Every operator signs in with two-factor (DECISIONS.md "Operator console"): the operator of
 * a fresh server signs in with the password and enrols an authenticator app through the API,
 * as the console's enrolment page does. Answers the session (it stays valid after the
 * enrolment), the secret and the time step of the code spent on it.
 */
export async function enrolOperator(
  baseUrl: string,
  operator: { account: string; password: string } = OPERATOR,
): Promise<{ token: string; secret: string; step: number }> {
  const { token } = await post<{ token: string }>(baseUrl, "/admin/signin", operator);
  const { secret } = await post<{ secret: string }>(baseUrl, "/admin/2fa/setup", {}, token);
  const step = stepNow();
  await post(baseUrl, "/admin/2fa/enable", { code: await codeAtStep(secret, step) }, token);
  return { token, secret, step };
}
