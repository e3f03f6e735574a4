import { describe, expect, it } from "vitest";
import { listedTotals } from "./listed-totals";

const FOLLOWED = ["pending_payment", "pending_shipment", "pending_delivery", "completed"] as const;

describe("the order popup's total row", () => {
  it("adds up the listed states only, leaving out cancelled and refunded orders it does not list", () => {
    // The seller of the report: 7 orders / 2,334.00 in all, 5 / 1,936.00 in the four listed states.
    const figures = {
      counts: {
        pending_payment: 1,
        pending_shipment: 1,
        pending_delivery: 1,
        completed: 2,
        cancelled: 1,
        refunded: 1,
        total: 7,
      },
      amounts: {
        pending_payment: "329.00",
        pending_shipment: "208.00",
        pending_delivery: "0.00",
        completed: "1399.00",
        cancelled: "259.00",
        refunded: "139.00",
        total: "2334.00",
      },
    };
    expect(listedTotals(figures, FOLLOWED)).toEqual({ count: 5, amount: "1936.00" });
  });

  it("sums satang exactly and reads missing states as zero", () => {
    const figures = { counts: { completed: 3 }, amounts: { pending_payment: "0.10", completed: "0.20" } };
    expect(listedTotals(figures, FOLLOWED)).toEqual({ count: 3, amount: "0.30" });
    expect(listedTotals({ counts: {}, amounts: {} }, FOLLOWED)).toEqual({ count: 0, amount: "0.00" });
  });
});
