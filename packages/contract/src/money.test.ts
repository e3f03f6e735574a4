import { describe, expect, it } from "vitest";
import { formatBaht, parseBaht } from "./money";
import { bahtInputSchema } from "./money-schemas";
import { amountSchema } from "./wallet";

describe("baht amounts", () => {
  it.each([
    ["5000", 500000n],
    ["5000.5", 500050n],
    ["5000.05", 500005n],
    [5000.25, 500025n],
    ["0", 0n],
    [" 12 ", 1200n],
  ])("reads %j as %s satang", (input, satang) => {
    expect(parseBaht(input)).toBe(satang);
  });

  it.each(["5000.001", "-5", "1e4", "NaN", "", "12,000", "0x10", "00012", "9999999999999999"])(
    "refuses %j",
    (input) => {
      expect(parseBaht(input)).toBeUndefined();
    },
  );

  it("refuses numbers that are not finite and values that are not amounts", () => {
    expect(parseBaht(Number.NaN)).toBeUndefined();
    expect(parseBaht(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(parseBaht(1e21)).toBeUndefined();
    expect(parseBaht(null)).toBeUndefined();
    expect(parseBaht({})).toBeUndefined();
  });

  it("writes satang as a baht string with two decimals", () => {
    expect(formatBaht(0n)).toBe("0.00");
    expect(formatBaht(500005n)).toBe("5000.05");
    expect(formatBaht(-1250n)).toBe("-12.50");
  });

  it("validates request amounts with a message key", () => {
    expect(bahtInputSchema.parse("10.10")).toBe(1010n);
    const result = bahtInputSchema.safeParse("1.234");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("validation.amountInvalid");
  });
});

describe("a request's amount with bounds", () => {
  it("calls a 20-digit amount too large, not badly written", () => {
    const result = amountSchema(500_000n, 1_000_000_000n).safeParse("12345678901234567890");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("wallet.amountTooLarge");
    const badlyWritten = amountSchema(500_000n, 1_000_000_000n).safeParse("12a");
    expect(badlyWritten.error?.issues[0]?.message).toBe("validation.amountInvalid");
  });
});
