import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chooseLanguage, signInToProfile } from "./support/auth";
import { uniqueAccount, useBrowser } from "./support/browser";
import { addShopProducts, apiOf, readySeller, shot, useDemoServer } from "./support/store";

const openPage = useBrowser();

const baseUrl = useDemoServer();

/** The seller lists the two products and gives the store a name and a theme colour, through the screens. */
async function sellerSetsUpStore(page: Page, language: string, tag: string) {
  await page.getByTestId("tab-shop").click();
  await page.waitForURL((url) => url.pathname === "/shop");
  await page.getByTestId("shop-store-card").waitFor();
  await shot(page, `${language}-01-shop`);

  await page.getByTestId("tile-shop-management").click();
  await page.waitForURL((url) => url.pathname === "/shop-management");
  await page.getByTestId("listing-counters").waitFor();
  await page.getByTestId("listing-search-available").fill(tag);
  const cards = page.getByTestId("listing-available").getByTestId("listing-card");
  await expect.poll(() => cards.count()).toBe(2);
  await page.getByTestId("select-all").click();
  await expect.poll(() => page.getByTestId("count-selected").first().textContent()).toBe("2");
  await shot(page, `${language}-02-shop-management-selected`);
  await page.getByTestId("batch-list").click();
  await page.getByTestId("listing-summary-confirm").click();
  await expect.poll(() => page.getByTestId("count-listed").first().textContent()).toBe("2");

  await page.goto("/store-setting");
  await page.getByTestId("setting-store_name").fill("");
  await page.getByTestId("setting-save").click();
  await page.getByTestId("setting-error-store_name").waitFor();
  await page.getByTestId("setting-store_name").fill(`Nok ${tag}`);
  await page.getByTestId("setting-store_description").fill("ผ้าฝ้ายทอมือจากเชียงใหม่ · Handwoven cotton");
  await page.getByTestId("setting-contact_phone").fill("081-234-5678");
  await page.getByTestId("setting-business_hours").fill("09:00-18:00");
  await page.getByTestId("setting-announcement").fill("ส่งฟรีทุกออเดอร์สัปดาห์นี้");
  await page.getByTestId("setting-slug").fill(`nok-${tag}`);
  await page.getByTestId("swatch-green").click();
  await page.getByTestId("setting-save").click();
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="toast"]')?.textContent?.match(/บันทึก|saved/i),
  );
  await shot(page, `${language}-03-store-setting`, true);

  await page.getByTestId("setting-preview").click();
  await page.getByTestId("store-preview").getByTestId("store-product").first().waitFor();
  expect(await page.getByTestId("store-preview").getByTestId("store-product").count()).toBe(2);
  expect(await page.getByTestId("preview-clock").textContent()).toMatch(/\d{1,2}[:.]\d{2}/);
  await page.getByTestId("store-preview").getByTestId("store-search").fill("T恤");
  await expect.poll(() => page.getByTestId("store-preview").getByTestId("store-product").count()).toBe(1);
  await shot(page, `${language}-04-store-preview`);
  await page.getByTestId("preview-close").click();

  await page.goto("/shop");
  await page.getByTestId("share-store-button").click();
  await page.getByTestId("share-qr").waitFor();
  const link = (await page.getByTestId("share-link").textContent()) ?? "";
  expect(link).toContain(`/s/nok-${tag}`);
  await shot(page, `${language}-05-share-store`);
  return new URL(link.startsWith("http") ? link : `http://${link}`).pathname;
}

async function buyerOrders(buyer: Page, language: string, storePath: string, tag: string) {
  await buyer.goto(storePath);
  await buyer.getByTestId("store-products").waitFor();
  if (language === "en") await buyer.getByTestId("storefront-language").selectOption("en");
  expect(await buyer.getByTestId("store-name").textContent()).toBe(`Nok ${tag}`);
  await expect.poll(() => buyer.getByTestId("store-product").count()).toBe(2);
  const theme = await buyer
    .getByTestId("store-header")
    .evaluate((element) => getComputedStyle(element).backgroundImage);
  expect(theme).toContain("rgb(40, 167, 69)");
  await shot(buyer, `${language}-10-storefront`, true);

  // The bag: add to the cart and come back.
  await buyer
    .getByTestId("store-product")
    .filter({ hasText: language === "en" ? "Canvas bag" : "กระเป๋า" })
    .click();
  await buyer.getByTestId("product-name").waitFor();
  await buyer.getByTestId("quantity-plus").click();
  await shot(buyer, `${language}-11-storefront-product`);
  await buyer.getByTestId("add-to-cart").click();
  await buyer.getByTestId("added-to-cart").waitFor();
  await buyer.getByTestId("storefront-back").click();

  // The T-shirt needs a size: buy it now.
  await buyer
    .getByTestId("store-product")
    .filter({ hasText: language === "en" ? "T-shirt" : "เสื้อยืด" })
    .click();
  await buyer.getByTestId("buy-now").click();
  expect(await buyer.locator("text=/เลือกขนาด|Choose a size/").count()).toBe(1);
  await buyer.getByTestId("size-L").click();
  await buyer.getByTestId("buy-now").click();
  await buyer.waitForURL((url) => url.pathname.endsWith("/cart"));
  await expect.poll(() => buyer.getByTestId("cart-line").count()).toBe(2);
  // 2 x 329.00 + 259.00
  expect(await buyer.getByTestId("cart-total").textContent()).toContain("917.00");

  await buyer.getByTestId("checkout-name").fill("Somsri Buyer");
  await buyer.getByTestId("checkout-phone").fill("089-876-5432");
  await buyer.getByTestId("checkout-address-line").fill("99/1 Sukhumvit 21");
  await buyer.getByTestId("address-search").fill("10110");
  await buyer.getByTestId("address-suggestions").getByRole("button").first().click();
  await expect.poll(() => buyer.getByTestId("address-province").inputValue()).not.toBe("");
  await shot(buyer, `${language}-12-storefront-checkout`, true);
  await buyer.getByTestId("place-order").click();

  await buyer.waitForURL((url) => url.pathname.startsWith("/o/"));
  await buyer.getByTestId("order-qr").waitFor();
  expect(await buyer.getByTestId("order-page").getAttribute("data-status")).toBe("pending_payment");
  expect(await buyer.getByTestId("order-demo").count()).toBe(1);
  expect(await buyer.getByTestId("order-total").textContent()).toContain("917.00");
  await shot(buyer, `${language}-13-order-payment`, true);

  await buyer.getByTestId("simulate-paid").click();
  await buyer.waitForFunction(
    () =>
      document.querySelector('[data-testid="order-page"]')?.getAttribute("data-status") ===
      "pending_shipment",
  );
  expect(await buyer.getByTestId("order-qr").count()).toBe(0);
  await shot(buyer, `${language}-14-order-paid`, true);
  return new URL(buyer.url()).pathname.slice(3);
}

