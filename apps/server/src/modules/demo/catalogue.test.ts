import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CATEGORY_KEYS, type ProductDetail, type ProductsPage } from "@seller/contract/catalogue";
import { parseBaht } from "@seller/contract/money";
import { describe, expect, it } from "vitest";
import { bearer, inEnglish, signedInSeller, useTestApp } from "../../test/app";
import { openTestDatabase } from "../../test/database";
import { seedDemoCatalogue } from "./catalogue";
import { DEMO_PRODUCTS } from "./catalogue-data";

const t = useTestApp();
/** Shared by runs on this machine: the pictures are drawn once, then read from here. */
const cacheDir = join(tmpdir(), "seller-demo-pictures");
/**
 * The catalogue seeded into this file's app by whichever test asks first, answering that first
 * seed's result: every test awaits it for its own scene, so none relies on another having run.
 */
let firstSeed: Promise<boolean> | undefined;
const seededCatalogue = () => {
  firstSeed ??= seedDemoCatalogue(t.database.db, t.app.catalogueImages, { cacheDir });
  return firstSeed;
};

describe("the demo catalogue (DEMO=1)", () => {
  it("writes about sixty products over the five categories once, every row marked demo", {
    timeout: 180_000,
  }, async () => {
    expect(await seededCatalogue()).toBe(true);
    expect(await seedDemoCatalogue(t.database.db, t.app.catalogueImages, { cacheDir })).toBe(false);

    const seller = await signedInSeller(t.app);
    const response = await t.app.inject({
      method: "GET",
      url: "/api/products?per_page=100",
      headers: { ...inEnglish, ...bearer(seller.token) },
    });
    const page = response.json().data as ProductsPage;
    expect(page.total).toBe(DEMO_PRODUCTS.length);
    expect(page.total).toBeGreaterThanOrEqual(55);
    for (const key of CATEGORY_KEYS) {
      expect(page.categories.find((category) => category.key === key)?.count, key).toBe(12);
    }
    for (const product of page.products) {
      expect(product.is_demo).toBe(true);
      expect(product.name_en && product.name_zh && product.name).toBeTruthy();
      expect(product.images.length, product.name_en ?? "").toBeGreaterThanOrEqual(2);
      const cost = parseBaht(product.cost_price) ?? 0n;
      expect(cost > 0n && cost < (parseBaht(product.effective_price) ?? 0n), product.name_en ?? "").toBe(
        true,
      );
    }
    expect(page.products.filter((product) => product.is_hot).length).toBeGreaterThanOrEqual(6);
    expect(page.products.filter((product) => product.discount_price !== null).length).toBeGreaterThan(10);
    expect(page.products.some((product) => product.stock === 99999)).toBe(true);
  });

  it("says it is drawing only when a picture is missing from the cache, once", {
    timeout: 180_000,
  }, async () => {
    // Seeding leaves every picture in the shared cache; this test's copy lacks one.
    await seededCatalogue();
    const ownCache = mkdtempSync(join(tmpdir(), "seller-demo-pictures-"));
    cpSync(cacheDir, ownCache, { recursive: true });
    // A fresh database each time, on the pictures the seeding encoded (named by content).
    const seed = async (dir: string) => {
      const database = await openTestDatabase();
      let drawings = 0;
      try {
        await seedDemoCatalogue(database.db, t.app.catalogueImages, {
          cacheDir: dir,
          onDrawing: () => drawings++,
        });
      } finally {
        await database.close();
      }
      return drawings;
    };
    try {
      expect(await seed(cacheDir)).toBe(0);
      const [picture] = readdirSync(ownCache).filter((name) => name.endsWith(".png"));
      rmSync(join(ownCache, picture ?? ""));
      expect(await seed(ownCache)).toBe(1);
    } finally {
      rmSync(ownCache, { recursive: true, force: true });
    }
  });

  it("gives colours their own pictures, sizes, descriptions in three languages and demo reviews", {
    timeout: 180_000,
  }, async () => {
    await seededCatalogue();
    const list = await t.app.inject({ method: "GET", url: "/api/products?keyword=t-shirt" });
    const [shirt] = (list.json().data as ProductsPage).products;
    const detail = (await t.app.inject({ method: "GET", url: `/api/products/${shirt?.id}` })).json()
      .data as ProductDetail;
    expect(detail.sizes).toEqual(["S", "M", "L", "XL", "XXL"]);
    expect(detail.colors.map((color) => color.english_name)).toEqual(["Blue", "White", "Black", "Pink"]);
    expect(detail.colors.map((color) => color.thai_name)).toEqual(["น้ำเงิน", "ขาว", "ดำ", "ชมพู"]);
    expect(new Set(detail.colors.map((color) => color.image)).size).toBe(4);
    expect(detail.description_en).toContain("\n");
    expect(detail.description_zh.length).toBeGreaterThan(10);

    const picture = await t.app.inject({ method: "GET", url: detail.image_urls[0] ?? "" });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/webp");

    const reviewed = (
      await t.app.inject({ method: "GET", url: "/api/products?sort=rating&per_page=100" })
    ).json().data as ProductsPage;
    const withReviews = reviewed.products.filter((product) => product.reviews_count > 0);
    expect(withReviews.length).toBeGreaterThan(40);
    for (const product of withReviews) {
      expect(product.average_rating).toBeGreaterThanOrEqual(3);
      expect(product.average_rating).toBeLessThanOrEqual(5);
    }
    const many = withReviews.find((product) => product.reviews_count >= 7);
    const reviews = await t.app.inject({ method: "GET", url: `/api/products/${many?.id}/reviews?page=2` });
    expect(reviews.json().data.reviews).toHaveLength(3);
  });
});
