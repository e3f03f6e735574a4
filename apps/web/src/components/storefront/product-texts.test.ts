import { describe, expect, it } from "vitest";
import { matchesKeyword, nameIn } from "./product-texts";

const shirt = { name: "เสื้อยืด Cotton", name_zh: "纯棉T恤", name_en: "Cotton T-shirt" };

describe("the store preview's search (spec section 2)", () => {
  it("matches the name or the Chinese name, ignoring case", () => {
    expect(matchesKeyword(shirt, "COTTON")).toBe(true);
    expect(matchesKeyword(shirt, "t恤")).toBe(true);
    expect(matchesKeyword(shirt, "เสื้อ")).toBe(true);
    expect(matchesKeyword(shirt, "  ")).toBe(true);
  });

  it("does not match the English name alone", () => {
    expect(matchesKeyword(shirt, "t-shirt")).toBe(false);
  });

  it("names a product in the interface language", () => {
    expect(nameIn(shirt, "en")).toBe("Cotton T-shirt");
    expect(nameIn(shirt, "zh-TW")).toBe("纯棉T恤");
    expect(nameIn({ ...shirt, name_en: null }, "en")).toBe("เสื้อยืด Cotton");
  });
});
