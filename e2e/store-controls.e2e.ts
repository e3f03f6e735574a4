import { describe, expect, inject, it } from "vitest";
import { signInToProfile } from "./support/auth";
import { uniqueAccount, useBrowser } from "./support/browser";
import { sellerWithShop } from "./support/orders";
import { addShopProducts, apiOf } from "./support/store";

/**
 * The seller's listing and notification controls that no other browser test clicks (e2e/CONTROLS.md): each is
 * clicked here, its effect read back from the API, and a page error fails the test.
 */
const openPage = useBrowser();
const call = <T>(path: string, init: Parameters<ReturnType<typeof apiOf>>[1] = {}) =>
  apiOf(inject("baseUrl"))<T>(path, init);

/** The ids of the products the seller lists (not their pictures' ids, which share the number space). */
const listedIds = async (token: string) =>
  (
    await call<{ products: { id: number }[] }>("/sellers/products?scope=listed&page=1&per_page=50", { token })
  ).products.map((product) => product.id);

describe("the seller's listing and notification controls", () => {
  it("adds a catalogue product to the store from its page and unlists one from the shop management", async () => {
    const account = uniqueAccount("listing");
    const { token, operator, bag } = await sellerWithShop(inject("baseUrl"), account, "LST");
    const [extra] = await addShopProducts(inject("baseUrl"), operator, `x${Date.now().toString(36)}`);
    expect(await listedIds(token)).not.toContain(extra);

    const { page, consoleErrors } = await openPage({ language: "en-US" });
    await signInToProfile(page, account);
    await page.goto(`/product/${extra}`);
    await page.getByTestId("add-to-store").click();
    await expect.poll(() => listedIds(token), { timeout: 30_000 }).toContain(extra);

    await page.goto("/shop-management");
    await page.locator(".adm-tabs-tab").nth(1).click();
    await page.getByTestId(`unlist-${bag}`).click();
    await page.getByTestId("unlist-dialog-confirm").click();
    await expect.poll(() => listedIds(token), { timeout: 30_000 }).not.toContain(bag);
    expect(consoleErrors).toEqual([]);
  });

  it("turns a notification category off from the notifications' settings sheet", async () => {
    const account = uniqueAccount("notiset");
    const { token } = await sellerWithShop(inject("baseUrl"), account, "NOT");
    const { page, consoleErrors } = await openPage({ language: "en-US" });
    await signInToProfile(page, account);
    await page.goto("/notifications");
    await page.getByTestId("open-settings").click();
    await page.getByTestId("setting-finance").and(page.locator('[aria-checked="true"]')).waitFor();
    await page.getByTestId("setting-finance").click();
    await expect
      .poll(async () => JSON.stringify(await call<unknown>("/sellers/notifications/settings", { token })), {
        timeout: 30_000,
      })
      .toMatch(/"finance":false/);
    expect(consoleErrors).toEqual([]);
  });
});
