import { mkdirSync } from "node:fs";
import { generate } from "otplib";
import type { Page } from "playwright-core";
import { inject } from "vitest";

/** SETTINGS_SCREENS=/tmp/screens/settings saves a picture of each screen on the way (for review). */
const SCREENS = process.env.SETTINGS_SCREENS;

export async function shot(page: Page, name: string): Promise<void> {
  if (!SCREENS) return;
  mkdirSync(SCREENS, { recursive: true });
  // A screen, not the toasts over its title: wait until they have gone, and for sheet animations.
  await page.waitForFunction(() => !document.querySelector('[data-testid="toast"]'), null, { timeout: 8000 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SCREENS}/${name}.png` });
}

/**
 * The authenticator app's code. `stepsAhead` 1 is the next 30-second step's
 * code, which the server still accepts (one step of drift) and which is later
 * than a code already used in this step.
 */
export function authenticatorCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });
}

/** A seller's own API call, as another device would make it. */
export async function api(path: string, init: { token?: string; method?: string; body?: unknown } = {}) {
  const response = await fetch(`${inject("baseUrl")}/api${path}`, {
    method: init.method ?? "GET",
    headers: {
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
}

export async function signInByApi(account: string, password: string): Promise<string> {
  const { status, body } = await api("/sellers/signin", { method: "POST", body: { account, password } });
  if (status !== 200) throw new Error(`sign-in ${account}: ${status}`);
  return body.data.token as string;
}
