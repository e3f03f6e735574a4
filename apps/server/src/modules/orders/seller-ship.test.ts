import { formatBaht } from "@seller/contract/money";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en, useTestApp } from "../../test/app";
import { satangOf } from "../../test/money";
import {
  available,
  expectFailure,
  ORDER_APP_OPTIONS,
  orderStatus,
  paidOrder,
  type Shop,
  shopWithProduct,
  transfersOf,
  unpaidOrder,
} from "../../test/orders";
import { moneySnapshot } from "../../test/payments";
import { call, expectSoundLedger } from "../../test/wallet";
import { lockAccounts, lockedBalance, postTransfer, sellerAccounts } from "../wallet/ledger";

const t = useTestApp(ORDER_APP_OPTIONS);
let shop: Shop;
let other: Shop;

beforeAll(async () => {
  shop = await shopWithProduct(t.app);
  other = await shopWithProduct(t.app);
});
afterAll(async () => expectSoundLedger(t.app.db));

const ship = (id: number, body?: unknown) =>
  call(t.app, shop.token, "POST", `/api/sellers/orders/${id}/ship`, body);
const bulkShip = (token: string, body?: unknown, headers: Record<string, string> = {}) =>
  call(t.app, token, "POST", "/api/sellers/orders/bulk-ship", body, headers);

describe("shipping one order", () => {
  it("pays the supplier cost from the available balance and hands the order to the supplier", async () => {
    const order = await paidOrder(t.app, shop, 2);
    const before = await available(t.app, shop.token);
    const response = await ship(order.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: en("orders.shipped"),
      data: {
        processed_orders: 1,
        total_cost: "300.00",
        orders: [{ id: order.id, order_number: order.orderNumber }],
      },
    });
    expect(response.json().data.balance_after).toBe(formatBaht(satangOf(before) - 30_000n));
    const detail = (await call(t.app, shop.token, "GET", `/api/sellers/orders/${order.id}`)).json().data;
    expect(detail).toMatchObject({
      status: "pending_delivery",
      courier: null,
      tracking_number: null,
      tracking_url: null,
      shipping_label: "awaiting_tracking",
      awaiting_tracking: true,
    });
    const notices = (
      await call(t.app, shop.token, "GET", "/api/sellers/notifications?type=order_update")
    ).json();
    expect(JSON.stringify(notices)).toContain(order.orderNumber);
  });

  it("refuses an order already shipped, an unpaid one, and a courier or tracking typed by the seller, moving nothing", async () => {
    const order = await paidOrder(t.app, shop);
    expect((await ship(order.id)).statusCode).toBe(200);
    const unpaid = await unpaidOrder(t.app, shop);
    const ready = await paidOrder(t.app, shop);
    const before = await moneySnapshot(t.app.db);
    expectFailure(await ship(order.id), 400, en("orders.notAwaitingShipment"));
    expectFailure(await ship(unpaid.id), 400, en("orders.notAwaitingShipment"));
    const bySupplier = en("orders.trackingBySupplier");
    expectFailure(await ship(ready.id, { courier: "kerry", tracking_number: "KEX1" }), 422, bySupplier);
    expectFailure(await ship(ready.id, { tracking_number: "KEX1" }), 422, bySupplier);
    expect(await orderStatus(t.app, ready.id)).toBe("pending_shipment");
    expect(await moneySnapshot(t.app.db)).toEqual(before);
    expect(await transfersOf(t.app, order.id, "order_payment")).toBe(1);
    // The same order without the typed fields ships (an empty object is the old clients' payload).
    expect((await ship(ready.id, {})).statusCode).toBe(200);
  });
});

