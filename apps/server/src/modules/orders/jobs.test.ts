import { NOTIFICATION_EVENT, type SellerNotification } from "@seller/contract/notifications";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transactionThenPublish } from "../../lib/outbox";
import { useTestApp } from "../../test/app";
import {
  ORDER_APP_OPTIONS,
  orderStatus,
  paidOrder,
  type Shop,
  shopWithProduct,
  transfersOf,
  unpaidOrder,
} from "../../test/orders";
import { connected, connectSocket, listening } from "../../test/sockets";
import { buyer, buyerOrder } from "../../test/store";
import { call, expectSoundLedger } from "../../test/wallet";
import { dispatchSandboxOrders } from "./dispatch";
import { completeShippedOrders, expireUnpaidOrders } from "./jobs";

const t = useTestApp(ORDER_APP_OPTIONS);
let shop: Shop;
const inTransaction = <T>(work: Parameters<typeof transactionThenPublish<T>>[2]) =>
  transactionThenPublish(t.app.db, t.app.realtime.publish, work);

beforeAll(async () => {
  shop = await shopWithProduct(t.app);
});
afterAll(async () => expectSoundLedger(t.app.db));

const exec = (query: ReturnType<typeof sql>) => t.app.db.execute(query);
async function stock() {
  const rows = (
    (await exec(sql`select stock from products where id = ${shop.productId}`)) as unknown as {
      rows: { stock: number }[];
    }
  ).rows;
  return rows[0]?.stock;
}

describe("unpaid orders expire", () => {
  it("cancels an order past its 24 hours once, however often the job runs, and releases its stock", async () => {
    const before = await stock();
    const due = await unpaidOrder(t.app, shop, 4);
    const fresh = await unpaidOrder(t.app, shop, 1);
    await exec(sql`update orders set expires_at = now() - interval '1 minute' where id = ${due.id}`);
    const runs = await Promise.all([
      expireUnpaidOrders(t.app.db, t.app.payments, inTransaction),
      expireUnpaidOrders(t.app.db, t.app.payments, inTransaction),
    ]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await expireUnpaidOrders(t.app.db, t.app.payments, inTransaction)).toBe(0);
    expect(await orderStatus(t.app, due.id)).toBe("cancelled");
    expect(await orderStatus(t.app, fresh.id)).toBe("pending_payment");
    expect(await stock()).toBe((before ?? 0) - 1);
    const page = await buyerOrder(t.app, due.code);
    expect(page).toMatchObject({ status: "cancelled", cancel_reason: "payment_expired", can_cancel: false });
    expect(page.payment.status).toBe("expired");
  });
});

describe("shipped orders complete on their own", () => {
  it("completes 7 days after dispatch and credits the seller once, however often the job runs", async () => {
    const order = await paidOrder(t.app, shop, 2);
    await call(t.app, shop.token, "POST", `/api/sellers/orders/${order.id}/ship`);
    const waiting = await paidOrder(t.app, shop);
    await call(t.app, shop.token, "POST", "/api/sellers/orders/bulk-ship", { order_ids: [waiting.id] });
    await exec(
      sql`update orders set shipped_at = now() - interval '8 days', dispatched_at = now() - interval '8 days', courier = 'kerry', tracking_number = 'KEX1' where id = ${order.id}`,
    );
    await exec(sql`update orders set shipped_at = now() - interval '8 days' where id = ${waiting.id}`);
    const runs = await Promise.all([
      completeShippedOrders(t.app.db, inTransaction),
      completeShippedOrders(t.app.db, inTransaction),
    ]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await completeShippedOrders(t.app.db, inTransaction)).toBe(0);
    expect(await orderStatus(t.app, order.id)).toBe("completed");
    expect(await transfersOf(t.app, order.id, "order_profit")).toBe(1);
    // Batch-shipped and never dispatched: the parcel has not left, so nothing completes.
    expect(await orderStatus(t.app, waiting.id)).toBe("pending_delivery");
    const detail = (await call(t.app, shop.token, "GET", `/api/sellers/orders/${order.id}`)).json().data;
    expect(detail).toMatchObject({ completed_by: "auto", profit: "400.00" });
    const earnings = (
      await call(t.app, shop.token, "GET", "/api/sellers/notifications?type=earnings")
    ).json();
    expect(JSON.stringify(earnings)).toContain("700.00");
  });
});

describe("the demo's sandbox supplier", () => {
  it("dispatches batch-shipped sandbox orders after its delay, once", async () => {
    await dispatchSandboxOrders(t.app.db, inTransaction);
    const order = await paidOrder(t.app, shop);
    await call(t.app, shop.token, "POST", "/api/sellers/orders/bulk-ship", { order_ids: [order.id] });
    expect(await dispatchSandboxOrders(t.app.db, inTransaction)).toBe(0);
    await exec(sql`update orders set shipped_at = now() - interval '1 minute' where id = ${order.id}`);
    expect(await dispatchSandboxOrders(t.app.db, inTransaction)).toBeGreaterThanOrEqual(1);
    expect(await dispatchSandboxOrders(t.app.db, inTransaction)).toBe(0);
    const detail = (await call(t.app, shop.token, "GET", `/api/sellers/orders/${order.id}`)).json().data;
    expect(detail).toMatchObject({
      courier: "flash",
      awaiting_tracking: false,
      shipping_label: "in_transit",
    });
    expect(detail.tracking_number).toMatch(/^DEMO/);
    const shipping = (await call(t.app, shop.token, "GET", `/api/sellers/orders/${order.id}/shipping`)).json()
      .data;
    expect(shipping.can_edit).toBe(false);
  });
});

describe("real time", () => {
  it("tells the seller's open page when the buyer confirms receipt", async () => {
    const order = await paidOrder(t.app, shop);
    await call(t.app, shop.token, "POST", `/api/sellers/orders/${order.id}/ship`);
    const socket = connectSocket(await listening(t.app), shop.token);
    try {
      await connected(socket);
      // One confirmation brings three: the balance change, the order's update and the earnings.
      const arriving = new Promise<SellerNotification[]>((resolve, reject) => {
        const notices: SellerNotification[] = [];
        const timer = setTimeout(
          () => reject(new Error(`only ${notices.length} notifications arrived`)),
          15_000,
        );
        socket.on(NOTIFICATION_EVENT, (notice: SellerNotification) => {
          notices.push(notice);
          if (notices.length === 3) {
            clearTimeout(timer);
            resolve(notices);
          }
        });
      });
      const confirmed = await buyer(t.app, "POST", `/api/storefront/orders/${order.code}/confirm-receipt`);
      expect(confirmed.statusCode).toBe(200);
      const notices = await arriving;
      expect(notices.map((notice) => notice.type).sort()).toEqual([
        "earnings",
        "order_update",
        "transaction",
      ]);
      expect(notices.find((notice) => notice.type === "order_update")?.data).toMatchObject({
        order_number: order.orderNumber,
        status: "completed",
      });
    } finally {
      socket.close();
    }
  });
});
