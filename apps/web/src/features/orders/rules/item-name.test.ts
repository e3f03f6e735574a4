import { describe, expect, it } from "vitest";
import { itemColor, itemName } from "./item-name";

const item = { product_name: "กระเป๋าผ้า", product_name_zh: "帆布包", product_name_en: "Canvas bag" };

describe("an order line's product name", () => {
  it("follows the interface language", () => {
    expect(itemName(item, "th")).toBe("กระเป๋าผ้า");
    expect(itemName(item, "zh-CN")).toBe("帆布包");
    expect(itemName(item, "zh-TW")).toBe("帆布包");
    expect(itemName(item, "en")).toBe("Canvas bag");
  });

  it("falls back to the Thai name where the language has none", () => {
    expect(itemName({ ...item, product_name_en: null }, "en")).toBe("กระเป๋าผ้า");
    expect(itemName({ ...item, product_name_zh: "" }, "zh-CN")).toBe("กระเป๋าผ้า");
  });
});

describe("an order line's colour", () => {
  const line = { color: "แดง", color_zh: "红色", color_en: "Red" };

  it("follows the interface language with the names kept at placement", () => {
    expect(itemColor(line, "th")).toBe("แดง");
    expect(itemColor(line, "zh-CN")).toBe("红色");
    expect(itemColor(line, "zh-TW")).toBe("红色");
    expect(itemColor(line, "en")).toBe("Red");
  });

  it("falls back to the Thai name where the line kept none, and is empty without a colour", () => {
    expect(itemColor({ ...line, color_en: null }, "en")).toBe("แดง");
    expect(itemColor({ ...line, color_zh: null }, "zh-TW")).toBe("แดง");
    expect(itemColor({ color: null, color_zh: null, color_en: null }, "en")).toBeNull();
  });
});
