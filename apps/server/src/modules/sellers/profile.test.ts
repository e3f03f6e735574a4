import { sellerProfileSchema } from "@seller/contract/seller";
import { describe, expect, it } from "vitest";
import { bearer, en, inEnglish, signedInSeller, useTestApp } from "../../test/app";

const t = useTestApp();

const update = (token: string, payload: unknown) =>
  t.app.inject({
    method: "PUT",
    url: "/api/sellers/update",
    headers: { ...bearer(token), ...inEnglish },
    payload: payload as object,
  });

describe("GET /api/sellers/profile", () => {
  it("shows a new seller's profile with empty wallet and nothing verified yet", async () => {
    const seller = await signedInSeller(t.app);
    const response = await t.app.inject({
      method: "GET",
      url: "/api/sellers/profile",
      headers: bearer(seller.token),
    });
    expect(response.statusCode).toBe(200);
    const profile = sellerProfileSchema.parse(response.json().data);
    expect(profile).toMatchObject({
      id: seller.id,
      account: seller.account,
      display_name: seller.account,
      full_name: null,
      language: "th",
      status: "active",
      is_virtual: false,
      wallet_balance_cents: "0",
      wallet_balance_thb: "0.00",
      available_balance: "0.00",
      freeze_amount: "0.00",
      deposit_amount: "0.00",
      is_verified: false,
      has_deposit: false,
      has_bank_account: false,
      today_orders_count: 0,
      total_orders_count: 0,
      today_profit: "0.00",
      total_profit: "0.00",
    });
    expect(Date.parse(profile.created_at)).not.toBeNaN();
  });

  it("shows exactly the contract's fields and nothing else (no password hash, no lock state)", async () => {
    const seller = await signedInSeller(t.app);
    const response = await t.app.inject({
      method: "GET",
      url: "/api/sellers/profile",
      headers: bearer(seller.token),
    });
    expect(Object.keys(response.json().data).sort()).toEqual(Object.keys(sellerProfileSchema.shape).sort());
  });
});

describe("PUT /api/sellers/update", () => {
  it("saves the seller's language on the server and answers the updated profile", async () => {
    const seller = await signedInSeller(t.app);
    const response = await update(seller.token, { language: "zh-TW" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: en("server.updated"),
      data: { language: "zh-TW" },
    });
    const again = await t.app.inject({
      method: "GET",
      url: "/api/sellers/profile",
      headers: bearer(seller.token),
    });
    expect(again.json().data.language).toBe("zh-TW");
  });

  it("refuses a language the app does not offer", async () => {
    const seller = await signedInSeller(t.app);
    const response = await update(seller.token, { language: "fr" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: "REQUEST_VALIDATION_ERROR",
      message: en("validation.languageUnsupported"),
    });
  });

  it("says there is nothing to update when nothing is sent", async () => {
    const seller = await signedInSeller(t.app);
    const response = await update(seller.token, {});
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(en("validation.nothingToUpdate"));
  });

  it("refuses fields a seller may not change here", async () => {
    const seller = await signedInSeller(t.app);
    const response = await update(seller.token, { language: "en", is_virtual: true });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(en("validation.unknownField", { field: "is_virtual" }));
  });

  it("needs a signed-in seller", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/sellers/update",
      payload: { language: "en" },
    });
    expect(response.statusCode).toBe(401);
  });
});
