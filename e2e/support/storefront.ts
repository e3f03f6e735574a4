import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";

/** STOREFRONT_SCREENS=/tmp/shots-storefront saves a picture of each buyer screen (for review). */
const SCREENS = process.env.STOREFRONT_SCREENS;

export async function storefrontShot(page: Page, name: string, fullPage = true): Promise<void> {
  if (!SCREENS) return;
  mkdirSync(SCREENS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage });
}

/** The order page's state, as it shows it. */
export const orderStatusOf = (page: Page) => page.getByTestId("order-page").getAttribute("data-status");

/** Whether the page is still the document it was when marked: no reload, no navigation. */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  return () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
}

/** Makes the tab look hidden or shown to the page, as a phone does when the buyer switches apps. */
export async function setTabHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((isHidden) => {
    Object.defineProperty(document, "visibilityState", {
      configurable: true,
      get: () => (isHidden ? "hidden" : "visible"),
    });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => isHidden });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);
}
