// @vitest-environment jsdom
import en from "@seller/contract/locales/en.json";
import th from "@seller/contract/locales/th.json";
import { storefrontPageSchema } from "@seller/contract/storefront-answers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { HttpError, INVALID_ANSWER } from "../lib/http";
import { storefrontCall } from "./api";
import { chooseLanguage, initStorefrontI18n } from "./i18n";

/** A store's page as the server answers it: one product, its price a baht string. */
const storePage = {
  store: {
    slug: "demo",
    store_name: "Demo",
    store_description: "",
    contact_phone: "0812345678",
    business_hours: "",
    announcement: "",
    theme_color: "#007bff",
    is_open: true,
    closed_reason: null,
    order_units_max: 10,
  },
  products: [
    {
      id: 12,
      name: "กระเป๋าผ้า",
      name_zh: "帆布包",
      name_en: "Canvas bag",
      category_key: "fashion",
      price: "199.00",
      discount_price: null,
      discount_percentage: 0,
      effective_price: "199.00",
      stock: 99_999,
      sales_count: 3,
      main_image_url: null,
      images: [],
      average_rating: null,
      reviews_count: 0,
    },
  ],
  categories: [],
  total: 1,
  page: 1,
  per_page: 40,
};

function answerWith(data: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, data, message: "" }), {
          status: 200,
          headers: { "content-type": "application/json" },
        }),
    ),
  );
}

beforeAll(async () => {
  await initStorefrontI18n();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the storefront's calls", () => {
  it("returns an answer the contract's schema accepts, as parsed", async () => {
    // A field the contract does not name (a seller's figure) is dropped, never passed on.
    answerWith({ ...storePage, seller_id: 7 });
    const page = await storefrontCall("/storefront/demo", storefrontPageSchema);
    expect(page).toEqual(storePage);
    expect(page).not.toHaveProperty("seller_id");
  });

  it("refuses an answer the contract's schema does not accept, with the server-error text in the buyer's language", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const [product] = storePage.products;
    answerWith({ ...storePage, products: [{ ...product, price: 199 }] });
    const refusal = storefrontCall("/storefront/demo", storefrontPageSchema);
    await expect(refusal).rejects.toBeInstanceOf(HttpError);
    await expect(refusal).rejects.toMatchObject({ code: INVALID_ANSWER, message: th.errors.SERVER_ERROR });
    // Logged as the browser suites look for it, with the field at fault.
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(
        /^The answer of \/storefront\/demo does not match its schema:\nproducts\.0\.price: /,
      ),
      expect.arrayContaining([expect.objectContaining({ path: ["products", 0, "price"] })]),
    );

    await chooseLanguage("en");
    answerWith({ ...storePage, total: "1" });
    await expect(storefrontCall("/storefront/demo", storefrontPageSchema)).rejects.toMatchObject({
      message: en.errors.SERVER_ERROR,
    });
  });
});
