import { describe, expect, it } from "vitest";
import { formatAmount, formatMoney, linesTotal, parseTypedBaht } from "./money";

describe("money display", () => {
  it("shows the baht sign, two decimals and thousands separators", () => {
    expect(formatMoney("5000.00", "en")).toBe("฿5,000.00");
    expect(formatMoney(1_000_000_050n, "th")).toBe("฿10,000,000.50");
  });

  it("keeps a negative amount's sign", () => {
    expect(formatMoney("-12.50", "en")).toBe("-฿12.50");
  });

  it("formats the amount alone for messages that hold their own sign", () => {
    expect(formatAmount(500_000n, "en")).toBe("5,000.00");
  });

  it("adds a cart's lines exactly in satang, price times quantity", () => {
    expect(
      linesTotal([
        { price: "249.00", quantity: 2 },
        { price: "0.10", quantity: 3 },
      ]),
    ).toBe(49_830n);
    expect(linesTotal([{ price: "0.1", quantity: 7 }])).toBe(70n);
    expect(linesTotal([])).toBe(0n);
  });

  it("shows an API amount with one decimal in full", () => {
    expect(formatMoney("1249.5", "en")).toBe("฿1,249.50");
  });

  it("reads a typed amount with or without thousands commas into satang", () => {
    expect(parseTypedBaht("1,000")).toBe(100_000n);
    expect(parseTypedBaht(" 12,345.50 ")).toBe(1_234_550n);
    expect(parseTypedBaht("1,234,567.89")).toBe(123_456_789n);
    expect(parseTypedBaht("1000")).toBe(100_000n);
    expect(parseTypedBaht("0.1")).toBe(10n);
  });

  it("refuses misplaced commas and anything not a plain amount", () => {
    for (const typed of [
      "1,00",
      ",100",
      "1,0000",
      "1000,000",
      "1,000.",
      "1,000.123",
      "1.000,50",
      "-1,000",
      "",
      "abc",
    ]) {
      expect(parseTypedBaht(typed)).toBeUndefined();
    }
  });
});
