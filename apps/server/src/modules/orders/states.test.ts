import { ORDER_STATUSES, type OrderStatus } from "@seller/contract/orders";
import { describe, expect, it } from "vitest";
import { allowedActions, isFinal, nextStatus, type OrderAction, statusesAllowing } from "./states";

const ACTIONS: OrderAction[] = [
  "pay",
  "cancel",
  "expire",
  "ship",
  "confirm_receipt",
  "auto_complete",
  "early_receipt",
  "refund",
];

describe("the order state machine (spec section 4)", () => {
  it("allows exactly the spec's moves", () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ACTIONS.flatMap((action) => {
        const to = nextStatus(from, action);
        return to ? [`${from} -${action}-> ${to}`] : [];
      }),
    );
    expect(allowed.sort()).toEqual(
      [
        "pending_payment -pay-> pending_shipment",
        "pending_payment -cancel-> cancelled",
        "pending_payment -expire-> cancelled",
        "pending_shipment -ship-> pending_delivery",
        "pending_shipment -refund-> refunded",
        "pending_delivery -confirm_receipt-> completed",
        "pending_delivery -auto_complete-> completed",
        "pending_delivery -early_receipt-> completed",
      ].sort(),
    );
  });

  it("refuses paying twice, cancelling a paid order and confirming an unshipped one", () => {
    expect(nextStatus("pending_shipment", "pay")).toBeNull();
    expect(nextStatus("pending_shipment", "cancel")).toBeNull();
    expect(nextStatus("pending_shipment", "confirm_receipt")).toBeNull();
    expect(nextStatus("pending_payment", "confirm_receipt")).toBeNull();
    expect(nextStatus("pending_delivery", "refund")).toBeNull();
  });

  it("ends in completed, cancelled and refunded, and nowhere else", () => {
    const finals = ORDER_STATUSES.filter((status: OrderStatus) => isFinal(status));
    expect(finals).toEqual(["completed", "cancelled", "refunded"]);
    expect(allowedActions("pending_payment")).toEqual(["pay", "cancel", "expire"]);
  });

  it("names the states each action moves orders from, for the batches that pick them", () => {
    expect(statusesAllowing("ship")).toEqual(["pending_shipment"]);
    expect(statusesAllowing("early_receipt")).toEqual(["pending_delivery"]);
    expect(statusesAllowing("cancel")).toEqual(["pending_payment"]);
    for (const action of ACTIONS)
      for (const from of ORDER_STATUSES)
        expect(statusesAllowing(action).includes(from)).toBe(nextStatus(from, action) !== null);
  });
});
