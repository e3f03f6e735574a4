import { describe, expect, it } from "vitest";
import { bearer, en, signedInSeller, useTestApp } from "../../test/app";
import { operatorOf } from "../../test/catalogue";
import { catalogueProducts, sellerWithDeposit } from "../../test/store";
import { call, fund, TEST_PROMPTPAY_ID, verifiedSeller } from "../../test/wallet";

const t = useTestApp({ promptPayId: TEST_PROMPTPAY_ID });

const SETTING = {
  store_name: "Nok's Shop",
  store_description: "Cotton shirts from Chiang Mai",
  contact_phone: "081-234-5678",
  business_hours: "9:00-18:00",
  announcement: "Free wrapping this week",
  theme_color: "#6F42C1",
  slug: "nok-shop",
};

describe("listing catalogue products in the store", () => {
  it("refuses listing without a paid security deposit, with the way to pay it", async () => {
    const seller = await verifiedSeller(t.app, t.app.db);
    await fund(t.app, seller.token, "6000");
    const [id] = await catalogueProducts(t.app, t.app.db, [{}]);
    const response = await call(t.app, seller.token, "POST", "/api/sellers/products", { product_ids: [id] });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(en("store.depositRequired"));
    const single = await call(t.app, seller.token, "POST", `/api/products/${id}/list`);
    expect(single.statusCode).toBe(403);
  });

  it("answers mixed ids with listed, already listed, not found and failed, and which id fell where", async () => {
    const seller = await sellerWithDeposit(t.app, t.app.db);
    const operator = await operatorOf(t.app, t.app.db);
    const [a, b, inactive, archived] = await catalogueProducts(t.app, t.app.db, [
      {},
      {},
      { status: "inactive" },
      {},
    ]);
    await call(t.app, operator, "DELETE", `/api/admin/products/${archived}`);
    const first = await call(t.app, seller.token, "POST", `/api/products/${a}/list`);
    expect(first.json().data).toMatchObject({ success_count: 1, listed_ids: [a] });

    const response = await call(t.app, seller.token, "POST", "/api/sellers/products", {
      product_ids: [a, b, b, inactive, archived, 999_999],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      success_count: 1,
      failed_count: 2,
      already_listed: 1,
      not_found: 1,
      listed_ids: [b],
      failed_ids: [inactive, archived],
      already_listed_ids: [a],
      not_found_ids: [999_999],
    });
  });

  it("refuses an empty selection and an id that is not a number", async () => {
    const seller = await sellerWithDeposit(t.app, t.app.db);
    const empty = await call(t.app, seller.token, "POST", "/api/sellers/products", { product_ids: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(en("store.validation.noProducts"));
    const bad = await call(t.app, seller.token, "POST", "/api/sellers/products", { product_ids: ["x"] });
    expect(bad.statusCode).toBe(422);
  });

  it("lists listed and available products in pages of at most 100, with both counters", async () => {
    const seller = await sellerWithDeposit(t.app, t.app.db);
    const [a, b] = await catalogueProducts(t.app, t.app.db, [{ name: "เสื้อลายดอก" }, { name: "กางเกงยีนส์" }]);
    await call(t.app, seller.token, "POST", "/api/sellers/products", { product_ids: [a, b] });
    const listed = await call(t.app, seller.token, "GET", "/api/sellers/products?per_page=999999");
    const page = listed.json().data;
    expect(page.per_page).toBe(100);
    expect(page.products.map((product: { id: number }) => product.id).sort()).toEqual([a, b].sort());
    expect(page.listed_count).toBe(2);
    expect(page.is_online).toBe(true);
    expect(page.products[0].listed_at).toEqual(expect.any(String));
    // The seller sees the supplier cost of what they sell.
    expect(page.products[0].cost_price).toBe("120.00");

    const search = await call(
      t.app,
      seller.token,
      "GET",
      `/api/sellers/products?keyword=${encodeURIComponent("ยีนส์")}`,
    );
    expect(search.json().data.products.map((product: { id: number }) => product.id)).toEqual([b]);

    const available = (
      await call(t.app, seller.token, "GET", "/api/sellers/products?scope=available&per_page=100")
    ).json().data;
    expect(available.products.some((product: { id: number }) => product.id === a)).toBe(false);
    expect(available.available_count).toBe(available.total);
  });

  it("unlists a product, and answers 404 for one that is not listed", async () => {
    const seller = await sellerWithDeposit(t.app, t.app.db);
    const [id] = await catalogueProducts(t.app, t.app.db, [{}]);
    await call(t.app, seller.token, "POST", "/api/sellers/products", { product_ids: [id] });
    const removed = await call(t.app, seller.token, "DELETE", `/api/sellers/products/${id}`);
    expect(removed.json().data).toEqual({ product_id: id, listed: false });
    const again = await call(t.app, seller.token, "DELETE", `/api/sellers/products/${id}`);
    expect(again.statusCode).toBe(404);
  });

  it("tells the signed-in seller, on the product and in catalogue lists, whether it is in their store", async () => {
    const seller = await sellerWithDeposit(t.app, t.app.db);
    const other = await sellerWithDeposit(t.app, t.app.db);
    const [id = 0, not = 0] = await catalogueProducts(t.app, t.app.db, [{ name_en: "Listed mug" }, {}]);
    const inStore = async (token: string | null, productId: number) => {
      const response = token
        ? await call(t.app, token, "GET", `/api/products/${productId}`)
        : await t.app.inject({ method: "GET", url: `/api/products/${productId}` });
      expect(response.statusCode).toBe(200);
      return response.json().data.in_store;
    };
    expect(await inStore(seller.token, id)).toBe(false);
    await call(t.app, seller.token, "POST", `/api/products/${id}/list`);
    expect(await inStore(seller.token, id)).toBe(true);
    expect(await inStore(seller.token, not)).toBe(false);
    expect(await inStore(other.token, id)).toBe(false);
    expect(await inStore(null, id)).toBeUndefined();

    const listed = (await call(t.app, seller.token, "GET", "/api/products?keyword=Listed%20mug")).json().data;
    expect(listed.products).toEqual([expect.objectContaining({ id, in_store: true })]);
    const anonymous = (
      await t.app.inject({ method: "GET", url: "/api/products?keyword=Listed%20mug" })
    ).json().data;
    expect(anonymous.products[0]).not.toHaveProperty("in_store");

    await call(t.app, seller.token, "DELETE", `/api/sellers/products/${id}`);
    expect(await inStore(seller.token, id)).toBe(false);
  });

  it("drops archived products from every store", async () => {
    const seller = await sellerWithDeposit(t.app, t.app.db);
    const [id] = await catalogueProducts(t.app, t.app.db, [{}]);
    await call(t.app, seller.token, "POST", "/api/sellers/products", { product_ids: [id] });
    await call(t.app, await operatorOf(t.app, t.app.db), "DELETE", `/api/admin/products/${id}`);
    const page = (await call(t.app, seller.token, "GET", "/api/sellers/products")).json().data;
    expect(page.products.some((product: { id: number }) => product.id === id)).toBe(false);
  });

  it("needs a seller's token", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/sellers/products" });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("store settings", () => {
  it("starts with the seller id as the slug and the default blue", async () => {
    const seller = await signedInSeller(t.app);
    const response = await call(t.app, seller.token, "GET", "/api/sellers/store-setting");
    expect(response.json().data.store_setting).toMatchObject({
      slug: String(seller.id),
      theme_color: "#007bff",
      store_path: `/s/${seller.id}`,
      is_online: false,
    });
  });

  it("saves every field, normalising the phone, colour and slug", async () => {
    const seller = await signedInSeller(t.app);
    const response = await call(t.app, seller.token, "PUT", "/api/sellers/store-setting", {
      store_setting: { ...SETTING, slug: " Nok-Shop " },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.store_setting).toMatchObject({
      ...SETTING,
      contact_phone: "0812345678",
      theme_color: "#6f42c1",
      description: SETTING.store_description,
      store_path: "/s/nok-shop",
    });
  });

  it.each([
    ["store_name", "", "store.validation.nameRequired"],
    ["store_name", "x".repeat(51), "store.validation.nameTooLong"],
    ["store_description", "x".repeat(501), "store.validation.descriptionTooLong"],
    ["contact_phone", "12345", "store.validation.phoneInvalid"],
    ["business_hours", "x".repeat(101), "store.validation.hoursTooLong"],
    ["announcement", "x".repeat(301), "store.validation.announcementTooLong"],
    ["theme_color", "#000000", "store.validation.themeInvalid"],
    ["slug", "ab", "store.validation.slugInvalid"],
    ["slug", "my shop", "store.validation.slugInvalid"],
  ])("refuses %s %j with its own message", async (field, value, key) => {
    const seller = await signedInSeller(t.app);
    const response = await call(t.app, seller.token, "PUT", "/api/sellers/store-setting", {
      store_setting: { ...SETTING, slug: `s${seller.id}`, [field]: value },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(en(key));
    expect(response.json().details[0].path).toBe(`store_setting.${field}`);
  });

  it("refuses a slug another store has, another seller's digits, and a missing field", async () => {
    const first = await signedInSeller(t.app);
    const second = await signedInSeller(t.app);
    await call(t.app, first.token, "PUT", "/api/sellers/store-setting", {
      store_setting: { ...SETTING, slug: "taken-slug" },
    });
    const taken = await call(t.app, second.token, "PUT", "/api/sellers/store-setting", {
      store_setting: { ...SETTING, slug: "taken-slug" },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().message).toBe(en("store.validation.slugTaken"));
    const digits = await call(t.app, second.token, "PUT", "/api/sellers/store-setting", {
      store_setting: { ...SETTING, slug: String(first.id) },
    });
    expect(digits.json().message).toBe(en("store.validation.slugDigits"));
    const own = await call(t.app, second.token, "PUT", "/api/sellers/store-setting", {
      store_setting: { ...SETTING, slug: String(second.id) },
    });
    expect(own.statusCode).toBe(200);
    const { slug: _slug, ...partial } = SETTING;
    const missing = await call(t.app, second.token, "PUT", "/api/sellers/store-setting", {
      store_setting: partial,
    });
    expect(missing.statusCode).toBe(422);
  });

  it("refuses an anonymous update", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/sellers/store-setting",
      payload: { store_setting: SETTING },
      headers: bearer("not-a-token"),
    });
    expect(response.statusCode).toBe(401);
  });
});
