import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { en, useTestApp } from "../../test/app";
import { createProduct, operatorOf, picture, uploadProductImage } from "../../test/catalogue";
import { pngClaiming } from "../../test/uploads";
import { call } from "../../test/wallet";
import { auditLog } from "../audit/tables";

const t = useTestApp();

const auditOf = (targetType: string, targetId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, String(targetId)))
    .then((rows) => rows.filter((row) => row.targetType === targetType));

describe("product images", () => {
  it("re-encodes JPEG, PNG and WebP to WebP in a few widths, named by content, served for a year", async () => {
    const operator = await operatorOf(t.app, t.database.db);
    const product = await createProduct(t.app, operator);
    const uploaded = await uploadProductImage(t.app, operator, product.id, await picture("jpeg", 1600, 1200));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const image = uploaded.json().data;
    expect(image.url).toMatch(/^\/api\/catalogue-images\/[0-9a-f]{32}-960\.webp$/);
    expect(image.thumbnail_url).toMatch(/-480\.webp$/);
    expect(image.srcset.split(", ").map((part: string) => part.split(" ")[1])).toEqual([
      "240w",
      "480w",
      "960w",
    ]);
    expect(image).toMatchObject({ width: 1600, height: 1200 });

    const served = await t.app.inject({ method: "GET", url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const decoded = await sharp(served.rawPayload).metadata();
    expect(decoded).toMatchObject({ format: "webp", width: 960, height: 720 });

    for (const format of ["png", "webp"] as const) {
      const response = await uploadProductImage(
        t.app,
        operator,
        product.id,
        await picture(format, 300, 300, "#123456"),
      );
      expect(response.statusCode, format).toBe(201);
      // Never enlarged: a 300 px picture gives 240 and 300.
      expect(response.json().data.srcset).toMatch(/-240\.webp 240w, .*-300\.webp 300w$/);
    }
    const detail = (await t.app.inject({ method: "GET", url: `/api/products/${product.id}` })).json().data;
    expect(detail.image_urls).toHaveLength(3);
    expect(detail.main_image_url).toBe(image.thumbnail_url);
    const logged = (await auditOf("product", product.id)).filter((row) => row.act === "product.image.add");
    expect(logged).toHaveLength(3);
  });

  it("uploading the same picture twice writes the same files once", async () => {
    const operator = await operatorOf(t.app, t.database.db);
    const product = await createProduct(t.app, operator);
    const bytes = await picture("png", 500, 400, "#336699");
    const first = (await uploadProductImage(t.app, operator, product.id, bytes)).json().data;
    const filesBefore = await t.app.catalogueImages.area.list();
    const second = (await uploadProductImage(t.app, operator, product.id, bytes)).json().data;
    expect(second.url).toBe(first.url);
    expect(second.id).not.toBe(first.id);
    expect(await t.app.catalogueImages.area.list()).toEqual(filesBefore);
  });

  it("decides the type by the bytes and refuses anything else, and pictures too large", async () => {
    const operator = await operatorOf(t.app, t.database.db);
    const product = await createProduct(t.app, operator);
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
    const notAnImage = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>");
    for (const bytes of [gif, notAnImage]) {
      const response = await uploadProductImage(t.app, operator, product.id, bytes, "photo.jpg");
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe(en("catalogue.server.imageType"));
    }
    const bomb = await uploadProductImage(t.app, operator, product.id, pngClaiming(50_000, 50_000));
    expect(bomb.statusCode).toBe(413);
    const truncated = (await picture("jpeg", 400, 300)).subarray(0, 200);
    expect((await uploadProductImage(t.app, operator, product.id, truncated)).statusCode).toBe(415);
    const huge = Buffer.concat([await picture("png", 10, 10), Buffer.alloc(9 * 1024 * 1024)]);
    const tooLarge = await uploadProductImage(t.app, operator, product.id, huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(en("catalogue.server.imageTooLarge", { max: 8 }));
    const notMultipart = await call(t.app, operator, "POST", `/api/admin/products/${product.id}/images`, {
      file: "x",
    });
    expect(notMultipart.statusCode).toBe(400);
    const missing = await uploadProductImage(t.app, operator, 999999, await picture("png", 10, 10));
    expect(missing.statusCode).toBe(404);
    const detail = (await t.app.inject({ method: "GET", url: `/api/products/${product.id}` })).json().data;
    expect(detail.images).toEqual([]);
  });

  it("reorders, gives colours their pictures, and removes an image from the product and its colour", async () => {
    const operator = await operatorOf(t.app, t.database.db);
    const product = await createProduct(t.app, operator);
    const red = (
      await uploadProductImage(t.app, operator, product.id, await picture("png", 300, 300, "#cc0000"))
    ).json().data;
    const blue = (
      await uploadProductImage(t.app, operator, product.id, await picture("png", 300, 300, "#0000cc"))
    ).json().data;
    const colors = [
      { thai_name: "แดง", chinese_name: "红色", image_id: red.id },
      { thai_name: "น้ำเงิน", chinese_name: "蓝色", image_id: blue.id },
    ];
    const updated = await call(t.app, operator, "PUT", `/api/admin/products/${product.id}`, {
      colors,
      image_order: [blue.id, red.id],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.images.map((image: { id: number }) => image.id)).toEqual([blue.id, red.id]);
    expect(updated.json().data.colors[0]).toMatchObject({ thai_name: "แดง", image: red.thumbnail_url });

    const wrongOrder = await call(t.app, operator, "PUT", `/api/admin/products/${product.id}`, {
      image_order: [blue.id],
    });
    expect(wrongOrder.json().message).toBe(en("catalogue.validation.imageOrderInvalid"));

    const removed = await call(
      t.app,
      operator,
      "DELETE",
      `/api/admin/products/${product.id}/images/${red.id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.images.map((image: { id: number }) => image.id)).toEqual([blue.id]);
    expect(removed.json().data.colors[0]).toMatchObject({ thai_name: "แดง", image: null, image_id: null });
    // The files stay: past orders and caches may still show them.
    expect((await t.app.inject({ method: "GET", url: red.url })).statusCode).toBe(200);
    const again = await call(t.app, operator, "DELETE", `/api/admin/products/${product.id}/images/${red.id}`);
    expect(again.statusCode).toBe(404);
    const otherProduct = await createProduct(t.app, operator);
    const elsewhere = await call(
      t.app,
      operator,
      "DELETE",
      `/api/admin/products/${otherProduct.id}/images/${blue.id}`,
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it("serves nothing but the image files themselves", async () => {
    for (const url of [
      "/api/catalogue-images/",
      "/api/catalogue-images/..%2f..%2fetc%2fpasswd",
      "/api/catalogue-images/0123456789abcdef0123456789abcdef-480.webp",
      "/api/catalogue-images/abc.webp.partial",
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});
