import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { en, inEnglish, signedInSeller, useTestApp } from "../../test/app";
import { operatorOf, picture } from "../../test/catalogue";
import { multipart } from "../../test/uploads";
import { call } from "../../test/wallet";
import { auditLog } from "../audit/tables";

const t = useTestApp();

async function uploadDisplayImage(token: string) {
  const body = multipart({}, { bytes: await picture("jpeg", 1200, 500, "#ff6a3d"), fileName: "banner.jpg" });
  const response = await t.app.inject({
    method: "POST",
    url: "/api/admin/system/images",
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}`, ...inEnglish },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { url: string; thumbnail_url: string };
}

describe("GET /api/system", () => {
  // A database of its own: the other tests here change the display.
  const untouched = useTestApp();

  it("answers the defaults to anyone: an empty carousel and the app's own banners", async () => {
    const response = await untouched.app.inject({ method: "GET", url: "/api/system" });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      home_carousel: [],
      home_background: null,
      web_logo: null,
      profile_bg: null,
      coupon_banner: null,
      festival_banner: null,
    });
  });
});

describe("PUT /api/admin/system", () => {
  it("sets the carousel with links and a banner from uploaded pictures, and records the act", async () => {
    const operator = await operatorOf(t.app, t.database.db);
    const systemActs = () => t.database.db.select().from(auditLog).where(eq(auditLog.targetType, "system"));
    const earlier = (await systemActs()).length;
    const image = await uploadDisplayImage(operator);
    const saved = await call(t.app, operator, "PUT", "/api/admin/system", {
      home_carousel: [
        { image: image.url, link: "/products?hot=true" },
        { image: image.thumbnail_url, link: "https://example.com/sale" },
        { image: image.url },
      ],
      coupon_banner: { image: image.url, link: null },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await t.app.inject({ method: "GET", url: "/api/system" })).json().data;
    expect(read.home_carousel).toEqual([
      { image: image.url, link: "/products?hot=true" },
      { image: image.thumbnail_url, link: "https://example.com/sale" },
      { image: image.url, link: null },
    ]);
    expect(read.coupon_banner).toEqual({ image: image.url, link: null });

    // A later change of another field keeps the carousel.
    await call(t.app, operator, "PUT", "/api/admin/system", { web_logo: image.thumbnail_url });
    const again = (await t.app.inject({ method: "GET", url: "/api/system" })).json().data;
    expect(again.home_carousel).toHaveLength(3);
    expect(again.web_logo).toBe(image.thumbnail_url);

    const acts = (await systemActs()).slice(earlier);
    expect(acts.map((row) => row.act)).toEqual([
      "system.image.upload",
      "system.display.update",
      "system.display.update",
    ]);
    expect(acts[2]?.details).toMatchObject({
      before: { web_logo: null },
      after: { web_logo: image.thumbnail_url },
    });
  });

  it("refuses links that leave the app unsafely, images it did not encode, and too many slides", async () => {
    const operator = await operatorOf(t.app, t.database.db);
    const image = await uploadDisplayImage(operator);
    for (const [body, key] of [
      [
        { home_carousel: [{ image: image.url, link: "javascript:alert(1)" }] },
        "systemDisplay.validation.linkInvalid",
      ],
      [
        { home_carousel: [{ image: image.url, link: "//evil.example" }] },
        "systemDisplay.validation.linkInvalid",
      ],
      [
        { home_carousel: [{ image: image.url, link: "http://plain.example" }] },
        "systemDisplay.validation.linkInvalid",
      ],
      [
        { home_carousel: [{ image: "https://elsewhere.example/a.png" }] },
        "systemDisplay.validation.imageInvalid",
      ],
      [
        { web_logo: "/api/catalogue-images/0123456789abcdef0123456789abcdef-480.webp" },
        "systemDisplay.validation.imageInvalid",
      ],
      [
        { home_carousel: Array.from({ length: 11 }, () => ({ image: image.url })) },
        "systemDisplay.validation.carouselTooLong",
      ],
      [{}, "validation.nothingToUpdate"],
    ] as const) {
      const response = await call(t.app, operator, "PUT", "/api/admin/system", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().message, JSON.stringify(body)).toBe(en(key));
    }
    const seller = await signedInSeller(t.app);
    expect((await call(t.app, seller.token, "PUT", "/api/admin/system", { web_logo: null })).statusCode).toBe(
      403,
    );
  });
});

describe("GET /api/system/announcements", () => {
  it("lists announcements to every seller, newest first, in the caller's language; one to a single seller stays private", async () => {
    const operator = await operatorOf(t.app, t.database.db);
    const seller = await signedInSeller(t.app);
    await call(t.app, operator, "POST", "/api/admin/announcements", {
      title: { th: "ปิดปรับปรุงระบบ", en: "Maintenance tonight" },
      message: { th: "ระบบจะปิดปรับปรุง 01:00-02:00 น.", en: "The platform is down 01:00-02:00." },
    });
    await call(t.app, operator, "POST", "/api/admin/announcements", {
      title: "Private note",
      message: "Only for one seller",
      seller_id: seller.id,
    });
    await call(t.app, operator, "POST", "/api/admin/announcements", {
      title: "Songkran sale",
      message: "From 13 April",
    });

    const english = (
      await t.app.inject({ method: "GET", url: "/api/system/announcements", headers: inEnglish })
    ).json();
    expect(english.data).toMatchObject({ total: 2, page: 1, per_page: 20 });
    expect(english.data.announcements.map((a: { title: string }) => a.title)).toEqual([
      "Songkran sale",
      "Maintenance tonight",
    ]);
    const chinese = await t.app.inject({
      method: "GET",
      url: "/api/system/announcements",
      headers: { "x-app-language": "zh-CN" },
    });
    // No Chinese text was written: Thai is the fallback.
    expect(chinese.json().data.announcements[1].title).toBe("ปิดปรับปรุงระบบ");

    const id = english.data.announcements[1].id;
    const one = await t.app.inject({
      method: "GET",
      url: `/api/system/announcements/${id}`,
      headers: inEnglish,
    });
    expect(one.json().data).toMatchObject({
      id,
      title: "Maintenance tonight",
      message: "The platform is down 01:00-02:00.",
    });
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/system/announcements/99999",
      headers: inEnglish,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(en("systemDisplay.server.announcementNotFound"));
    expect(
      (await t.app.inject({ method: "GET", url: "/api/system/announcements?per_page=500" })).statusCode,
    ).toBe(422);
  });
});
