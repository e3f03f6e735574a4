import { describe, expect, it } from "vitest";
import { formatPrice, sumBaht } from "./money";

describe("storefront money", () => {
  it("adds a cart exactly in satang", () => {
    expect(
      sumBaht([
        { price: "249.00", quantity: 2 },
        { price: "0.10", quantity: 3 },
      ]),
    ).toBe("498.30");
    expect(sumBaht([])).toBe("0.00");
  });

  it("shows baht with the sign, two decimals and separators", () => {
    expect(formatPrice("1249.5", "en")).toBe("฿1,249.50");
  });
});
