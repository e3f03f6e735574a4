import { formatBaht } from "@seller/contract/money";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en, th, useTestApp } from "../../test/app";
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
import { buyerOrder } from "../../test/store";
import { call, expectSoundLedger } from "../../test/wallet";
import { setSetting } from "../system/service";

const t = useTestApp(ORDER_APP_OPTIONS);
let shop: Shop;
let other: Shop;

beforeAll(async () => {
  shop = await shopWithProduct(t.app, "20000");
  other = await shopWithProduct(t.app);
});
afterAll(async () => expectSoundLedger(t.app.db));

const post = (url: string, body?: unknown, token = shop.token) => call(t.app, token, "POST", url, body);
async function shippedOrder(quantity = 1) {
  const order = await paidOrder(t.app, shop, quantity);
  const shipped = await post(`/api/sellers/orders/${order.id}/ship`);
  expect(shipped.statusCode).toBe(200);
  return order;
}
async function stockOf(productId: number) {
  const rows = (
    (await t.app.db.execute(sql`select stock from products where id = ${productId}`)) as unknown as {
      rows: { stock: number }[];
    }
  ).rows;
  return rows[0]?.stock;
}

describe("early receipt", () => {
  it("completes the orders and credits what the buyer paid, less the published fee, once", async () => {
    await setSetting(t.app.db, "earlyReceiptFeePercent", 2);
    const orders = [await shippedOrder(2), await shippedOrder(1)];
    const ids = orders.map((order) => order.id);
    const before = satangOf(await available(t.app, shop.token));
    const response = await post("/api/sellers/orders/bulk-early-profit", { order_ids: ids });
    expect(response.statusCode).toBe(200);
    // 700.00 and 350.00 paid; fees 14.00 and 7.00; profit = paid - 150.00 a unit - fee.
    expect(response.json().data).toMatchObject({
      processed_orders: 2,
      total_fee: "21.00",
      total_profit: "579.00",
      orders: [
        { id: ids[0], status: "completed", profit: "386.00" },
        { id: ids[1], status: "completed", profit: "193.00" },
      ],
    });
    expect(await available(t.app, shop.token)).toBe(formatBaht(before + 105_000n - 2_100n));
    const again = await post("/api/sellers/orders/bulk-early-profit", { order_ids: ids });
    expectFailure(
      again,
      400,
      en("orders.batchNotReceivable", { order_number: orders[0]?.orderNumber ?? "" }),
    );
    expect(await available(t.app, shop.token)).toBe(formatBaht(before + 105_000n - 2_100n));
    for (const id of ids) expect(await transfersOf(t.app, id, "order_profit")).toBe(2);
    const detail = (await call(t.app, shop.token, "GET", `/api/sellers/orders/${ids[0]}`)).json().data;
    expect(detail).toMatchObject({
      completed_by: "early_receipt",
      early_receipt_fee: "14.00",
      profit: "386.00",
    });
    await setSetting(t.app.db, "earlyReceiptFeePercent", 0);
  });

  it("collects nothing for an order not yet shipped or another seller's", async () => {
    const shipped = await shippedOrder();
    const waiting = await paidOrder(t.app, shop);
    const theirs = await paidOrder(t.app, other);
    const before = await moneySnapshot(t.app.db);
    expectFailure(
      await post("/api/sellers/orders/bulk-early-profit", { order_ids: [shipped.id, waiting.id] }),
      400,
      en("orders.batchNotReceivable", { order_number: waiting.orderNumber }),
    );
    expectFailure(
      await post("/api/sellers/orders/bulk-early-profit", { order_ids: [theirs.id] }),
      404,
      en("orders.notFound"),
    );
    expectFailure(
      await post("/api/sellers/orders/bulk-early-profit", {}),
      422,
      en("orders.noOrdersSelected"),
    );
    expect(await moneySnapshot(t.app.db)).toEqual(before);
    expect(await orderStatus(t.app, shipped.id)).toBe("pending_delivery");
  });
});

