import { describe, expect, it } from "vitest";
import { activeFilterCount, filterFromSearch, searchFromFilter } from "./products-filter";

describe("the product list's filters in the address", () => {
  it("reads every filter the spec names", () => {
    const search = new URLSearchParams(
      "keyword=%20shoes%20&category=sports&sort=price_desc&hot=1&on_sale=true&min_price=100&max_price=2500.50",
    );
    expect(filterFromSearch(search)).toEqual({
      keyword: "shoes",
      category: "sports",
      sort: "price_desc",
      hot: true,
      on_sale: true,
      min_price: "100",
      max_price: "2500.50",
    });
  });

  it("drops what the server would refuse, and swaps a reversed price range", () => {
    const search = new URLSearchParams("sort=cheapest&category=Toys!&min_price=abc&hot=yes&max_price=-1");
    expect(filterFromSearch(search)).toEqual({
      keyword: undefined,
      category: undefined,
      sort: undefined,
      hot: undefined,
      on_sale: undefined,
      min_price: undefined,
      max_price: undefined,
    });
    const reversed = filterFromSearch(new URLSearchParams("min_price=900&max_price=100"));
    expect([reversed.min_price, reversed.max_price]).toEqual(["100", "900"]);
  });

  it("writes an address without the defaults, and reads it back the same", () => {
    const filter = { keyword: "ลิป", sort: "latest" as const, hot: true, on_sale: false };
    const query = searchFromFilter(filter);
    expect(query).toEqual({
      keyword: "ลิป",
      category: undefined,
      sort: undefined,
      hot: "1",
      on_sale: undefined,
      min_price: undefined,
      max_price: undefined,
    });
    const params = new URLSearchParams(
      Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]),
    );
    expect(filterFromSearch(params)).toMatchObject({ keyword: "ลิป", hot: true, sort: undefined });
  });

  it("counts the sheet's filters that are on", () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ hot: true, min_price: "10", keyword: "x", category: "beauty" })).toBe(2);
  });
});