describe("a seller's store and a buyer's order, through the screens", () => {
  it.each(["th", "en"])(
    "lists products, sets a theme, and a buyer orders two products and pays in the sandbox (%s)",
    async (language) => {
      const account = uniqueAccount("shop");
      const tag = `${language}${Date.now().toString(36).slice(-4)}`;
      const { token, operator } = await readySeller(baseUrl(), account);
      await addShopProducts(baseUrl(), operator, tag);

      const seller = await openPage({ baseUrl: baseUrl() });
      await signInToProfile(seller.page, account);
      if (language === "en") await chooseLanguage(seller.page, "en");
      const storePath = await sellerSetsUpStore(seller.page, language, tag);

      // The buyer: another browser context, no account, no token.
      const buyer = await openPage({ baseUrl: baseUrl(), language: language === "en" ? "en-US" : "th-TH" });
      const code = await buyerOrders(buyer.page, language, storePath, tag);

      // The order reached the seller's account once paid: its first notification is its payment.
      const call = apiOf(baseUrl());
      const notes = await call<{ notifications: { type: string; data: { order_number?: string } }[] }>(
        "/sellers/notifications",
        { token },
      );
      expect(notes.notifications.map((note) => note.type)).toContain("new_order");
      const order = await call<{ order_number: string; status: string }>(`/storefront/orders/${code}`);
      expect(order.status).toBe("pending_shipment");
      expect(seller.consoleErrors).toEqual([]);
      expect(buyer.consoleErrors).toEqual([]);
    },
  );

  it("shows a neutral busy card, not a named blue store, while the store's setting loads", async () => {
    const account = uniqueAccount("shopload");
    await readySeller(baseUrl(), account);
    const seller = await openPage({ baseUrl: baseUrl(), language: "en-US" });
    await seller.page.setViewportSize({ width: 360, height: 640 });
    await signInToProfile(seller.page, account);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await seller.page.route("**/api/sellers/store-setting", async (route) => {
      await held;
      await route.continue();
    });
    await seller.page.getByTestId("tab-shop").click();
    const card = seller.page.getByTestId("shop-store-card");
    await card.waitFor();
    expect(await card.getAttribute("aria-busy")).toBe("true");
    expect(await card.getByRole("heading").count()).toBe(0);
    const loadingColour = await card.evaluate((node) => getComputedStyle(node).backgroundColor);
    await shot(seller.page, "en-30-shop-loading");
    release();
    await card.getByRole("heading").waitFor();
    expect(await card.getAttribute("aria-busy")).toBe("false");
    const loadedColour = await card.evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(loadedColour).not.toBe(loadingColour);
    expect(seller.consoleErrors).toEqual([]);
  });

  it("fits a 360 px wide phone without horizontal scrolling, Thai by default", async () => {
    const account = uniqueAccount("narrow");
    const tag = `n${Date.now().toString(36).slice(-4)}`;
    const { token, operator } = await readySeller(baseUrl(), account);
    const ids = await addShopProducts(baseUrl(), operator, tag);
    const call = apiOf(baseUrl());
    await call("/sellers/products", { method: "POST", token, body: { product_ids: ids } });
    const { store_setting } = await call<{ store_setting: { store_path: string } }>(
      "/sellers/store-setting",
      { token },
    );
    const buyer = await openPage({ baseUrl: baseUrl(), language: "en-US" });
    await buyer.page.setViewportSize({ width: 360, height: 780 });
    await buyer.page.goto(store_setting.store_path);
    await buyer.page.getByTestId("store-products").waitFor();
    expect(await buyer.page.evaluate(() => document.documentElement.lang)).toBe("th");
    const overflow = await buyer.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(buyer.consoleLog).toEqual([]);
    await shot(buyer.page, "th-20-storefront-360", true);
    await buyer.page.getByTestId("store-product").first().click();
    await buyer.page.getByTestId("product-name").waitFor();
    expect(
      await buyer.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await shot(buyer.page, "th-21-storefront-product-360");
    expect(buyer.consoleErrors).toEqual([]);
  });
});
