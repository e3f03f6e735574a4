import { LANGUAGES } from "@seller/contract/languages";
import { describe, expect, it, vi } from "vitest";
import { intlLocale } from "./format";
import { formatAmount, formatMoney, linesTotal, parseTypedBaht } from "./money";

describe("money display", () => {
  it("shows the baht sign, two decimals and thousands separators", () => {
    expect(formatMoney("5000.00")).toBe("฿5,000.00");
    expect(formatMoney(1_000_000_050n)).toBe("฿10,000,000.50");
  });

  it("keeps a negative amount's sign", () => {
    expect(formatMoney("-12.50")).toBe("-฿12.50");
  });

  it("writes what Intl's baht currency format writes, in every interface language", () => {
    const amounts = [
      "0",
      "0.05",
      "-0.50",
      "7",
      "999.99",
      "1000",
      "-1234.5",
      "12345678.9",
      "999999999999999.99",
    ];
    for (const language of LANGUAGES) {
      const currency = new Intl.NumberFormat(intlLocale(language), {
        style: "currency",
        currency: "THB",
        currencyDisplay: "narrowSymbol",
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      const plain = new Intl.NumberFormat(intlLocale(language), { minimumFractionDigits: 2 });
      for (const amount of amounts) {
        expect(formatMoney(amount), `${language} ${amount}`).toBe(currency.format(amount as `${number}`));
        expect(formatAmount(amount), `${language} ${amount}`).toBe(plain.format(amount as `${number}`));
      }
    }
  });

  it("does not go through Intl, whose first currency format loads a slow phone's ICU data", () => {
    const numberFormat = vi.spyOn(Intl, "NumberFormat");
    try {
      formatMoney("1234.50");
      formatAmount(123_450n);
      expect(numberFormat).not.toHaveBeenCalled();
    } finally {
      numberFormat.mockRestore();
    }
  });

  it("formats the amount alone for messages that hold their own sign", () => {
    expect(formatAmount(500_000n)).toBe("5,000.00");
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
    expect(formatMoney("1249.5")).toBe("฿1,249.50");
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
