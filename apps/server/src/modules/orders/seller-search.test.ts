import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en, useTestApp } from "../../test/app";
import { ORDER_APP_OPTIONS, paidOrder, type Shop, shopWithProduct, unpaidOrder } from "../../test/orders";
import { buyer } from "../../test/store";
import { call, expectSoundLedger } from "../../test/wallet";

/**
 * The cancelled and refunded view and the search of the order screens
 * (DECISIONS "Orders"): who ended an order and why, and a search by order
 * number, buyer name or the buyer's whole phone number, on the list and its CSV.
 */
const t = useTestApp(ORDER_APP_OPTIONS);
let shop: Shop;
let other: Shop;
type Placed = Awaited<ReturnType<typeof unpaidOrder>>;
let bySeller: Placed;
let byBuyer: Placed;
let bySystem: Placed;
let refunded: Placed;
let waiting: Placed;

beforeAll(async () => {
  shop = await shopWithProduct(t.app);
  other = await shopWithProduct(t.app);
  bySeller = await unpaidOrder(t.app, shop, 1, { buyer_name: "Somchai Jaidee", buyer_phone: "0811111111" });
  const cancelled = await call(t.app, shop.token, "POST", `/api/sellers/orders/${bySeller.id}/cancel`, {
    reason: "Out of stock",
  });
  expect(cancelled.statusCode).toBe(200);
  byBuyer = await unpaidOrder(t.app, shop, 1, { buyer_name: "Malee Sukjai", buyer_phone: "0822222222" });
  expect((await buyer(t.app, "POST", `/api/storefront/orders/${byBuyer.code}/cancel`)).statusCode).toBe(200);
  bySystem = await unpaidOrder(t.app, shop, 1, { buyer_name: "Anan Failed" });
  const failed = await buyer(t.app, "POST", `/api/storefront/orders/${bySystem.code}/sandbox-pay`, {
    outcome: "failed",
  });
  expect(failed.statusCode).toBe(200);
  refunded = await paidOrder(t.app, shop, 2, { buyer_name: "Pranee Refund" });
  const refund = await call(t.app, shop.token, "POST", `/api/sellers/orders/${refunded.id}/refund`, {
    reason: "Damaged in the warehouse",
  });
  expect(refund.statusCode).toBe(200);
  waiting = await paidOrder(t.app, shop, 1, { buyer_name: "Somchai Other", buyer_phone: "0811111112" });
  // Another seller's buyer with the same phone: never in this seller's answers.
  await paidOrder(t.app, other, 1, { buyer_name: "Somchai Jaidee", buyer_phone: "0811111111" });
});
afterAll(async () => expectSoundLedger(t.app.db));

const list = async (query: string) => {
  const response = await call(t.app, shop.token, "GET", `/api/sellers/orders?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const ids = (page: { orders: { id: number }[] }) => page.orders.map((order) => order.id);
const csvRows = async (query: string) => {
  const response = await call(t.app, shop.token, "GET", `/api/sellers/orders/export?${query}`);
  expect(response.statusCode).toBe(200);
  return response.body
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean);
};

describe("the cancelled and refunded view", () => {
  it("lists every ended order, latest first, with who ended it and why", async () => {
    const page = await list("status=ended&sort=ended_desc");
    expect(ids(page)).toEqual([refunded.id, bySystem.id, byBuyer.id, bySeller.id]);
    expect(page.total).toBe(4);
    const byId = new Map(page.orders.map((order: { id: number }) => [order.id, order]));
    expect(byId.get(bySeller.id)).toMatchObject({
      status: "cancelled",
      cancelled_by: "seller",
      cancel_reason: "Out of stock",
    });
    expect(byId.get(byBuyer.id)).toMatchObject({ cancelled_by: "buyer", cancel_reason: "buyer_cancelled" });
    expect(byId.get(bySystem.id)).toMatchObject({ cancelled_by: "system", cancel_reason: "payment_failed" });
    expect(byId.get(refunded.id)).toMatchObject({
      status: "refunded",
      cancelled_by: "seller",
      cancel_reason: "Damaged in the warehouse",
      total_amount: "700.00",
    });
    // Orders still being followed have no one who ended them.
    expect((await list("status=pending_shipment")).orders[0]).toMatchObject({
      id: waiting.id,
      cancelled_by: null,
    });
  });

  it("exports the same orders, with who and why in the reader's language", async () => {
    const rows = await csvRows("status=ended&sort=ended_desc");
    expect(rows).toHaveLength(5);
    expect(rows[0]).toContain(`${en("orders.export.cancelledBy")},${en("orders.export.cancelReason")}`);
    expect(rows[1]).toContain(refunded.orderNumber);
    expect(rows[1]?.endsWith(`,${en("orders.cancelledBy.seller")},Damaged in the warehouse`)).toBe(true);
    expect(
      rows[2]?.endsWith(`,${en("orders.cancelledBy.system")},${en("orders.cancelReason.payment_failed")}`),
    ).toBe(true);
    expect(rows[3]).toContain(en("orders.cancelReason.buyer_cancelled"));
  });
});

describe("the search of the order screens", () => {
  it("finds an order by its number, in part or whole", async () => {
    expect(ids(await list(`keyword=${waiting.orderNumber}`))).toEqual([waiting.id]);
    expect(ids(await list(`keyword=${waiting.orderNumber.slice(-4).toLowerCase()}`))).toContain(waiting.id);
  });

  it("finds orders by the buyer's name, any case, within the screen's state", async () => {
    expect(ids(await list("keyword=somchai"))).toEqual([waiting.id, bySeller.id]);
    expect(ids(await list("keyword=SOMCHAI&status=ended"))).toEqual([bySeller.id]);
    const byStatus = await call(
      t.app,
      shop.token,
      "GET",
      "/api/sellers/orders/by-status?status=pending_shipment&keyword=Somchai",
    );
    expect(byStatus.json().data.pending_shipment.map((order: { id: number }) => order.id)).toEqual([
      waiting.id,
    ]);
    expect(byStatus.json().data.summary.order_count).toBe(1);
  });

  it("finds an order by the buyer's whole phone number however it is written, never by a part", async () => {
    for (const phone of ["0811111111", "081-111-1111", "+66811111111", "66 81 111 1111"]) {
      expect(ids(await list(`keyword=${encodeURIComponent(phone)}`)), phone).toEqual([bySeller.id]);
    }
    // A part of a number would let a seller guess the digits the masking hides.
    for (const part of ["081111", "1111111", "0811111*11"]) {
      expect(ids(await list(`keyword=${encodeURIComponent(part)}`)), part).toEqual([]);
    }
  });

  it("exports what the search found, and refuses a keyword too long", async () => {
    const rows = await csvRows("keyword=0822222222&status=ended");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(byBuyer.orderNumber);
    expect(rows[1]).toContain("082222*222");
    const long = await call(t.app, shop.token, "GET", `/api/sellers/orders?keyword=${"x".repeat(61)}`);
    expect(long.statusCode).toBe(422);
  });
});
