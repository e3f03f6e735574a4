import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { signInToProfile } from "./support/auth";
import { uniqueAccount, useBrowser } from "./support/browser";
import { expectAccessible } from "./support/console";
import { sellerWithShop } from "./support/orders";
import { addShopProducts, apiOf } from "./support/store";

/**
 * The product detail says when a product is already in the seller's store, with a
 * remove control instead of a second "add", and catalogue cards carry an "in my store" badge.
 */
const openPage = useBrowser();
const call = <T>(path: string, init: Parameters<ReturnType<typeof apiOf>>[1] = {}) =>
  apiOf(inject("baseUrl"))<T>(path, init);

/** INSTORE_SCREENS=/tmp/screens/in-store saves each screen at both phone sizes (for review). */
const SCREENS = process.env.INSTORE_SCREENS;
async function shots(page: Page, name: string) {
  if (!SCREENS) return;
  mkdirSync(SCREENS, { recursive: true });
  await page.waitForFunction(() => !document.querySelector('[data-testid="toast"]'), null, { timeout: 8000 });
  for (const size of [
    { width: 360, height: 640 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENS}/${name}-${size.width}.png` });
  }
}

const listedIds = async (token: string) =>
  (
    await call<{ products: { id: number }[] }>("/sellers/products?scope=listed&page=1&per_page=50", { token })
  ).products.map((product) => product.id);

async function addSeeAndRemove(language: "th" | "en") {
  const account = uniqueAccount(`instore${language}`);
  const { token, operator } = await sellerWithShop(inject("baseUrl"), account, `IS${language}`);
  const tag = `q${Date.now().toString(36)}`;
  const [extra = 0, other = 0] = await addShopProducts(inject("baseUrl"), operator, tag);

  const { page, context, consoleErrors } = await openPage();
  // The interface language comes from the saved choice (app_language), not the browser's locale.
  await context.addInitScript((value) => localStorage.setItem("app_language", value), language);
  await signInToProfile(page, account);
  await page.goto(`/product/${extra}`);
  await page.getByTestId("add-to-store").click();
  await page.getByTestId("in-store").waitFor();
  expect(await page.getByTestId("in-store").textContent()).toContain(
    language === "th" ? "อยู่ในร้านของฉันแล้ว" : "In my store",
  );
  expect(await page.getByTestId("add-to-store").count()).toBe(0);
  expect(await listedIds(token)).toContain(extra);
  await expectAccessible(page, `product in store (${language})`);
  await page.getByTestId("in-store").scrollIntoViewIfNeeded();
  await shots(page, `${language}-product-in-store`);

  // Read again from the server: the state is the answer's, not the screen's memory.
  await page.reload();
  await page.getByTestId("in-store").waitFor();

  await page.goto(`/products?keyword=${tag}`);
  const card = (id: number) => page.locator(`[data-testid="product-card"][data-id="${id}"]`);
  await card(extra).getByTestId("in-store-badge").waitFor();
  expect(await card(other).getByTestId("in-store-badge").count()).toBe(0);
  // The grid, where the badge is: the search box's clear control (antd-mobile) is another matter.
  await expectAccessible(page, `products with badge (${language})`, '[data-testid="product-grid"]');
  await shots(page, `${language}-products-badge`);

  await card(extra).click();
  await page.waitForURL((url) => url.pathname === `/product/${extra}`);
  await page.getByTestId("remove-from-store").click();
  await page.getByTestId("unlist-dialog-confirm").click();
  await page.getByTestId("add-to-store").waitFor();
  expect(await page.getByTestId("in-store").count()).toBe(0);
  await expect.poll(() => listedIds(token), { timeout: 30_000 }).not.toContain(extra);
  await expectAccessible(page, `product not in store (${language})`);
  await page.getByTestId("add-to-store").scrollIntoViewIfNeeded();
  await shots(page, `${language}-product-removed`);

  await page.goBack();
  await page.waitForURL((url) => url.pathname === "/products");
  await card(extra).waitFor();
  await expect.poll(() => card(extra).getByTestId("in-store-badge").count()).toBe(0);
  expect(consoleErrors).toEqual([]);
}

describe("a product already in the seller's store", () => {
  it("adds from the detail, shows in my store, badges the card and removes it again (th)", () =>
    addSeeAndRemove("th"));
  it("adds from the detail, shows in my store, badges the card and removes it again (en)", () =>
    addSeeAndRemove("en"));
});
