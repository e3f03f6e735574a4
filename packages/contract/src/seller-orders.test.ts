import { describe, expect, it } from "vitest";
import { earlyReceiptFee } from "./seller-orders";

describe("the early-receipt fee", () => {
  it("is the published percent of what the buyer paid, rounded down to the satang", () => {
    expect(earlyReceiptFee(35_000n, 0)).toBe(0n);
    expect(earlyReceiptFee(35_000n, 2)).toBe(700n);
    expect(earlyReceiptFee(33_333n, 1.5)).toBe(499n);
    expect(earlyReceiptFee(99n, 0.01)).toBe(0n);
    expect(earlyReceiptFee(35_000n, 100)).toBe(35_000n);
  });
});
