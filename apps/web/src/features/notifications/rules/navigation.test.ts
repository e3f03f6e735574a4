import { describe, expect, it } from "vitest";
import { browserTarget, inAppTarget } from "./navigation";

const of = (type: string, data: Record<string, unknown> = {}) => ({ type, data });

describe("inAppTarget", () => {
  it("opens the order an order's notification is about, whatever its type", () => {
    expect(inAppTarget(of("order_update", { order_id: 7, status: "completed" }))).toBe("/order/7");
    expect(inAppTarget(of("new_order", { order_id: 8 }))).toBe("/order/8");
    expect(inAppTarget(of("transaction", { order_id: 9 }))).toBe("/order/9");
    expect(inAppTarget(of("earnings", { order_ids: [10] }))).toBe("/order/10");
  });

  it("opens the type's screen, as the spec's table says, when no single order is named", () => {
    expect(inAppTarget(of("order_update", { order_ids: [1, 2] }))).toBe("/pending-receipt");
    expect(inAppTarget(of("new_order"))).toBe("/pending-payment");
    expect(inAppTarget(of("earnings"))).toBe("/completed-orders");
    expect(inAppTarget(of("transaction"))).toBe("/revenue-record");
    expect(inAppTarget(of("withdraw"))).toBe("/profile");
    expect(inAppTarget(of("deposit"))).toBe("/profile");
    expect(inAppTarget(of("verification"))).toBe("/verification");
  });

  it("stays on the list for types the table does not name", () => {
    for (const type of ["recharge", "system", "mystery"]) {
      expect(inAppTarget(of(type)), type).toBeNull();
    }
  });
});

describe("browserTarget", () => {
  it("opens the order an order's notification is about", () => {
    expect(browserTarget(of("order_update", { order_id: 7 }))).toBe("/order/7");
  });

  it("opens pending shipment for a new order, the revenue record for withdraw and deposit", () => {
    expect(browserTarget(of("new_order"))).toBe("/pending-shipment");
    expect(browserTarget(of("withdraw"))).toBe("/revenue-record");
    expect(browserTarget(of("deposit"))).toBe("/revenue-record");
  });

  it("opens the completed orders for earnings and any other type", () => {
    for (const type of ["earnings", "recharge", "order_update", "mystery"]) {
      expect(browserTarget(of(type)), type).toBe("/completed-orders");
    }
  });
});
