import { LANGUAGE_HEADER } from "@seller/contract/languages";
import { beforeAll, describe, expect, it } from "vitest";
import { traditionalChinese } from "../lib/traditional-chinese";
import { useTestApp } from "../test/app";
import { createProduct, operatorOf } from "../test/catalogue";
import { inTraditional, showsTraditional } from "./chinese-script";

describe("which answers carry Traditional characters", () => {
  it("converts for zh-TW outside the console, never for the other languages", () => {
    expect(showsTraditional({ url: "/api/products/1" }, "zh-TW")).toBe(true);
    expect(showsTraditional({ url: "/api/store/orders" }, "zh-TW")).toBe(true);
    expect(showsTraditional({ url: "/api/admin/products/1" }, "zh-TW")).toBe(false);
    for (const language of ["zh-CN", "th", "en"] as const) {
      expect(showsTraditional({ url: "/api/products/1" }, language)).toBe(false);
    }
  });

  it("converts only the Simplified Chinese fields, at any depth", () => {
    expect(
      inTraditional({
        name: "莲花霜",
        name_zh: "莲花霜",
        items: [{ product_name_zh: "红色连衣裙", color: "แดง", color_zh: "红色" }],
        colors: [{ thai_name: "แดง", chinese_name: "红色", english_name: null }],
        count: 2,
      }),
    ).toEqual({
      name: "莲花霜",
      name_zh: "蓮花霜",
      items: [{ product_name_zh: "紅色連衣裙", color: "แดง", color_zh: "紅色" }],
      colors: [{ thai_name: "แดง", chinese_name: "紅色", english_name: null }],
      count: 2,
    });
  });

  it("leaves Traditional text as it is", () => {
    expect(traditionalChinese("蓮花霜")).toBe("蓮花霜");
  });
});

const t = useTestApp();
let productId = 0;
beforeAll(async () => {
  const operator = await operatorOf(t.app, t.database.db);
  productId = (
    await createProduct(t.app, operator, {
      name: "ครีมบัว",
      name_zh: "莲花霜",
      name_en: "Lotus cream",
      description_zh: "保湿面霜",
      category: "beauty",
      colors: [{ thai_name: "แดง", chinese_name: "红色", english_name: "Red", image_id: null }],
    })
  ).id;
});

const detail = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: "GET", url: `/api/products/${productId}`, headers })).json().data;

describe("GET /api/products in Traditional Chinese", () => {
  it("answers zh-TW with Traditional names, description and colour names", async () => {
    for (const headers of [{ [LANGUAGE_HEADER]: "zh-TW" }, { "accept-language": "zh-TW,zh;q=0.9" }] as Record<
      string,
      string
    >[]) {
      expect(await detail(headers)).toMatchObject({
        name: "ครีมบัว",
        name_zh: "蓮花霜",
        description_zh: "保溼面霜",
        colors: [{ thai_name: "แดง", chinese_name: "紅色" }],
      });
    }
    const list = (
      await t.app.inject({ method: "GET", url: "/api/products", headers: { [LANGUAGE_HEADER]: "zh-TW" } })
    )
      .json()
      .data.products.map((product: { name_zh: string }) => product.name_zh);
    expect(list).toContain("蓮花霜");
  });

  it("keeps Simplified for zh-CN", async () => {
    expect(await detail({ [LANGUAGE_HEADER]: "zh-CN" })).toMatchObject({
      name_zh: "莲花霜",
      colors: [{ chinese_name: "红色" }],
    });
  });
});