describe("the security deposit", () => {
  it("refuses to ship, one order or a batch, once the seller's deposit is gone, and moves nothing", async () => {
    const lapsed = await shopWithProduct(t.app);
    const order = await paidOrder(t.app, lapsed);
    // The deposit back in the available balance, as a refund would leave it, with the order still paid.
    await t.app.db.transaction(async (tx) => {
      const own = await sellerAccounts(tx, lapsed.sellerId);
      const locked = await lockAccounts(tx, [own.deposit, own.available]);
      await postTransfer(tx, locked, {
        debit: own.deposit,
        credit: own.available,
        amount: lockedBalance(locked, own.deposit),
        code: "deposit_refund",
        reference: { type: "deposit_refund", id: lapsed.sellerId },
        actor: { kind: "system", id: null },
        key: `test:${lapsed.sellerId}:deposit-gone`,
      });
    });
    const before = await moneySnapshot(t.app.db);
    const refused = en("store.depositRequired");
    expectFailure(
      await call(t.app, lapsed.token, "POST", `/api/sellers/orders/${order.id}/ship`),
      403,
      refused,
    );
    expectFailure(await bulkShip(lapsed.token, { order_ids: [order.id] }), 403, refused);
    expect(await moneySnapshot(t.app.db)).toEqual(before);
    expect(await orderStatus(t.app, order.id)).toBe("pending_shipment");
  });
});

