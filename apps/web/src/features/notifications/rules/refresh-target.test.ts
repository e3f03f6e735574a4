import { describe, expect, it } from "vitest";
import { refreshTarget } from "./refresh-target";

describe("refreshTarget", () => {
  it("refreshes the profile when money moved", () => {
    for (const type of ["transaction", "earnings", "withdraw", "recharge", "deposit"]) {
      expect(refreshTarget(type), type).toBe("profile");
    }
  });

  it("refreshes order lists for order news and the status for verification news", () => {
    expect(refreshTarget("new_order")).toBe("orders");
    expect(refreshTarget("order_update")).toBe("orders");
    expect(refreshTarget("verification")).toBe("verification");
  });

  it("refreshes nothing for other types", () => {
    expect(refreshTarget("system")).toBeNull();
    expect(refreshTarget("promotion")).toBeNull();
  });
});
