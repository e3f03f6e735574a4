import { describe, expect, it } from "vitest";
import { colorName, displayRating, productName } from "./product-text";

const product = { name: "ลิปสติก", name_zh: "口红", name_en: "Lipstick" };

describe("product texts in the interface language", () => {
  it("names a product in Thai, English or Chinese, falling back to Thai", () => {
    expect(productName(product, "th")).toBe("ลิปสติก");
    expect(productName(product, "en")).toBe("Lipstick");
    expect(productName(product, "zh-CN")).toBe("口红");
    expect(productName(product, "zh-TW")).toBe("口红");
    expect(productName({ ...product, name_en: null }, "en")).toBe("ลิปสติก");
  });

  it("names a colour by its Thai or Chinese name, and English when it has one", () => {
    const red = { thai_name: "แดง", chinese_name: "红色", english_name: null, image: null, image_id: null };
    expect(colorName(red, "th")).toBe("แดง");
    expect(colorName(red, "zh-TW")).toBe("红色");
    expect(colorName(red, "en")).toBe("แดง");
    expect(colorName({ ...red, english_name: "Red" }, "en")).toBe("Red");
  });

  it("shows five stars for a product without a rating", () => {
    expect(displayRating(null)).toBe(5);
    expect(displayRating(3.5)).toBe(3.5);
  });
});
