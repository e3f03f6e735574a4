import { describe, expect, it } from "vitest";
import { browserTarget, inAppTarget } from "./navigation";

describe("inAppTarget", () => {
  it("opens the screen of the type, as the spec's table says", () => {
    expect(inAppTarget("transaction")).toBe("/revenue-record");
    expect(inAppTarget("withdraw")).toBe("/profile");
    expect(inAppTarget("deposit")).toBe("/profile");
    expect(inAppTarget("verification")).toBe("/verification");
  });

  it("stays on the list for order types until the order screens exist, and for other types", () => {
    for (const type of ["new_order", "order_update", "earnings", "recharge", "system", "mystery"]) {
      expect(inAppTarget(type), type).toBeNull();
    }
  });
});

describe("browserTarget", () => {
  it("opens the revenue record for withdraw and deposit", () => {
    expect(browserTarget("withdraw")).toBe("/revenue-record");
    expect(browserTarget("deposit")).toBe("/revenue-record");
  });

  it("opens the notification centre where the spec's order screen does not exist yet", () => {
    for (const type of ["new_order", "earnings", "recharge", "mystery"]) {
      expect(browserTarget(type), type).toBe("/notifications");
    }
  });
});