describe("cancelling an unpaid order", () => {
  it("cancels with the seller's reason, releases the stock and moves no money", async () => {
    const stock = await stockOf(shop.productId);
    const order = await unpaidOrder(t.app, shop, 3);
    expect(await stockOf(shop.productId)).toBe((stock ?? 0) - 3);
    const before = await moneySnapshot(t.app.db);
    expectFailure(
      await post(`/api/sellers/orders/${order.id}/cancel`, {}),
      422,
      en("orders.validation.reasonRequired"),
    );
    const response = await post(`/api/sellers/orders/${order.id}/cancel`, {
      reason: "Out of stock at supplier",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: en("orders.cancelled"),
      data: { status: "cancelled", cancel_reason: "Out of stock at supplier" },
    });
    expect(await stockOf(shop.productId)).toBe(stock);
    const after = await moneySnapshot(t.app.db);
    expect(after.transfers).toEqual(before.transfers);
    expect(after.accounts).toEqual(before.accounts);
    expect((await buyerOrder(t.app, order.code)).status).toBe("cancelled");
  });

  it("refuses to cancel a paid order or another seller's", async () => {
    const order = await paidOrder(t.app, shop);
    const theirs = await unpaidOrder(t.app, other);
    expectFailure(
      await post(`/api/sellers/orders/${order.id}/cancel`, { reason: "x" }),
      400,
      en("orders.cannotCancel"),
    );
    expectFailure(
      await post(`/api/sellers/orders/${theirs.id}/cancel`, { reason: "x" }),
      404,
      en("orders.notFound"),
    );
    expect(await orderStatus(t.app, theirs.id)).toBe("pending_payment");
  });
});

describe("refunding a paid, unshipped order", () => {
  it("returns the buyer's payment from escrow, once, and puts the stock back", async () => {
    const stock = await stockOf(shop.productId);
    const order = await paidOrder(t.app, shop, 2);
    const balance = await available(t.app, shop.token);
    const response = await post(`/api/sellers/orders/${order.id}/refund`, {
      reason: "Supplier cannot deliver",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: "refunded",
      cancel_reason: "Supplier cannot deliver",
    });
    expect(await transfersOf(t.app, order.id, "order_refund")).toBe(1);
    expect(await available(t.app, shop.token)).toBe(balance);
    expect(await stockOf(shop.productId)).toBe(stock);
    expectFailure(await post(`/api/sellers/orders/${order.id}/refund`), 400, en("orders.notRefundable"));
    expect(await transfersOf(t.app, order.id, "order_refund")).toBe(1);
    expect((await buyerOrder(t.app, order.code)).status).toBe("refunded");
  });

  it("refuses a shipped, an unpaid or another seller's order", async () => {
    const shipped = await shippedOrder();
    const unpaid = await unpaidOrder(t.app, shop);
    const theirs = await paidOrder(t.app, other);
    const before = await moneySnapshot(t.app.db);
    expectFailure(await post(`/api/sellers/orders/${shipped.id}/refund`), 400, en("orders.notRefundable"));
    expectFailure(await post(`/api/sellers/orders/${unpaid.id}/refund`), 400, en("orders.notRefundable"));
    expectFailure(await post(`/api/sellers/orders/${theirs.id}/refund`), 404, en("orders.notFound"));
    expect(await moneySnapshot(t.app.db)).toEqual(before);
  });
});

