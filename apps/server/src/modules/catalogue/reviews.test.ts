import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { createProduct, operatorOf, review } from "../../test/catalogue";
import { call } from "../../test/wallet";
import { auditLog } from "../audit/tables";

const t = useTestApp();

const auditOf = (targetType: string, targetId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, String(targetId)))
    .then((rows) => rows.filter((row) => row.targetType === targetType));

describe("GET /api/products/{id}/reviews", () => {
  it("shows three at first and pages through the rest, featured first then newest", async () => {
    const operator = await operatorOf(t.app, t.database.db);
    const product = await createProduct(t.app, operator, { name_en: "Reviewed bag", category: "fashion" });
    for (let day = 0; day < 8; day += 1)
      await review(t.database.db, product.id, 1 + (day % 5), day, `buyer${day}`);
    const detail = await t.app.inject({ method: "GET", url: `/api/products/${product.id}` });
    expect(detail.json().data.reviews.map((r: { name: string }) => r.name)).toEqual([
      "buyer0",
      "buyer1",
      "buyer2",
    ]);

    const oldest = (
      await t.app.inject({ method: "GET", url: `/api/products/${product.id}/reviews?page=3` })
    ).json();
    expect(oldest.data).toMatchObject({ total: 8, page: 3, per_page: 3 });
    expect(oldest.data.reviews.map((r: { name: string }) => r.name)).toEqual(["buyer6", "buyer7"]);

    const [old] = oldest.data.reviews;
    await call(t.app, operator, "PUT", `/api/admin/reviews/${old.id}`, { is_featured: true });
    const featured = (await t.app.inject({ method: "GET", url: `/api/products/${product.id}` })).json();
    expect(featured.data.reviews[0]).toMatchObject({ name: "buyer6", is_featured: true });
  });

  it("answers 422 for a bad page and 404 for an unknown product", async () => {
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/products/${(await createProduct(t.app, await operatorOf(t.app, t.database.db))).id}/reviews?per_page=500`,
        })
      ).statusCode,
    ).toBe(422);
    expect((await t.app.inject({ method: "GET", url: "/api/products/99999/reviews" })).statusCode).toBe(404);
  });
});

describe("PUT /api/admin/reviews/{id}", () => {
  it("features or hides a review; a hidden one leaves the count and the average", async () => {
    const operator = await operatorOf(t.app, t.database.db);
    const product = await createProduct(t.app, operator);
    const five = await review(t.database.db, product.id, 5);
    await review(t.database.db, product.id, 2);
    const read = async () =>
      (await t.app.inject({ method: "GET", url: `/api/products/${product.id}` })).json().data;
    expect(await read()).toMatchObject({ reviews_count: 2, average_rating: 3.5 });

    const hidden = await call(t.app, operator, "PUT", `/api/admin/reviews/${five.id}`, {
      is_hidden: true,
      reason: "spam",
    });
    expect(hidden.json().data).toMatchObject({ id: five.id, is_hidden: true, product_id: product.id });
    expect(await read()).toMatchObject({ reviews_count: 1, average_rating: 2 });
    expect((await read()).reviews.map((r: { id: number }) => r.id)).not.toContain(five.id);

    const all = await call(t.app, operator, "GET", `/api/admin/products/${product.id}/reviews`);
    expect(all.json().data.total).toBe(2);

    await call(t.app, operator, "PUT", `/api/admin/reviews/${five.id}`, { is_hidden: false });
    expect(await read()).toMatchObject({ reviews_count: 2, average_rating: 3.5 });
    const [entry] = await auditOf("review", five.id);
    expect(entry).toMatchObject({ act: "review.update", reason: "spam" });
    expect(entry?.details).toMatchObject({ before: { is_hidden: false }, after: { is_hidden: true } });

    expect(
      (await call(t.app, operator, "PUT", "/api/admin/reviews/999999", { is_hidden: true })).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, operator, "PUT", `/api/admin/reviews/${five.id}`, { reason: "x" })).statusCode,
    ).toBe(422);
  });
});
