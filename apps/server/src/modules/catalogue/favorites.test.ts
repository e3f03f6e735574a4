import { describe, expect, it } from "vitest";
import { bearer, en, signedInSeller, useTestApp } from "../../test/app";
import { createProduct, operatorOf } from "../../test/catalogue";
import { call } from "../../test/wallet";

const t = useTestApp();

describe("favourites", () => {
  it("likes and unlikes: likes_count follows the sellers' likes, and twice counts once", async () => {
    const operator = await operatorOf(t.app, t.database.db);
    const product = await createProduct(t.app, operator);
    const [first, second] = [await signedInSeller(t.app), await signedInSeller(t.app)];
    const like = (token: string) => call(t.app, token, "POST", `/api/products/${product.id}/favorite`);
    const unlike = (token: string) => call(t.app, token, "DELETE", `/api/products/${product.id}/favorite`);

    const liked = await like(first.token);
    expect(liked.statusCode).toBe(200);
    expect(liked.json()).toMatchObject({
      message: en("catalogue.server.favoriteAdded"),
      data: { product_id: product.id, is_favorite: true, likes_count: 1 },
    });
    expect((await like(first.token)).json().data.likes_count).toBe(1);
    expect((await like(second.token)).json().data.likes_count).toBe(2);

    const detail = await t.app.inject({
      method: "GET",
      url: `/api/products/${product.id}`,
      headers: bearer(first.token),
    });
    expect(detail.json().data).toMatchObject({ is_favorite: true, likes_count: 2 });
    const list = await t.app.inject({ method: "GET", url: "/api/products", headers: bearer(second.token) });
    expect(list.json().data.products[0]).toMatchObject({ id: product.id, is_favorite: true });

    expect((await unlike(first.token)).json().data).toMatchObject({ is_favorite: false, likes_count: 1 });
    expect((await unlike(first.token)).json().data.likes_count).toBe(1);
    const after = await t.app.inject({
      method: "GET",
      url: `/api/products/${product.id}`,
      headers: bearer(first.token),
    });
    expect(after.json().data).toMatchObject({ is_favorite: false, likes_count: 1 });
  });

  it("counts every like exactly once when many sellers like at the same moment", async () => {
    const operator = await operatorOf(t.app, t.database.db);
    const product = await createProduct(t.app, operator);
    const sellers = await Promise.all(Array.from({ length: 8 }, () => signedInSeller(t.app)));
    await Promise.all(
      sellers.flatMap((seller) => [
        call(t.app, seller.token, "POST", `/api/products/${product.id}/favorite`),
        call(t.app, seller.token, "POST", `/api/products/${product.id}/favorite`),
      ]),
    );
    const detail = await t.app.inject({ method: "GET", url: `/api/products/${product.id}` });
    expect(detail.json().data.likes_count).toBe(8);
  });

  it("is for signed-in sellers only, and answers 404 for a product that does not exist", async () => {
    const operator = await operatorOf(t.app, t.database.db);
    const product = await createProduct(t.app, operator);
    expect(
      (await t.app.inject({ method: "POST", url: `/api/products/${product.id}/favorite` })).statusCode,
    ).toBe(401);
    expect((await call(t.app, operator, "POST", `/api/products/${product.id}/favorite`)).statusCode).toBe(
      403,
    );
    const seller = await signedInSeller(t.app);
    const missing = await call(t.app, seller.token, "POST", "/api/products/999999/favorite");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("BUSINESS_PRODUCT_NOT_FOUND");
    expect((await call(t.app, seller.token, "DELETE", "/api/products/abc/favorite")).statusCode).toBe(404);
  });
});
