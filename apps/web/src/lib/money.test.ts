import { describe, expect, it } from "vitest";
import { formatAmount, formatMoney } from "./money";

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
});
