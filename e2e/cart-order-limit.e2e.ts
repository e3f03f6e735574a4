import { describe, expect, inject, it } from "vitest";
import { uniqueAccount, useBrowser } from "./support/browser";
import { expectAccessible } from "./support/console";
import { sellerWithShop } from "./support/orders";
import { storefrontShot } from "./support/storefront";

/**
 * One order takes at most 10 units of a product (DECISIONS "Store and storefront"): the storefront
 * stops there, and says why, instead of letting the buyer reach the server's refusal.
 */
const openPage = useBrowser();

const TEXTS = {
  "en-US": "One order takes at most 10 of this product",
  "th-TH": "สั่งสินค้านี้ได้สูงสุด 10 ชิ้นต่อคำสั่งซื้อ",
};

describe.each([{ language: "en-US" as const }, { language: "th-TH" as const }])(
  "the per-order limit in the cart, in $language",
  ({ language }) => {
    it("stops the quantity at 10 on the product page and in the cart, and says so", async () => {
      // The bag's stock is 20: the limit, not the stock, stops the buyer.
      const { slug, bag } = await sellerWithShop(inject("baseUrl"), uniqueAccount("lim"), "LIM");
      const { page, consoleErrors } = await openPage({ language });
      await page.goto(`/s/${slug}/p/${bag}`);
      if (language === "en-US") await page.getByTestId("storefront-language").selectOption("en");
      const plus = page.getByTestId("quantity-plus");
      await plus.waitFor();
      expect(await page.getByTestId("order-limit-note").count()).toBe(0);
      for (let i = 1; i < 10; i += 1) await plus.click();
      expect(await page.getByTestId("quantity-value").textContent()).toBe("10");
      expect(await plus.isDisabled()).toBe(true);
      expect(await page.getByTestId("order-limit-note").textContent()).toBe(TEXTS[language]);
      await storefrontShot(page, `cart-limit-product-${language}`);
      await expectAccessible(page, `product page at the limit (${language})`);
      await page.getByTestId("add-to-cart").click();
      await page.getByTestId("added-to-cart").waitFor();

      // Nothing more of it can be added: the cart already holds what one order may take.
      await page.getByTestId("add-to-cart").click();
      await page.getByText(TEXTS[language]).first().waitFor();
      expect(await page.getByTestId("added-to-cart").count()).toBe(0);

      await page.goto(`/s/${slug}/cart`);
      const line = page.getByTestId("cart-line");
      await line.waitFor();
      expect(await line.getByTestId("quantity-value").textContent()).toBe("10");
      await line.getByTestId("order-limit-note").waitFor();
      expect(await line.getByTestId("quantity-plus").isDisabled()).toBe(true);
      await storefrontShot(page, `cart-limit-cart-${language}`);
      await expectAccessible(page, `cart at the limit (${language})`);
      // One less: "+" opens again and the note goes.
      await line
        .getByRole("button", { name: language === "en-US" ? "One less" : /./ })
        .first()
        .click();
      expect(await line.getByTestId("quantity-value").textContent()).toBe("9");
      expect(await line.getByTestId("quantity-plus").isEnabled()).toBe(true);
      expect(await line.getByTestId("order-limit-note").count()).toBe(0);
      expect(consoleErrors).toEqual([]);
    }, 180_000);
  },
);
