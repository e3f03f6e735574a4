import { mkdirSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/** PROFIT_SCREENS=/tmp/screens/profit saves a picture of each money screen (for review). */
const SCREENS = process.env.PROFIT_SCREENS;
export const takingShots = SCREENS !== undefined;

export async function profitShot(page: Page, name: string, fullPage = true): Promise<void> {
  if (!SCREENS) return;
  mkdirSync(SCREENS, { recursive: true });
  await page.waitForFunction(() => !document.querySelector('[data-testid="toast"]'), null, {
    timeout: 10_000,
  });
  await page.waitForTimeout(400);
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  await page.screenshot({ path: `${SCREENS}/${name}-${width}x${height}.png`, fullPage });
}

/** The baht figure a screen shows (the Money component's data-amount), once it has arrived. */
export async function amountIn(locator: Locator): Promise<string> {
  const money = (await locator.getAttribute("data-amount")) ? locator : locator.locator("[data-amount]");
  await money.first().waitFor();
  return (await money.first().getAttribute("data-amount")) ?? "";
}

/** A buyer with no account orders one of the product on the storefront, from the store page to its QR. */
export async function buyerOrdersOnStorefront(buyer: Page, slug: string, productText: RegExp) {
  await buyer.goto(`/s/${slug}`);
  await buyer.getByTestId("store-products").waitFor();
  await buyer.getByTestId("store-product").filter({ hasText: productText }).click();
  await buyer.getByTestId("buy-now").click();
  await buyer.waitForURL((url) => url.pathname.endsWith("/cart"));
  await buyer.getByTestId("checkout-name").fill("Somsri Buyer");
  await buyer.getByTestId("checkout-phone").fill("089-876-5432");
  await buyer.getByTestId("checkout-address-line").fill("99/1 Sukhumvit 21");
  await buyer.getByTestId("address-search").fill("10110");
  await buyer.getByTestId("address-suggestions").getByRole("button").first().click();
  await expect.poll(() => buyer.getByTestId("address-province").inputValue()).not.toBe("");
  await buyer.getByTestId("place-order").click();
  await buyer.waitForURL((url) => url.pathname.startsWith("/o/"));
  await buyer.getByTestId("order-qr").waitFor();
  return new URL(buyer.url()).pathname.slice(3);
}

/** The buyer pays on their order page with the sandbox control, which stands in for the bank. */
export async function buyerPaysWithSandbox(buyer: Page, code: string) {
  await buyer.goto(`/o/${code}`);
  await buyer.getByTestId("simulate-paid").click();
  await buyer.waitForFunction(
    () =>
      document.querySelector('[data-testid="order-page"]')?.getAttribute("data-status") ===
      "pending_shipment",
  );
}

/** The buyer confirms receipt of a shipped order on their order page. */
export async function buyerConfirmsReceipt(buyer: Page, code: string) {
  await buyer.goto(`/o/${code}`);
  await buyer.getByTestId("confirm-receipt").click();
  await buyer.getByTestId("confirm-receipt-yes").click();
  await buyer.waitForFunction(
    () => document.querySelector('[data-testid="order-page"]')?.getAttribute("data-status") === "completed",
  );
}