describe("status moves", () => {
  const put = (id: number, body: unknown) =>
    call(t.app, shop.token, "PUT", `/api/sellers/orders/${id}/status`, body);

  it("moves through the spec's transitions only", async () => {
    const paid = await paidOrder(t.app, shop);
    const shipped = await put(paid.id, { status: "pending_delivery" });
    expect(shipped.statusCode).toBe(200);
    expect(await orderStatus(t.app, paid.id)).toBe("pending_delivery");
    const completed = await put(paid.id, { status: "completed", note: "early receipt completed" });
    expect(completed.json().data).toMatchObject({ processed_orders: 1, orders: [{ status: "completed" }] });
    expectFailure(await put(paid.id, { status: "completed" }), 400, en("orders.alreadyCompleted"));
    expectFailure(await put(paid.id, { status: "pending_payment" }), 422, en("orders.moveNotAllowed"));
    expectFailure(await put(paid.id, { status: "refunded" }), 400, en("orders.notRefundable"));
    expect(await transfersOf(t.app, paid.id, "order_profit")).toBe(1);
  });

  it("cancels a batch of unpaid orders all or nothing", async () => {
    const unpaid = [await unpaidOrder(t.app, shop), await unpaidOrder(t.app, shop)];
    const paid = await paidOrder(t.app, shop);
    const batch = (ids: number[]) =>
      post("/api/sellers/orders/batch-update-status", {
        order_ids: ids,
        status: "cancelled",
        note: "Buyer asked",
      });
    expectFailure(await batch([...unpaid.map((order) => order.id), paid.id]), 400, en("orders.cannotCancel"));
    for (const order of unpaid) expect(await orderStatus(t.app, order.id)).toBe("pending_payment");
    const response = await batch(unpaid.map((order) => order.id));
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(en("orders.statusUpdated", { count: 2 }));
    for (const order of unpaid) expect(await orderStatus(t.app, order.id)).toBe("cancelled");
  });

  it("refunds and ships in batches with the same rules as their own calls", async () => {
    const orders = [await paidOrder(t.app, shop), await paidOrder(t.app, shop)];
    const ids = orders.map((order) => order.id);
    const shipped = await post("/api/sellers/orders/batch-update-status", {
      order_ids: ids,
      status: "pending_delivery",
    });
    expect(shipped.json().data).toMatchObject({ processed_orders: 2, total_cost: "300.00" });
    const more = [await paidOrder(t.app, shop), await paidOrder(t.app, shop)];
    const refunded = await post("/api/sellers/orders/batch-update-status", {
      order_ids: more.map((order) => order.id),
      status: "refunded",
    });
    expect(refunded.statusCode).toBe(200);
    for (const order of more) expect(await transfersOf(t.app, order.id, "order_refund")).toBe(1);
  });
});

describe("what the seller is told", () => {
  async function latest(type: string) {
    const page = (await call(t.app, shop.token, "GET", `/api/sellers/notifications?type=${type}`)).json()
      .data;
    const list = page.notifications as {
      id: number;
      type: string;
      message: string;
      data: Record<string, unknown>;
    }[];
    return list.filter((notice) => notice.type === type);
  }

  it("nothing for an unpaid order, an order_update for a refund, and one for a whole batch ship", async () => {
    const unpaid = await unpaidOrder(t.app, shop);
    const before = (await latest("order_update"))[0]?.id;
    await post(`/api/sellers/orders/${unpaid.id}/cancel`, { reason: "Buyer asked" });
    // Unpaid orders are not notified one by one (DECISIONS "Store and storefront").
    expect((await latest("order_update"))[0]?.id).toBe(before);
    const paid = await paidOrder(t.app, shop);
    await post(`/api/sellers/orders/${paid.id}/refund`);
    expect((await latest("order_update"))[0]?.data).toMatchObject({
      order_number: paid.orderNumber,
      status: "refunded",
      customer_phone: "089876*432",
    });
    const batch = [await paidOrder(t.app, shop), await paidOrder(t.app, shop)];
    const newest = (await latest("order_update"))[0]?.id;
    await post("/api/sellers/orders/bulk-ship", { order_ids: batch.map((order) => order.id) });
    const after = await latest("order_update");
    // One notice for the batch: the one before it is the newest from before the batch.
    expect(after[1]?.id).toBe(newest);
    expect(after[0]).toMatchObject({
      // Written in the seller's language (Thai unless they chose another).
      message: th("notifications.ordersShipped.message", { count: 2, amount: "300.00" }),
      data: { order_count: 2, order_numbers: batch.map((order) => order.orderNumber), total_cost: "300.00" },
    });
  });
});
