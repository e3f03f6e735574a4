import { describe, expect, it } from "vitest";
import { LIST_OPTIONS } from "./list-options";

describe("order list options", () => {
  it("offers the five pending-payment sorts and the four completed sorts", () => {
    expect(LIST_OPTIONS.pending_payment.sorts).toHaveLength(5);
    expect(LIST_OPTIONS.pending_payment.sorts).toContain("expiry_asc");
    expect(LIST_OPTIONS.completed.sorts).toEqual([
      "completed_desc",
      "completed_asc",
      "amount_desc",
      "amount_asc",
    ]);
  });

  it("adds the last 3 months only on the completed list, priority only on pending shipment", () => {
    expect(LIST_OPTIONS.completed.times).toContain("last3months");
    expect(LIST_OPTIONS.pending_payment.times).not.toContain("last3months");
    expect(LIST_OPTIONS.pending_shipment.priority).toBe(true);
  });

  it("defaults each list to a sort it offers", () => {
    for (const options of Object.values(LIST_OPTIONS)) expect(options.sorts).toContain(options.defaultSort);
  });
});
