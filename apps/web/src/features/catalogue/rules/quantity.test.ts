import { describe, expect, it } from "vitest";
import { clampQuantity, maxQuantity } from "./quantity";

describe("the quantity stepper", () => {
  it("floors and keeps the quantity between 1 and the stock", () => {
    expect(clampQuantity(3.7, 10)).toBe(3);
    expect(clampQuantity(0, 10)).toBe(1);
    expect(clampQuantity(-5, 10)).toBe(1);
    expect(clampQuantity(25, 10)).toBe(10);
    expect(clampQuantity(Number.NaN, 10)).toBe(1);
  });

  it("has no maximum when the stock is 99999 or missing", () => {
    expect(maxQuantity(99999)).toBeUndefined();
    expect(maxQuantity(undefined)).toBeUndefined();
    expect(clampQuantity(150_000, 99999)).toBe(150_000);
    expect(clampQuantity(500, null)).toBe(500);
  });

  it("still allows one when the stock is gone, and the screen says out of stock", () => {
    expect(maxQuantity(0)).toBe(1);
    expect(clampQuantity(4, 0)).toBe(1);
  });
});
