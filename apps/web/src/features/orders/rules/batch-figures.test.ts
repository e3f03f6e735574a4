import { describe, expect, it } from "vitest";
import { batchShipFigures, earlyReceiptFigures } from "./batch-figures";

describe("batch ship figures", () => {
  it("sums the chosen orders' costs and shows the balance left", () => {
    expect(batchShipFigures(["120.00", "90.50"], "1000.00")).toEqual({
      total: "210.50",
      after: "789.50",
      short: false,
    });
  });

  it("is short when the balance is below the total, and exactly enough is not short", () => {
    expect(batchShipFigures(["120.00", "90.00"], "200.00")).toEqual({
      total: "210.00",
      after: "-10.00",
      short: true,
    });
    expect(batchShipFigures(["210.00"], "210.00").short).toBe(false);
  });
});

describe("early receipt figures", () => {
  it("credits the whole totals when the fee is 0", () => {
    expect(earlyReceiptFigures(["329.00", "259.00"], 0)).toEqual({
      total: "588.00",
      fee: "0.00",
      credited: "588.00",
    });
  });

  it("takes the published percent per order, rounded down to the satang as the server charges it", () => {
    // 1.5% of 329.00 = 4.935 -> 4.93; of 259.00 = 3.885 -> 3.88
    expect(earlyReceiptFigures(["329.00", "259.00"], 1.5)).toEqual({
      total: "588.00",
      fee: "8.81",
      credited: "579.19",
    });
  });
});
