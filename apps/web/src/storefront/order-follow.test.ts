import { ORDER_STATUSES } from "@seller/contract/order-answers";
import { describe, expect, it } from "vitest";
import { followInterval } from "./order-follow";

describe("how the buyer's order page follows its order", () => {
  it("asks every 5 s while the buyer pays, then keeps following until the order is final", () => {
    expect(followInterval("pending_payment")).toBe(5_000);
    expect(followInterval("pending_shipment")).toBe(10_000);
    expect(followInterval("pending_delivery")).toBe(10_000);
  });

  it("stops once the order is completed, cancelled or refunded", () => {
    for (const status of ["completed", "cancelled", "refunded"] as const) {
      expect(followInterval(status)).toBe(false);
    }
    expect(followInterval(undefined)).toBe(false);
  });

  it("follows every state that is not final", () => {
    const followed = ORDER_STATUSES.filter((status) => followInterval(status) !== false);
    expect(followed).toEqual(["pending_payment", "pending_shipment", "pending_delivery"]);
  });
});
