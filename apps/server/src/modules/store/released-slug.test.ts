import { RELEASED_SLUG_HOLD_DAYS } from "@seller/contract/store";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { en, signedInSeller, th, useTestApp } from "../../test/app";
import { call } from "../../test/wallet";
import { releasedStoreSlugs } from "./tables";

const t = useTestApp();

const setting = (slug: string) => ({
  store_setting: {
    store_name: "Nok's Shop",
    store_description: "",
    contact_phone: "",
    business_hours: "",
    announcement: "",
    theme_color: "#007BFF",
    slug,
  },
});

function unique(prefix: string) {
  return `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
}

describe("a released store address is held for 90 days (DECISIONS Store and storefront)", () => {
  it("keeps another seller from claiming it, in the caller's language, while the owner can take it back", async () => {
    const owner = await signedInSeller(t.app);
    const other = await signedInSeller(t.app);
    const old = unique("nok");
    expect(
      (await call(t.app, owner.token, "PUT", "/api/sellers/store-setting", setting(old))).statusCode,
    ).toBe(200);
    const moved = await call(t.app, owner.token, "PUT", "/api/sellers/store-setting", setting(unique("new")));
    expect(moved.statusCode).toBe(200);

    // A buyer's old link must not open another store: the claim is refused with the reason.
    const claim = await call(t.app, other.token, "PUT", "/api/sellers/store-setting", setting(old));
    expect(claim.statusCode).toBe(422);
    expect(claim.json().message).toBe(en("store.validation.slugHeld", { days: RELEASED_SLUG_HOLD_DAYS }));
    expect(claim.json().details[0].path).toBe("store_setting.slug");
    const inThai = await call(t.app, other.token, "PUT", "/api/sellers/store-setting", setting(old), {
      "x-app-language": "th",
    });
    expect(inThai.json().message).toBe(th("store.validation.slugHeld", { days: RELEASED_SLUG_HOLD_DAYS }));
    const storefront = await t.app.inject({ method: "GET", url: `/api/storefront/${old}` });
    expect(storefront.statusCode).toBe(404);

    // The owner takes it back; released again later, it is held again.
    const back = await call(t.app, owner.token, "PUT", "/api/sellers/store-setting", setting(old));
    expect(back.statusCode).toBe(200);
    expect(back.json().data.store_setting.slug).toBe(old);
    const held = await t.app.db.select().from(releasedStoreSlugs).where(eq(releasedStoreSlugs.slug, old));
    expect(held).toEqual([]);
  });

  it("frees the address once the 90 days have passed", async () => {
    const owner = await signedInSeller(t.app);
    const other = await signedInSeller(t.app);
    const old = unique("shop");
    await call(t.app, owner.token, "PUT", "/api/sellers/store-setting", setting(old));
    await call(t.app, owner.token, "PUT", "/api/sellers/store-setting", setting(unique("next")));
    const almost = new Date(Date.now() - (RELEASED_SLUG_HOLD_DAYS - 1) * 24 * 60 * 60 * 1000);
    await t.app.db
      .update(releasedStoreSlugs)
      .set({ releasedAt: almost })
      .where(eq(releasedStoreSlugs.slug, old));
    const early = await call(t.app, other.token, "PUT", "/api/sellers/store-setting", setting(old));
    expect(early.statusCode).toBe(422);

    const over = new Date(Date.now() - (RELEASED_SLUG_HOLD_DAYS + 1) * 24 * 60 * 60 * 1000);
    await t.app.db
      .update(releasedStoreSlugs)
      .set({ releasedAt: over })
      .where(eq(releasedStoreSlugs.slug, old));
    const later = await call(t.app, other.token, "PUT", "/api/sellers/store-setting", setting(old));
    expect(later.statusCode).toBe(200);
    // The first owner cannot take it back from its new owner.
    const retake = await call(t.app, owner.token, "PUT", "/api/sellers/store-setting", setting(old));
    expect(retake.statusCode).toBe(422);
    expect(retake.json().message).toBe(en("store.validation.slugTaken"));
  });

  it("saves other fields without touching the address hold", async () => {
    const owner = await signedInSeller(t.app);
    const slug = unique("keep");
    await call(t.app, owner.token, "PUT", "/api/sellers/store-setting", setting(slug));
    const again = await call(t.app, owner.token, "PUT", "/api/sellers/store-setting", setting(slug));
    expect(again.statusCode).toBe(200);
    const held = await t.app.db.select().from(releasedStoreSlugs).where(eq(releasedStoreSlugs.slug, slug));
    expect(held).toEqual([]);
  });
});
