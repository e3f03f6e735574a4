import { readFileSync } from "node:fs";
import { LANGUAGE_HEADER } from "@seller/contract/languages";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { ORDER_APP_OPTIONS, paidOrder, type Shop } from "../../test/orders";
import {
  buyer,
  catalogueProducts,
  checkout,
  openStore,
  placeOrder,
  sellerWithDeposit,
} from "../../test/store";
import { call, operatorToken, profile } from "../../test/wallet";

// DECISIONS "Screens": colour names follow the reader's language, in Traditional characters for zh-TW.
const t = useTestApp(ORDER_APP_OPTIONS);
let shop: Shop;
let operator: string;

const COLOURS = [
  { thai_name: "แดง", chinese_name: "红色", english_name: "Red", image_id: null },
  { thai_name: "เขียว", chinese_name: "绿色", english_name: null, image_id: null },
];

beforeAll(async () => {
  const seller = await sellerWithDeposit(t.app, t.app.db, "10000", "bank_transfer");
  const [productId] = (await catalogueProducts(t.app, t.app.db, [
    {
      name: "ชุดเดรสแดง",
      name_zh: "红色连衣裙",
      name_en: "Red dress",
      price: "400.00",
      discount_price: "350.00",
      cost_price: "150.00",
      stock: 999,
      colors: COLOURS,
    },
  ])) as [number];
  const slug = await openStore(t.app, seller.token, [productId]);
  shop = {
    token: seller.token,
    sellerId: (await profile(t.app, seller.token)).id as number,
    slug,
    productId,
  };
  operator = await operatorToken(t.app, t.app.db);
});

const inLanguage = (language: string) => ({ [LANGUAGE_HEADER]: language });

async function buyerLine(code: string, language: string) {
  return (await buyer(t.app, "GET", `/api/storefront/orders/${code}`, undefined, inLanguage(language))).json()
    .data.items[0];
}

async function sellerLine(id: number, language: string) {
  const detail = await call(
    t.app,
    shop.token,
    "GET",
    `/api/sellers/orders/${id}`,
    undefined,
    inLanguage(language),
  );
  expect(detail.statusCode).toBe(200);
  const list = await call(t.app, shop.token, "GET", "/api/sellers/orders", undefined, inLanguage(language));
  const listed = list.json().data.orders.find((order: { id: number }) => order.id === id);
  expect(listed.items[0]).toMatchObject(detail.json().data.items[0]);
  return detail.json().data.items[0];
}

async function order(color: string) {
  return paidOrder(t.app, shop, 1, {
    items: [{ product_id: shop.productId, quantity: 1, color }],
  });
}

describe("an order line's colour in the reader's language", () => {
  it("keeps the chosen colour's names at placement and gives zh-TW Traditional characters", async () => {
    const placed = await order("แดง");
    for (const read of [
      (language: string) => buyerLine(placed.code, language),
      (language: string) => sellerLine(placed.id, language),
    ]) {
      expect(await read("zh-TW")).toMatchObject({
        product_name_zh: "紅色連衣裙",
        color: "แดง",
        color_zh: "紅色",
        color_en: "Red",
      });
      expect(await read("zh-CN")).toMatchObject({ product_name_zh: "红色连衣裙", color_zh: "红色" });
      expect(await read("en")).toMatchObject({ product_name_en: "Red dress", color_en: "Red" });
      expect(await read("th")).toMatchObject({ product_name: "ชุดเดรสแดง", color: "แดง" });
    }
  });

  it("keeps what the buyer saw when the catalogue renames the colour later", async () => {
    const placed = await order("แดง");
    const renamed = await call(t.app, operator, "PUT", `/api/admin/products/${shop.productId}`, {
      colors: [{ ...COLOURS[0], chinese_name: "酒红色", english_name: "Wine" }, COLOURS[1]],
    });
    expect(renamed.statusCode).toBe(200);
    expect(await buyerLine(placed.code, "zh-CN")).toMatchObject({ color_zh: "红色", color_en: "Red" });
    await call(t.app, operator, "PUT", `/api/admin/products/${shop.productId}`, { colors: COLOURS });
  });

  it("leaves the English name empty where the catalogue has none, for the screens to show the Thai", async () => {
    const placed = await order("เขียว");
    expect(await sellerLine(placed.id, "en")).toMatchObject({
      color: "เขียว",
      color_zh: "绿色",
      color_en: null,
    });
  });

  it("gives the console's lines every name, in the stored script", async () => {
    const placed = await order("แดง");
    const page = (
      await call(
        t.app,
        operator,
        "GET",
        "/api/admin/orders?status=pending_shipment",
        undefined,
        inLanguage("zh-TW"),
      )
    ).json().data;
    const row = page.items.find((item: { order_number: string }) => item.order_number === placed.orderNumber);
    expect(row.items[0]).toMatchObject({
      product_name: "ชุดเดรสแดง",
      product_name_zh: "红色连衣裙",
      product_name_en: "Red dress",
      color: "แดง",
      color_zh: "红色",
      color_en: "Red",
    });
  });

  it("fills lines placed before the names were kept from the catalogue's colour of the same Thai name", async () => {
    const placed = await placeOrder(
      t.app,
      shop.slug,
      checkout([{ product_id: shop.productId, quantity: 1, color: "แดง" }]),
    );
    await t.app.db.execute(
      sql`update order_items set color_zh = null, color_en = null
          where order_id = (select id from orders where code = ${placed.code})`,
    );
    const migration = readFileSync(
      new URL("../../db/migrations/0027_order_item_colour_names.sql", import.meta.url),
      "utf8",
    );
    const backfill = migration.split("--> statement-breakpoint").find((part) => part.includes("UPDATE"));
    await t.app.db.execute(sql.raw(backfill ?? "missing backfill"));
    expect(await buyerLine(placed.code, "zh-TW")).toMatchObject({ color_zh: "紅色", color_en: "Red" });
  });
});
