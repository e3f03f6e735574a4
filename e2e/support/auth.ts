import type { Page } from "playwright-core";
import { inject } from "vitest";
import { clientAddressHeader } from "./server";

export const PASSWORD = "secret123";

/** Drags the slide verifier's handle to the end of its track with the mouse. */
export async function slideToVerify(page: Page): Promise<void> {
  // The screen's chunk may still be loading when a test gets here.
  await page.getByTestId("slide-handle").waitFor();
  const handle = await page.getByTestId("slide-handle").boundingBox();
  const track = await page.getByTestId("slide-track").boundingBox();
  if (!handle || !track) throw new Error("slide verifier not visible");
  const y = handle.y + handle.height / 2;
  await page.mouse.move(handle.x + handle.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(track.x + track.width - 2, y, { steps: 12 });
  await page.mouse.up();
  await page.getByTestId("slide-track").and(page.locator('[data-verified="true"]')).waitFor();
}

/** Creates a seller through the API, as the register screen would. */
export async function registerSeller(
  account: string,
  password = PASSWORD,
  baseUrl = inject("baseUrl"),
): Promise<void> {
  const response = await fetch(`${baseUrl}/api/sellers/register`, {
    method: "POST",
    headers: { "content-type": "application/json", ...clientAddressHeader() },
    body: JSON.stringify({ account, password }),
  });
  if (response.status !== 201)
    throw new Error(`register ${account}: ${response.status} ${await response.text()}`);
}

export async function signIn(page: Page, account: string, password = PASSWORD): Promise<void> {
  await page.getByTestId("account-input").fill(account);
  await page.getByTestId("password-input").fill(password);
  await slideToVerify(page);
  await page.getByTestId("login-submit").click();
}

/** Signs in from /login and waits for the profile, where every signed-in flow starts. */
export async function signInToProfile(page: Page, account: string, password = PASSWORD): Promise<void> {
  await page.goto("/login");
  await signIn(page, account, password);
  await page.waitForURL((url) => url.pathname === "/profile");
  // The address changes first; the sign-in screen stays drawn until the profile's code has loaded
  // (the router keeps the old screen during a lazy route's load). Its own language button has the
  // same test id as the profile's tile: wait for the profile's tiles before tapping anything.
  await page.getByTestId("tile-settings").waitFor();
}

/** Opens the language dialog and picks a language in it, not yet confirmed. */
export async function pickLanguage(page: Page, language: string): Promise<void> {
  // The profile's tiles can still move as its figures arrive, and a tap during the move opens
  // nothing: tap again, but only while the button says its dialog is closed (a second tap while a
  // busy phone draws the dialog lands on its mask and closes it).
  const button = page.getByTestId("language-button");
  const option = page.getByTestId(`language-option-${language}`);
  for (let attempt = 1; ; attempt++) {
    if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
    try {
      await option.click({ timeout: 8_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Switches the interface language through the language dialog. */
export async function chooseLanguage(page: Page, language: string): Promise<void> {
  await pickLanguage(page, language);
  await page.getByTestId("language-confirm").click();
  // The language's texts load first (a chunk of their own); the page says its language once they show.
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
}
