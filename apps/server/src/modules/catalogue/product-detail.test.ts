import { beforeAll, describe, expect, it } from "vitest";
import { en, inEnglish, useTestApp } from "../../test/app";
import { createProduct, operatorOf, review } from "../../test/catalogue";
import { call } from "../../test/wallet";

const t = useTestApp();

const names = async (query: string) =>
  (await t.app.inject({ method: "GET", url: `/api/products${query}` }))
    .json()
    .data.products.map((product: { name_en: string }) => product.name_en);
const _list = async (query: string) => ({
  products: [],
  ...(await t.app.inject({ method: "GET", url: `/api/products${query}` })).json().data,
});

const ids: Record<string, number> = {};
beforeAll(async () => {
  const operator = await operatorOf(t.app, t.database.db);
  ids.Serum = (
    await createProduct(t.app, operator, {
      name: "เซรั่ม",
      name_zh: "精华液",
      name_en: "Serum",
      category: "beauty",
    })
  ).id;
  await review(t.database.db, ids.Serum, 5);
  await review(t.database.db, ids.Serum, 4);
  await createProduct(t.app, operator, { name_en: "Power bank", category: "electronics" });
  ids["Old cap"] = (await createProduct(t.app, operator, { name_en: "Old cap", category: "fashion" })).id;
  await call(t.app, operator, "DELETE", `/api/admin/products/${ids["Old cap"]}`);
});

describe("GET /api/products/{id}", () => {
  it("answers the detail with texts, colours, sizes and reviews", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/products/${ids.Serum}`,
      headers: inEnglish,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: ids.Serum,
      name: "เซรั่ม",
      name_zh: "精华液",
      description: "ผ้าฝ้าย 100%",
      colors: [],
      sizes: [],
      reviews_count: 2,
      average_rating: 4.5,
    });
    expect(response.json().data.reviews).toHaveLength(2);
  });

  it("answers 404 for an archived, unknown or malformed id", async () => {
    for (const id of [ids["Old cap"], 999999, "abc", "01", "2147483648"]) {
      const response = await t.app.inject({ method: "GET", url: `/api/products/${id}`, headers: inEnglish });
      expect(response.statusCode, String(id)).toBe(404);
    }
    const archived = await t.app.inject({
      method: "GET",
      url: `/api/products/${ids["Old cap"]}`,
      headers: inEnglish,
    });
    expect(archived.json()).toMatchObject({
      code: "BUSINESS_PRODUCT_NOT_FOUND",
      message: en("catalogue.server.productNotFound"),
    });
    expect(await names("?keyword=cap")).toEqual([]);
  });
});

describe("GET /api/products/categories", () => {
  it("lists the five default categories with their icons, names in four languages and counts", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/products/categories",
      headers: { "x-app-language": "zh-TW" },
    });
    const categories = response.json().data;
    expect(categories.map((category: { key: string }) => category.key)).toEqual([
      "tiktok_market",
      "beauty",
      "fashion",
      "sports",
      "electronics",
    ]);
    expect(categories[4]).toMatchObject({
      name: "電子產品",
      names: { th: "อิเล็กทรอนิกส์", en: "Electronics", "zh-CN": "电子产品", "zh-TW": "電子產品" },
      count: 1,
    });
  });
});
