import type { Locator } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { signInToProfile } from "./support/auth";
import { uniqueAccount, useBrowser } from "./support/browser";
import { expectAccessible } from "./support/console";
import { productPng } from "./support/images";
import { buyerPlacesOrder, orderShot, sellerOrderByNumber, sellerWithShop } from "./support/orders";
import { apiOf } from "./support/store";

/**
 * An order line reads in the reader's language on the seller's order detail and the buyer's order
 * page (DECISIONS "Screens"): product and colour in English, or in Traditional characters for zh-TW
 * although the catalogue writes its Chinese in Simplified, and no Thai.
 */
const openPage = useBrowser();
const TAG = `c${Date.now().toString(36)}`;
/** Thai letters and digits; the baht sign (U+0E3F) is left out, every language's prices carry it. */
const THAI = /[\u0E01-\u0E3A\u0E40-\u0E5B]/;

let account = "";
let storeSlug = "";
let productId = 0;
let orderId = 0;
let code = "";

beforeAll(async () => {
  const baseUrl = inject("baseUrl");
  const call = apiOf(baseUrl);
  account = uniqueAccount("colour");
  const { token, operator, slug } = await sellerWithShop(baseUrl, account, TAG);
  const product = await call<{ id: number }>("/admin/products", {
    method: "POST",
    token: operator,
    body: {
      name: `ชุดเดรส ${TAG}`,
      name_zh: `红色连衣裙 ${TAG}`,
      name_en: `Dress ${TAG}`,
      price: "590.00",
      cost_price: "200.00",
      stock: 10,
      category: "fashion",
      description: "ชุดเดรสผ้าฝ้าย",
      colors: [
        { thai_name: "แดงเลือดหมู", chinese_name: "酒红色", english_name: "Wine red" },
        { thai_name: "เขียว", chinese_name: "绿色", english_name: "Green" },
      ],
    },
  });
  const form = new FormData();
  form.append(
    "file",
    new Blob([new Uint8Array(productPng([150, 30, 50]))], { type: "image/png" }),
    "dress.png",
  );
  await call(`/admin/products/${product.id}/images`, { method: "POST", token: operator, body: form });
  await call("/sellers/products", { method: "POST", token, body: { product_ids: [product.id] } });
  storeSlug = slug;
  productId = product.id;
  const placed = await buyerPlacesOrder(baseUrl, slug, [
    { product_id: product.id, quantity: 1, color: "แดงเลือดหมู" },
  ]);
  code = placed.code;
  orderId = (await sellerOrderByNumber(baseUrl, token, placed.order_number)).id;
}, 120_000);

const CASES = [
  { language: "zh-TW", product: `紅色連衣裙 ${TAG}`, colour: "酒紅色", simplified: ["红色连衣裙", "酒红色"] },
  { language: "en", product: `Dress ${TAG}`, colour: "Wine red", simplified: [] },
] as const;

async function expectLine(line: Locator, wanted: (typeof CASES)[number]) {
  await line.filter({ hasText: wanted.colour }).first().waitFor();
  const text = (await line.first().textContent()) ?? "";
  expect(text).toContain(wanted.product);
  expect(text).toContain(wanted.colour);
  expect(text).not.toMatch(THAI);
  for (const simplified of wanted.simplified) expect(text).not.toContain(simplified);
}

describe("an order line in the reader's language", () => {
  for (const wanted of CASES) {
    it(`shows the product and its colour in ${wanted.language} to the seller and the buyer`, async () => {
      const { page, context, consoleErrors } = await openPage();
      // The interface language is the device's saved choice (app_language), for both apps.
      await context.addInitScript((value) => localStorage.setItem("app_language", value), wanted.language);
      await signInToProfile(page, account);
      await page.goto(`/order/${orderId}`);
      await expectLine(page.getByTestId("order-item"), wanted);
      await expectAccessible(page, `seller's order detail (${wanted.language})`);
      await orderShot(page, `${wanted.language}-order-detail-colour`);

      await page.goto(`/o/${code}`);
      await expectLine(page.getByTestId("order-line"), wanted);
      await expectAccessible(page, `buyer's order page (${wanted.language})`);
      await orderShot(page, `${wanted.language}-buyer-order-colour`);

      // Before the order: the buyer's cart names the chosen colour in the same language.
      await page.goto(`/s/${storeSlug}/p/${productId}`);
      await page.getByTestId("color-0").click();
      await page.getByTestId("add-to-cart").click();
      await page.getByTestId("added-to-cart").waitFor();
      await page.goto(`/s/${storeSlug}/cart`);
      await expectLine(page.getByTestId("cart-line"), wanted);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }, 90_000);
  }
});
