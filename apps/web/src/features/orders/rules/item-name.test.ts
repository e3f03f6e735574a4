import { describe, expect, it } from "vitest";
import { itemName } from "./item-name";

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