describe("batch ship", () => {
  it("ships the named orders in one go when the balance covers their cost", async () => {
    const orders = [await paidOrder(t.app, shop, 1), await paidOrder(t.app, shop, 3)];
    const before = satangOf(await available(t.app, shop.token));
    const response = await bulkShip(shop.token, { order_ids: orders.map((order) => order.id) });
    expect(response.statusCode).toBe(200);
    const result = response.json().data;
    expect(result).toMatchObject({ processed_orders: 2, total_cost: "600.00", total_profit: "800.00" });
    expect(result.balance_after).toBe(formatBaht(before - 60_000n));
    expect(result.orders.map((order: { order_number: string }) => order.order_number)).toEqual(
      orders.map((order) => order.orderNumber),
    );
    for (const order of orders) {
      expect(await orderStatus(t.app, order.id)).toBe("pending_delivery");
      expect(await transfersOf(t.app, order.id, "order_payment")).toBe(1);
      const detail = (await call(t.app, shop.token, "GET", `/api/sellers/orders/${order.id}`)).json().data;
      expect(detail).toMatchObject({
        awaiting_tracking: true,
        shipping_label: "awaiting_tracking",
        courier: null,
      });
    }
  });

  it("without a payload ships every pending-shipment order, and then has nothing left to ship", async () => {
    // A shop of its own: "every" order must be only the two paid here, whatever ran before.
    const own = await shopWithProduct(t.app);
    const orders = [await paidOrder(t.app, own), await paidOrder(t.app, own)];
    const response = await bulkShip(own.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.processed_orders).toBe(2);
    for (const order of orders) expect(await orderStatus(t.app, order.id)).toBe("pending_delivery");
    expectFailure(await bulkShip(own.token), 400, en("orders.nothingToShip"));
  });

  it("ships nothing when the balance is short, and says how short", async () => {
    const poor = await shopWithProduct(t.app, "5200");
    const orders = [await paidOrder(t.app, poor, 1), await paidOrder(t.app, poor, 1)];
    const before = await moneySnapshot(t.app.db);
    const response = await bulkShip(poor.token);
    expectFailure(
      response,
      422,
      en("orders.insufficientForShipping", { need: "300.00", available: "200.00" }),
    );
    expect(response.json().code).toBe("BUSINESS_INSUFFICIENT_BALANCE");
    expect(await moneySnapshot(t.app.db)).toEqual(before);
    for (const order of orders) expect(await orderStatus(t.app, order.id)).toBe("pending_shipment");
    const single = await call(t.app, poor.token, "POST", `/api/sellers/orders/${orders[0]?.id}/ship`);
    expect(single.statusCode).toBe(200);
    const second = await call(t.app, poor.token, "POST", `/api/sellers/orders/${orders[1]?.id}/ship`);
    expectFailure(second, 422, en("orders.insufficientForShipping", { need: "150.00", available: "50.00" }));
    expect(await orderStatus(t.app, orders[1]?.id ?? 0)).toBe("pending_shipment");
  });

  it("ships nothing when one named order cannot ship or is another seller's", async () => {
    const ready = await paidOrder(t.app, shop);
    const unpaid = await unpaidOrder(t.app, shop);
    const theirs = await paidOrder(t.app, other);
    const before = await moneySnapshot(t.app.db);
    expectFailure(
      await bulkShip(shop.token, { order_ids: [ready.id, unpaid.id] }),
      400,
      en("orders.batchNotShippable", { order_number: unpaid.orderNumber }),
    );
    expectFailure(
      await bulkShip(shop.token, { order_ids: [ready.id, theirs.id] }),
      404,
      en("orders.notFound"),
    );
    expectFailure(await bulkShip(shop.token, { order_ids: [] }), 422, en("orders.noOrdersSelected"));
    expect(await moneySnapshot(t.app.db)).toEqual(before);
    expect(await orderStatus(t.app, ready.id)).toBe("pending_shipment");
    expect(await orderStatus(t.app, theirs.id)).toBe("pending_shipment");
  });

  it("pays each order once when the same batch is sent twice at once", async () => {
    const orders = [await paidOrder(t.app, shop), await paidOrder(t.app, shop), await paidOrder(t.app, shop)];
    const ids = orders.map((order) => order.id);
    const before = satangOf(await available(t.app, shop.token));
    const answers = await Promise.all([
      bulkShip(shop.token, { order_ids: ids }),
      bulkShip(shop.token, { order_ids: [...ids].reverse() }),
      bulkShip(shop.token),
    ]);
    // A batch that finds its orders shipped by another refuses them all; the batch without a
    // payload re-reads under the locks and ships only what is still waiting (an earlier order here).
    const winners = answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json().data);
    for (const loser of answers.filter((answer) => answer.statusCode !== 200))
      expect(loser.statusCode).toBe(400);
    const shipped = winners.flatMap((won) => won.orders.map((order: { id: number }) => order.id));
    expect(new Set(shipped).size).toBe(shipped.length);
    expect(shipped).toEqual(expect.arrayContaining(ids));
    for (const id of ids) expect(await transfersOf(t.app, id, "order_payment")).toBe(1);
    const cost = winners.reduce((sum, won) => sum + satangOf(won.total_cost), 0n);
    expect(await available(t.app, shop.token)).toBe(formatBaht(before - cost));
  });

  it("replays the first answer for the same Idempotency-Key and moves nothing twice", async () => {
    const order = await paidOrder(t.app, shop);
    const key = { "idempotency-key": `bulk-${order.id}` };
    const first = await bulkShip(shop.token, { order_ids: [order.id] }, key);
    const again = await bulkShip(shop.token, { order_ids: [order.id] }, key);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await transfersOf(t.app, order.id, "order_payment")).toBe(1);
  });
});

describe("shipping information", () => {
  it("shows the supplier's tracking and never lets the seller type one, whichever way the order shipped", async () => {
    const single = await paidOrder(t.app, shop);
    await ship(single.id);
    const batched = await paidOrder(t.app, shop);
    await bulkShip(shop.token, { order_ids: [batched.id] });
    for (const id of [single.id, batched.id]) {
      const view = (await call(t.app, shop.token, "GET", `/api/sellers/orders/${id}/shipping`)).json().data;
      expect(view).toMatchObject({
        awaiting_tracking: true,
        can_edit: false,
        recipient: { phone: "089876*432" },
      });
      expectFailure(
        await call(t.app, shop.token, "PUT", `/api/sellers/orders/${id}/shipping`, {
          courier: "flash",
          tracking_number: "TH0123456789",
        }),
        400,
        en("orders.trackingBySupplier"),
      );
    }
  });
});
