import type { ProductSummary, ProductsPage } from "@seller/contract/catalogue";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, en, inEnglish, signedInSeller, useTestApp } from "../../test/app";
import { createProduct, operatorOf, review } from "../../test/catalogue";
import { satangOf } from "../../test/money";
import { call } from "../../test/wallet";

const t = useTestApp();

const list = async (query = "", headers: Record<string, string> = {}) => {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/products${query}`,
    headers: { ...inEnglish, ...headers },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ProductsPage;
};
const names = (page: ProductsPage) => page.products.map((product) => product.name_en);

/**
 * A small catalogue with known prices, sales, ratings and dates, so that each
 * filter and sort can be checked against the data.
 */
let ids: Record<string, number> = {};
beforeAll(async () => {
  const operator = await operatorOf(t.app, t.database.db);
  const rows: [string, Parameters<typeof createProduct>[2]][] = [
    [
      "Lipstick",
      {
        name: "ลิปสติก",
        name_zh: "口红",
        category: "beauty",
        price: "390",
        discount_price: "290",
        cost_price: "90",
        is_hot: true,
      },
    ],
    ["Serum", { name: "เซรั่ม", name_zh: "精华液", category: "beauty", price: "590", cost_price: "200" }],
    [
      "Cotton T-shirt",
      {
        name: "เสื้อยืดคอตตอน",
        name_zh: "纯棉T恤",
        category: "fashion",
        price: "299",
        cost_price: "120",
        is_hot: true,
      },
    ],
    [
      "Running shoes",
      {
        name: "รองเท้าวิ่ง",
        name_zh: "跑鞋",
        category: "sports",
        price: "1890",
        discount_price: "1490",
        cost_price: "800",
      },
    ],
    [
      "Power bank",
      {
        name: "พาวเวอร์แบงก์",
        name_zh: "充电宝",
        category: "electronics",
        price: "690",
        cost_price: "300",
        is_new: true,
      },
    ],
    [
      "Muay Thai gloves 100%",
      { name: "นวมมวยไทย", name_zh: "泰拳手套", category: "sports", price: "1290", cost_price: "500" },
    ],
  ];
  for (const [english, fields] of rows) {
    const product = await createProduct(t.app, operator, { ...fields, name_en: english });
    ids[english] = product.id;
  }
  // Sales come from completed orders; here they are set directly, as the orders work will.
  const { products } = await import("./tables");
  const { eq } = await import("drizzle-orm");
  for (const [english, sales] of [
    ["Serum", 40],
    ["Power bank", 900],
    ["Lipstick", 12],
  ] as const) {
    await t.database.db
      .update(products)
      .set({ salesCount: sales })
      .where(eq(products.id, ids[english] ?? 0));
  }
  await review(t.database.db, ids.Serum ?? 0, 5);
  await review(t.database.db, ids.Serum ?? 0, 4);
  await review(t.database.db, ids["Power bank"] ?? 0, 3);
  // An archived product is gone from every public list.
  const archived = await createProduct(t.app, operator, { name_en: "Old cap", category: "fashion" });
  await call(t.app, operator, "DELETE", `/api/admin/products/${archived.id}`);
  ids["Old cap"] = archived.id;
  ids = { ...ids };
});

describe("GET /api/products", () => {
  it("lists active products newest first with the categories and their counts", async () => {
    const page = await list();
    expect(names(page)).toEqual([
      "Muay Thai gloves 100%",
      "Power bank",
      "Running shoes",
      "Cotton T-shirt",
      "Serum",
      "Lipstick",
    ]);
    expect(page).toMatchObject({ total: 6, page: 1, per_page: 20 });
    const counts = Object.fromEntries(page.categories.map((category) => [category.key, category.count]));
    expect(counts).toEqual({ tiktok_market: 0, beauty: 2, fashion: 1, sports: 2, electronics: 1 });
    expect(page.categories.map((category) => category.name)).toEqual([
      "TikTok Market",
      "Beauty",
      "Fashion",
      "Sports",
      "Electronics",
    ]);
  });

  it("names the categories in the caller's language", async () => {
    const page = await list("", { "x-app-language": "th" });
    expect(page.categories[1]).toMatchObject({ key: "beauty", name: "ความงาม", icon: "💄" });
  });

  it("sorts by each of the five orders, checked against the prices, sales and ratings", async () => {
    expect(names(await list("?sort=price_asc"))).toEqual([
      "Lipstick",
      "Cotton T-shirt",
      "Serum",
      "Power bank",
      "Muay Thai gloves 100%",
      "Running shoes",
    ]);
    const descending = await list("?sort=price_desc");
    const prices = descending.products.map((product) => satangOf(product.effective_price));
    expect(prices).toEqual([...prices].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    expect(names(await list("?sort=sales")).slice(0, 3)).toEqual(["Power bank", "Serum", "Lipstick"]);
    const rated = await list("?sort=rating");
    expect(names(rated).slice(0, 2)).toEqual(["Serum", "Power bank"]);
    expect(rated.products[0]).toMatchObject({ average_rating: 4.5, reviews_count: 2 });
    expect(rated.products[2]?.average_rating).toBeNull();
  });

  it("filters by category, hot, on sale and the effective price range", async () => {
    expect(names(await list("?category=sports"))).toEqual(["Muay Thai gloves 100%", "Running shoes"]);
    expect(names(await list("?hot=true"))).toEqual(["Cotton T-shirt", "Lipstick"]);
    expect(names(await list("?hot=0")).length).toBe(4);
    expect(names(await list("?on_sale=1"))).toEqual(["Running shoes", "Lipstick"]);
    // The sale price counts: the lipstick sells at 290, the running shoes at 1,490.
    expect(names(await list("?min_price=290&max_price=600"))).toEqual([
      "Cotton T-shirt",
      "Serum",
      "Lipstick",
    ]);
    expect(names(await list("?min_price=1300"))).toEqual(["Running shoes"]);
  });

  it("finds a keyword in the Thai, Chinese or English name, ignoring case", async () => {
    expect(names(await list("?keyword=POWER"))).toEqual(["Power bank"]);
    expect(names(await list(`?keyword=${encodeURIComponent("รองเท้า")}`))).toEqual(["Running shoes"]);
    expect(names(await list(`?keyword=${encodeURIComponent("口红")}`))).toEqual(["Lipstick"]);
    expect(names(await list(`?keyword=${encodeURIComponent("  t-shirt ")}`))).toEqual(["Cotton T-shirt"]);
    // ILIKE wildcards are taken literally.
    expect(names(await list(`?keyword=${encodeURIComponent("100%")}`))).toEqual(["Muay Thai gloves 100%"]);
    expect(names(await list(`?keyword=${encodeURIComponent("%")}`))).toEqual(["Muay Thai gloves 100%"]);
    expect(names(await list("?keyword=_"))).toEqual([]);
    expect((await list("?keyword=")).total).toBe(6);
  });

  it("pages 20 by default (10 for a hot or on-sale list), at most 100, without overlaps", async () => {
    expect((await list("?hot=true")).per_page).toBe(10);
    expect((await list("?on_sale=true")).per_page).toBe(10);
    expect((await list("?hot=true&per_page=6")).per_page).toBe(6);
    const first = await list("?per_page=4&sort=price_asc");
    const second = await list("?per_page=4&page=2&sort=price_asc");
    expect(first.products).toHaveLength(4);
    expect(second.products).toHaveLength(2);
    expect(new Set([...names(first), ...names(second)]).size).toBe(6);
    const beyond = await list("?page=9");
    expect(beyond).toMatchObject({ products: [], total: 6, page: 9 });
    expect((await list("?per_page=100")).per_page).toBe(100);
  });

  it("answers a bad query with a 422 in the caller's language", async () => {
    for (const [query, key] of [
      ["?per_page=101", "validation.invalidField"],
      ["?per_page=0", "validation.invalidField"],
      ["?page=0", "validation.invalidField"],
      ["?page=abc", "validation.invalidField"],
      ["?sort=cheapest", "catalogue.validation.sortInvalid"],
      ["?hot=10", "catalogue.validation.flagInvalid"],
      ["?min_price=-5", "validation.amountInvalid"],
      ["?min_price=1.234", "validation.amountInvalid"],
      ["?min_price=500&max_price=100", "catalogue.validation.priceRangeInvalid"],
      ["?category=toys", "catalogue.validation.categoryUnknown"],
      ["?category=Robert');DROP", "catalogue.validation.categoryUnknown"],
      [`?keyword=${"a".repeat(101)}`, "catalogue.validation.keywordTooLong"],
      ["?keyword=a%00b", "security.controlCharacters"],
    ] as const) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/products${query}`,
        headers: inEnglish,
      });
      expect(response.statusCode, query).toBe(422);
      expect(response.json(), query).toMatchObject({ success: false, message: en(key) });
    }
  });

  it("never shows the cost price without a token, and shows it to a signed-in seller", async () => {
    const anonymous = await list();
    for (const product of anonymous.products) {
      expect(product).not.toHaveProperty("cost_price");
      expect(product).not.toHaveProperty("is_favorite");
    }
    const detail = await t.app.inject({ method: "GET", url: `/api/products/${ids.Lipstick}` });
    expect(detail.body).not.toContain("cost_price");

    const seller = await signedInSeller(t.app);
    const signedIn = await list("?keyword=lipstick", bearer(seller.token));
    expect(signedIn.products[0]).toMatchObject({ cost_price: "90.00", is_favorite: false });
  });

  it("refuses a token that is not valid instead of answering as anonymous", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/products",
      headers: bearer("not-a-token"),
    });
    expect(response.statusCode).toBe(401);
  });

  it("gives the money fields as baht strings with the discount computed from the prices", async () => {
    const [lipstick] = (await list("?keyword=lipstick")).products as ProductSummary[];
    expect(lipstick).toMatchObject({
      price: "390.00",
      original_price: "390.00",
      discount_price: "290.00",
      effective_price: "290.00",
      discount_percentage: 26,
      category: "beauty",
      category_key: "beauty",
      stock: 50,
      quantity: 50,
      status: "active",
      is_hot: true,
      is_demo: false,
      main_image_url: null,
      image_urls: [],
      likes_count: 0,
      sales_count: 12,
    });
  });
});

