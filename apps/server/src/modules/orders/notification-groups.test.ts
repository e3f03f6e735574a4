import { orderIdOf } from "@seller/contract/notifications";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { ORDER_APP_OPTIONS, paidOrder, type Shop, shopWithProduct } from "../../test/orders";
import { buyer } from "../../test/store";
import { call, expectSoundLedger } from "../../test/wallet";
import { dispatchOrder } from "./dispatch";

/**
 * The notification centre groups an order's notifications (DECISIONS "Orders"):
 * one line per order, its latest notification, with how many it stands for,
 * how many are unread, their ids and the order's latest state.
 */
const t = useTestApp(ORDER_APP_OPTIONS);
let shop: Shop;
let other: Shop;
type Placed = Awaited<ReturnType<typeof paidOrder>>;
let done: Placed;
let waiting: Placed;
let batched: Placed[];

type Line = {
  id: number;
  type: string;
  data: Record<string, unknown>;
  is_read: boolean;
  group?: { order_id: number; count: number; unread: number; ids: number[]; status: string | null };
};
type List = { notifications: Line[]; total: number; unread_count: number };

const list = async (query: string, token = shop.token): Promise<List> => {
  const response = await call(t.app, token, "GET", `/api/sellers/notifications?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

beforeAll(async () => {
  shop = await shopWithProduct(t.app);
  other = await shopWithProduct(t.app);
  // One order through every step: placed, paid, shipped, dispatched, received and credited.
  done = await paidOrder(t.app, shop, 2);
  expect((await call(t.app, shop.token, "POST", `/api/sellers/orders/${done.id}/ship`)).statusCode).toBe(200);
  await t.app.db.transaction((tx) =>
    dispatchOrder(tx, { kind: "sandbox" }, done.id, { courier: "kerry", tracking_number: "KEX42" }),
  );
  const received = await buyer(t.app, "POST", `/api/storefront/orders/${done.code}/confirm-receipt`);
  expect(received.statusCode).toBe(200);
  waiting = await paidOrder(t.app, shop);
  // Two shipped in one batch: one notification for both, which belongs to no single order.
  batched = [await paidOrder(t.app, shop), await paidOrder(t.app, shop)];
  const shipped = await call(t.app, shop.token, "POST", "/api/sellers/orders/bulk-ship", {
    order_ids: batched.map((order) => order.id),
  });
  expect(shipped.statusCode).toBe(200);
  await paidOrder(t.app, other);
});
afterAll(async () => expectSoundLedger(t.app.db));

describe("the notification centre grouped by order", () => {
  it("shows one line per order, the latest first, standing for all of that order's notifications", async () => {
    const flat = await list("per_page=100");
    const ofDone = flat.notifications.filter((line) => orderIdOf(line.data) === done.id);
    // Paid (its first notice), shipped, the supplier cost, dispatched, received, the income and the earnings.
    expect(ofDone.length).toBeGreaterThanOrEqual(6);

    const grouped = await list("group=order&per_page=100");
    const lines = grouped.notifications.filter((line) => line.group?.order_id === done.id);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line?.id).toBe(ofDone[0]?.id);
    expect(line?.group).toEqual({
      order_id: done.id,
      count: ofDone.length,
      unread: ofDone.length,
      ids: ofDone.map((notification) => notification.id),
      status: "completed",
    });
    // Its first notice is its payment (DECISIONS "Store and storefront"): one line of one.
    expect(grouped.notifications.find((item) => item.group?.order_id === waiting.id)?.group).toMatchObject({
      count: 1,
      status: "pending_shipment",
    });
    // The batch's line stands alone; each batched order keeps its own line.
    const batchLine = grouped.notifications.find((item) => Array.isArray(item.data.order_ids));
    expect(batchLine?.group).toBeUndefined();
    for (const order of batched) {
      expect(grouped.notifications.filter((item) => item.group?.order_id === order.id)).toHaveLength(1);
    }
    // Every notification is in exactly one line; the total counts lines, the badge every unread one.
    const covered = grouped.notifications.flatMap((item) => item.group?.ids ?? [item.id]);
    expect(covered.sort()).toEqual(flat.notifications.map((item) => item.id).sort());
    expect(grouped.total).toBe(grouped.notifications.length);
    expect(grouped.unread_count).toBe(flat.unread_count);
    const ids = grouped.notifications.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("pages by lines, and reading a line's notifications clears its unread count", async () => {
    // Its own order to read: the first test counts every notification of `done` as unread,
    // whichever of the two runs first.
    const ownOrder = await paidOrder(t.app, shop);
    expect(
      (await call(t.app, shop.token, "POST", `/api/sellers/orders/${ownOrder.id}/ship`)).statusCode,
    ).toBe(200);
    const all = await list("group=order&per_page=100");
    const second = await list("group=order&page=2&per_page=1");
    expect(second.notifications.map((item) => item.id)).toEqual([all.notifications[1]?.id]);
    expect(second.total).toBe(all.total);

    const line = all.notifications.find((item) => item.group?.order_id === ownOrder.id);
    const ids = line?.group?.ids ?? [];
    expect(line?.group?.unread).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    const read = await call(t.app, shop.token, "POST", "/api/sellers/notifications/batch-read", {
      notification_ids: ids,
    });
    expect(read.json().data).toEqual({ changed: ids.length, unread_count: all.unread_count - ids.length });
    const after = await list("group=order&per_page=100");
    expect(after.notifications.find((item) => item.group?.order_id === ownOrder.id)?.group?.unread).toBe(0);
  });

  it("holds only the seller's own notifications and refuses an unknown grouping", async () => {
    const theirs = await list("group=order&per_page=100", other.token);
    const mine = new Set((await list("per_page=100")).notifications.map((item) => item.id));
    expect(theirs.notifications.some((item) => mine.has(item.id))).toBe(false);
    const refused = await call(t.app, shop.token, "GET", "/api/sellers/notifications?group=buyer");
    expect(refused.statusCode).toBe(422);
  });
});
