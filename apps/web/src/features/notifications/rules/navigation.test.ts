import { describe, expect, it } from "vitest";
import { browserTarget, inAppTarget } from "./navigation";

describe("inAppTarget", () => {
  it("opens the screen of the type, as the spec's table says", () => {
    expect(inAppTarget("new_order")).toBe("/pending-payment");
    expect(inAppTarget("order_update")).toBe("/pending-receipt");
    expect(inAppTarget("earnings")).toBe("/completed-orders");
    expect(inAppTarget("transaction")).toBe("/revenue-record");
    expect(inAppTarget("withdraw")).toBe("/profile");
    expect(inAppTarget("deposit")).toBe("/profile");
    expect(inAppTarget("verification")).toBe("/verification");
  });

  it("stays on the list for types the table does not name", () => {
    for (const type of ["recharge", "system", "mystery"]) {
      expect(inAppTarget(type), type).toBeNull();
    }
  });
});

describe("browserTarget", () => {
  it("opens pending shipment for a new order, the revenue record for withdraw and deposit", () => {
    expect(browserTarget("new_order")).toBe("/pending-shipment");
    expect(browserTarget("withdraw")).toBe("/revenue-record");
    expect(browserTarget("deposit")).toBe("/revenue-record");
  });

  it("opens the completed orders for earnings and any other type", () => {
    for (const type of ["earnings", "recharge", "order_update", "mystery"]) {
      expect(browserTarget(type), type).toBe("/completed-orders");
    }
  });
});
