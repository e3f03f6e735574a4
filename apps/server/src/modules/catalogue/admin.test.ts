import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, en, inEnglish, signedInSeller, useTestApp } from "../../test/app";
import { createProduct, operatorOf, productBody } from "../../test/catalogue";
import { call } from "../../test/wallet";
import { auditLog } from "../audit/tables";
import { products } from "./tables";

const t = useTestApp();

const auditOf = (targetType: string, targetId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, String(targetId)))
    .then((rows) => rows.filter((row) => row.targetType === targetType));

describe("operator-only catalogue calls", () => {
  it("refuses sellers (403) and callers without a token (401), and changes nothing", async () => {
    const seller = await signedInSeller(t.app);
    const operator = await operatorOf(t.app, t.database.db);
    const product = await createProduct(t.app, operator);
    const review = { is_featured: true };
    const calls: [string, string, unknown][] = [
      ["GET", "/api/admin/products", undefined],
      ["GET", `/api/admin/products/${product.id}`, undefined],
      ["POST", "/api/admin/products", productBody()],
      ["PUT", `/api/admin/products/${product.id}`, { price: "1.00" }],
      ["DELETE", `/api/admin/products/${product.id}`, undefined],
      ["POST", `/api/admin/products/${product.id}/images`, undefined],
      ["DELETE", `/api/admin/products/${product.id}/images/1`, undefined],
      ["GET", `/api/admin/products/${product.id}/reviews`, undefined],
      ["PUT", "/api/admin/reviews/1", review],
      ["PUT", "/api/admin/system", { home_carousel: [] }],
      ["POST", "/api/admin/system/images", undefined],
      ["GET", "/api/admin/audit-log", undefined],
    ];
    for (const [method, url, payload] of calls) {
      const asSeller = await call(t.app, seller.token, method as "GET", url, payload);
      expect(asSeller.statusCode, `${method} ${url}`).toBe(403);
      const anonymous = await t.app.inject({
        method: method as "GET",
        url,
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ status: "active", priceSatang: 29_900n });
  });
});

describe("POST /api/admin/products", () => {
  it("creates a product with colours and sizes, money as baht strings, and records the act", async () => {
    const operator = await operatorOf(t.app, t.database.db);
    const created = await call(
      t.app,
      operator,
      "POST",
      "/api/admin/products",
      productBody({
        price: 459.5,
        discount_price: "399",
        cost_price: "150.25",
        stock: 99999,
        is_new: true,
        sizes: ["S", "M", "L"],
        colors: [{ thai_name: "แดง", chinese_name: "红色", english_name: "Red" }],
      }),
    );
    expect(created.statusCode).toBe(201);
    const product = created.json().data;
    expect(product).toMatchObject({
      price: "459.50",
      discount_price: "399.00",
      effective_price: "399.00",
      discount_percentage: 13,
      cost_price: "150.25",
      stock: 99999,
      is_new: true,
      status: "active",
      sizes: ["S", "M", "L"],
      colors: [{ thai_name: "แดง", chinese_name: "红色", english_name: "Red", image: null, image_id: null }],
      archived_at: null,
    });
    const [entry] = await auditOf("product", product.id);
    expect(entry).toMatchObject({ act: "product.create", targetId: String(product.id) });
    expect(entry?.details).toMatchObject({ price: "459.50", cost_price: "150.25", name: "เสื้อยืดคอตตอน" });
    expect(entry?.sessionId).toBeTypeOf("number");
    expect(entry?.address).toBe("127.0.0.1");
  });

  it("refuses bad input with a clear 422 in the caller's language and writes nothing", async () => {
    const operator = await operatorOf(t.app, t.database.db);
    const [before] = await t.database.db.select({ count: products.id }).from(products);
    for (const [fields, key] of [
      [{ name: "  " }, "catalogue.validation.nameRequired"],
      [{ name_zh: "" }, "catalogue.validation.nameZhRequired"],
      [{ name: "x".repeat(121) }, "catalogue.validation.nameTooLong"],
      [{ name: "bad\u0007name" }, "security.controlCharacters"],
      [{ price: "0.50" }, "catalogue.validation.priceOutOfRange"],
      [{ price: "12.345" }, "validation.amountInvalid"],
      [{ price: -1 }, "validation.amountInvalid"],
      [{ price: "1000000.01" }, "catalogue.validation.priceOutOfRange"],
      [{ price: "100", discount_price: "100" }, "catalogue.validation.discountNotBelowPrice"],
      [{ price: "100", cost_price: "100.01" }, "catalogue.validation.costAbovePrice"],
      [{ price: "100", discount_price: "80", cost_price: "90" }, "catalogue.validation.costAbovePrice"],
      [{ stock: 100000 }, "catalogue.validation.stockInvalid"],
      [{ stock: 1.5 }, "catalogue.validation.stockInvalid"],
      [{ category: "toys" }, "catalogue.validation.categoryUnknown"],
      [{ sizes: ["M", "m"] }, "catalogue.validation.sizesRepeated"],
      [{ colors: [{ thai_name: "แดง", chinese_name: "" }] }, "catalogue.validation.colorNameRequired"],
      [
        { colors: [{ thai_name: "แดง", chinese_name: "红", image_id: 1 }] },
        "catalogue.validation.colorImageUnknown",
      ],
      [{ status: "archived" }, "catalogue.validation.statusInvalid"],
      [{ description: "x".repeat(5001) }, "catalogue.validation.descriptionTooLong"],
    ] as const) {
      const response = await call(
        t.app,
        operator,
        "POST",
        "/api/admin/products",
        productBody(fields as object),
      );
      expect(response.statusCode, JSON.stringify(fields)).toBe(422);
      expect(response.json().message, JSON.stringify(fields)).toBe(
        en(key, { min: "1.00", max: "1,000,000.00" }),
      );
    }
    const unknownField = await call(t.app, operator, "POST", "/api/admin/products", {
      ...productBody(),
      sold: 5,
    });
    expect(unknownField.statusCode).toBe(422);
    const [after] = await t.database.db.select({ count: products.id }).from(products);
    expect(after).toEqual(before);
  });

  it("keeps line breaks in a description but refuses other control characters", async () => {
    const operator = await operatorOf(t.app, t.database.db);
    const ok = await call(
      t.app,
      operator,
      "POST",
      "/api/admin/products",
      productBody({ description: "line one\nline two\ttab" }),
    );
    expect(ok.json().data.description).toBe("line one\nline two\ttab");
    const bad = await call(
      t.app,
      operator,
      "POST",
      "/api/admin/products",
      productBody({ description: "a\u0000b" }),
    );
    expect(bad.statusCode).toBe(422);
  });
});

describe("PUT /api/admin/products/{id}", () => {
  it("changes the fields given, checks the prices against the stored ones, and logs the old values", async () => {
    const operator = await operatorOf(t.app, t.database.db);
    const product = await createProduct(t.app, operator, { price: "500", cost_price: "200" });
    const onSale = await call(t.app, operator, "PUT", `/api/admin/products/${product.id}`, {
      discount_price: "350",
      is_hot: true,
    });
    expect(onSale.json().data).toMatchObject({ price: "500.00", discount_price: "350.00", is_hot: true });

    const tooCheap = await call(t.app, operator, "PUT", `/api/admin/products/${product.id}`, {
      discount_price: "150",
    });
    expect(tooCheap.statusCode).toBe(422);
    expect(tooCheap.json().message).toBe(en("catalogue.validation.costAbovePrice"));
    const priceBelowSale = await call(t.app, operator, "PUT", `/api/admin/products/${product.id}`, {
      price: "300",
    });
    expect(priceBelowSale.json().message).toBe(en("catalogue.validation.discountNotBelowPrice"));

    const ended = await call(t.app, operator, "PUT", `/api/admin/products/${product.id}`, {
      discount_price: null,
    });
    expect(ended.json().data).toMatchObject({
      discount_price: null,
      effective_price: "500.00",
      discount_percentage: 0,
    });

    const updates = (await auditOf("product", product.id)).filter((row) => row.act === "product.update");
    expect(updates).toHaveLength(2);
    expect(updates[0]?.details).toMatchObject({
      fields: { discount_price: "350.00", is_hot: true },
      before: { discountPriceSatang: null, isHot: false },
    });
  });

  it("answers 404 for an unknown product and 422 for an empty body", async () => {
    const operator = await operatorOf(t.app, t.database.db);
    const missing = await call(t.app, operator, "PUT", "/api/admin/products/999999", { stock: 5 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("BUSINESS_PRODUCT_NOT_FOUND");
    const product = await createProduct(t.app, operator);
    const empty = await call(t.app, operator, "PUT", `/api/admin/products/${product.id}`, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(en("validation.nothingToUpdate"));
  });
});

describe("DELETE /api/admin/products/{id}", () => {
  it("archives: gone from every public read, kept for the operator, restored by setting a status", async () => {
    const operator = await operatorOf(t.app, t.database.db);
    const product = await createProduct(t.app, operator, { name_en: "Archivable lamp" });
    const archived = await call(t.app, operator, "DELETE", `/api/admin/products/${product.id}`, {
      reason: "supplier stopped",
    });
    expect(archived.json().data).toMatchObject({ status: "archived" });
    expect(archived.json().data.archived_at).not.toBeNull();
    expect((await t.app.inject({ method: "GET", url: `/api/products/${product.id}` })).statusCode).toBe(404);
    const search = await t.app.inject({ method: "GET", url: "/api/products?keyword=archivable" });
    expect(search.json().data.total).toBe(0);
    const seller = await signedInSeller(t.app);
    expect((await call(t.app, seller.token, "POST", `/api/products/${product.id}/favorite`)).statusCode).toBe(
      404,
    );

    const operatorList = await call(
      t.app,
      operator,
      "GET",
      "/api/admin/products?status=archived&keyword=archivable",
    );
    expect(operatorList.json().data.items.map((item: { id: number }) => item.id)).toEqual([product.id]);
    const [entry] = (await auditOf("product", product.id)).filter((row) => row.act === "product.archive");
    expect(entry).toMatchObject({ reason: "supplier stopped" });

    // Archiving twice changes nothing and records nothing more.
    await call(t.app, operator, "DELETE", `/api/admin/products/${product.id}`);
    expect(
      (await auditOf("product", product.id)).filter((row) => row.act === "product.archive"),
    ).toHaveLength(1);

    const restored = await call(t.app, operator, "PUT", `/api/admin/products/${product.id}`, {
      status: "active",
    });
    expect(restored.json().data).toMatchObject({ status: "active", archived_at: null });
    expect((await t.app.inject({ method: "GET", url: `/api/products/${product.id}` })).statusCode).toBe(200);
  });
});

describe("GET /api/admin/products", () => {
  it("lists every status with the cost, filtered and paged", async () => {
    const operator = await operatorOf(t.app, t.database.db);
    const product = await createProduct(t.app, operator, { name_en: "Inactive kettle", status: "inactive" });
    const response = await call(t.app, operator, "GET", "/api/admin/products?status=inactive&keyword=kettle");
    expect(response.json().data).toMatchObject({ total: 1, page: 1, per_page: 20 });
    expect(response.json().data.items[0]).toMatchObject({
      id: product.id,
      status: "inactive",
      cost_price: "120.00",
    });
    const publicList = await t.app.inject({
      method: "GET",
      url: "/api/products?keyword=kettle",
      headers: inEnglish,
    });
    expect(publicList.json().data.total).toBe(0);
    const bad = await call(t.app, operator, "GET", "/api/admin/products?status=gone");
    expect(bad.statusCode).toBe(422);
    const token = (await signedInSeller(t.app)).token;
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/products", headers: bearer(token) })).statusCode,
    ).toBe(403);
  });
});