describe("GET /api/products asked again (pages kept a second, recent-pages.ts)", () => {
  it("shows each caller its own fields from the same page", async () => {
    const anonymous = await list("?keyword=serum");
    expect(anonymous.products[0]).not.toHaveProperty("cost_price");
    const seller = await signedInSeller(t.app);
    const signedIn = await list("?keyword=serum", bearer(seller.token));
    expect(signedIn.products[0]).toMatchObject({
      name_en: "Serum",
      cost_price: "200.00",
      is_favorite: false,
    });
    expect((await list("?keyword=serum")).products[0]).not.toHaveProperty("cost_price");
  });

  it("shows a change answered by this server at once: a seller's like, an operator's edit and archive", async () => {
    const seller = await signedInSeller(t.app);
    const before = await list("?keyword=power", bearer(seller.token));
    expect(before.products[0]).toMatchObject({ name_en: "Power bank", likes_count: 0, is_favorite: false });

    await call(t.app, seller.token, "POST", `/api/products/${ids["Power bank"]}/favorite`);
    const liked = await list("?keyword=power", bearer(seller.token));
    expect(liked.products[0]).toMatchObject({ likes_count: 1, is_favorite: true });

    const operator = await operatorOf(t.app, t.database.db);
    const renamed = await call(t.app, operator, "PUT", `/api/admin/products/${ids["Power bank"]}`, {
      name_en: "Power bank 20000 mAh",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(names(await list("?keyword=power"))).toEqual(["Power bank 20000 mAh"]);

    await call(t.app, operator, "DELETE", `/api/admin/products/${ids["Power bank"]}`);
    expect(await list("?keyword=power")).toMatchObject({ products: [], total: 0 });
  });
});
