import { describe, expect, it } from "vitest";
import { z } from "zod";
import { categoriesSchema, productSummarySchema, productsPageSchema } from "./catalogue";
import { productsPageSchema as productsPageAnswer } from "./product-answers";

const image = {
  id: 7,
  url: "/i/7-960.webp",
  thumbnail_url: "/i/7-240.webp",
  srcset: "/i/7-240.webp 240w",
  width: 960,
  height: 960,
};
const product = {
  id: 1,
  name: "โคมไฟ",
  name_zh: "台灯",
  name_en: "Lamp",
  category: "Electronics",
  category_key: "electronics",
  category_id: 5,
  price: "329.00",
  original_price: "399.00",
  discount_price: null,
  discount_percentage: 0,
  effective_price: "329.00",
  sales_count: 3,
  likes_count: 1,
  stock: 10,
  quantity: 10,
  status: "active",
  is_hot: true,
  is_new: false,
  is_demo: false,
  main_image_url: image.url,
  image_urls: [image.url],
  images: [image],
  average_rating: null,
  reviews_count: 0,
};
const category = {
  id: 5,
  key: "electronics",
  name: "Electronics",
  names: { th: "อิเล็กทรอนิกส์", en: "Electronics", "zh-CN": "电子", "zh-TW": "電子" },
  icon: "electronics",
  count: 1,
};
const page = { products: [product], categories: [category], total: 1, page: 1, per_page: 20 };

describe("the catalogue's list answers", () => {
  // The server checks each answer before sending it: zod compiles a classic object's parse,
  // not a zod/mini one's, and a catalogue page is the server's most frequent large answer.
  it("are classic objects for the server, down to each product and category", () => {
    expect(productsPageSchema).toBeInstanceOf(z.ZodObject);
    expect(productSummarySchema).toBeInstanceOf(z.ZodObject);
    expect(categoriesSchema.element).toBeInstanceOf(z.ZodObject);
    expect(productsPageSchema.shape.products.element).toBe(productSummarySchema);
  });

  it("accept and refuse what the seller app's zod/mini reading does", () => {
    expect(productsPageSchema.parse(page)).toEqual(productsPageAnswer.parse(page));
    const unpriced = { ...page, products: [{ ...product, price: 329 }] };
    expect(productsPageSchema.safeParse(unpriced).success).toBe(false);
    expect(productsPageAnswer.safeParse(unpriced).success).toBe(false);
  });
});
