import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en, useTestApp } from "../../test/app";
import { signedInOperator } from "../../test/operator";
import { expectFailure, ORDER_APP_OPTIONS, paidOrder, type Shop, shopWithProduct } from "../../test/orders";
import { call, expectSoundLedger } from "../../test/wallet";

const t = useTestApp(ORDER_APP_OPTIONS);
let shop: Shop;
let first: string;
let second: string;

beforeAll(async () => {
  shop = await shopWithProduct(t.app);
  first = (await signedInOperator(t.app, t.app.db)).token;
  const other = { account: "dispatcher", password: "dispatch-secret" };
  second = (await signedInOperator(t.app, t.app.db, { operator: other })).token;
});
afterAll(async () => expectSoundLedger(t.app.db));

async function batchShipped() {
  const order = await paidOrder(t.app, shop, 2);
  const shipped = await call(t.app, shop.token, "POST", "/api/sellers/orders/bulk-ship", {
    order_ids: [order.id],
  });
  expect(shipped.statusCode).toBe(200);
  return order;
}
const dispatch = (token: string, id: number, tracking = "TH0001") =>
  call(t.app, token, "POST", `/api/admin/orders/${id}/dispatch`, {
    courier: "flash",
    tracking_number: tracking,
  });

describe("the operator's dispatch queue", () => {
  it("lists orders waiting for dispatch first, oldest shipped first, with the recipient in full", async () => {
    const older = await batchShipped();
    const newer = await batchShipped();
    await t.app.db.execute(
      sql`update orders set shipped_at = now() - interval '2 hours' where id = ${older.id}`,
    );
    const page = (await call(t.app, first, "GET", "/api/admin/orders?status=pending_delivery")).json().data;
    const waiting = page.items.filter((item: { awaiting_dispatch: boolean }) => item.awaiting_dispatch);
    expect(waiting.slice(0, 2).map((item: { id: number }) => item.id)).toEqual([older.id, newer.id]);
    expect(page.items[0]).toMatchObject({
      recipient: {
        phone: expect.stringMatching(/^089876\d432$/),
        address: { line: "99/1 ซอยสุขุมวิท 21", postal_code: "10110" },
      },
      items: [{ product_name: "กระเป๋าผ้า", quantity: 2 }],
    });
    const queue = (await call(t.app, first, "GET", "/api/admin/orders?awaiting_dispatch=true")).json().data;
    expect(queue.items.every((item: { awaiting_dispatch: boolean }) => item.awaiting_dispatch)).toBe(true);
    expect(queue.items.slice(0, 2).map((item: { id: number }) => item.id)).toEqual([older.id, newer.id]);
    const found = (
      await call(t.app, first, "GET", `/api/admin/orders?keyword=${encodeURIComponent(newer.orderNumber)}`)
    ).json().data;
    expect(found.items.map((item: { id: number }) => item.id)).toEqual([newer.id]);
  });

  it("is the operator's only: a seller's token is refused", async () => {
    const order = await batchShipped();
    const response = await dispatch(shop.token, order.id);
    expect(response.statusCode).toBeGreaterThanOrEqual(401);
    expect(response.statusCode).toBeLessThan(404);
  });
});

describe("dispatching a batch-shipped order", () => {
  it("records courier and tracking, audits it and tells the seller; a second dispatch is refused", async () => {
    const order = await batchShipped();
    const response = await dispatch(first, order.id, "TH0002");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: en("orders.dispatched"),
      data: { id: order.id, awaiting_dispatch: false, courier: "flash", tracking_number: "TH0002" },
    });
    expectFailure(await dispatch(first, order.id, "TH0003"), 400, en("orders.alreadyDispatched"));
    const seen = (await call(t.app, shop.token, "GET", `/api/sellers/orders/${order.id}`)).json().data;
    expect(seen).toMatchObject({
      tracking_number: "TH0002",
      awaiting_tracking: false,
      shipping_label: "in_transit",
    });
    const audit = (
      (await t.app.db.execute(
        sql`select act, details from audit_log where target_type = 'order' and target_id = ${String(order.id)}`,
      )) as unknown as { rows: { act: string; details: { tracking_number: string } }[] }
    ).rows;
    expect(audit).toEqual([
      { act: "order.dispatch", details: expect.objectContaining({ tracking_number: "TH0002" }) },
    ]);
  });

  it("lets one of two operators at once win; the other is told it is already dispatched", async () => {
    const order = await batchShipped();
    const answers = await Promise.all([
      dispatch(first, order.id, "TH0100"),
      dispatch(second, order.id, "TH0200"),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const loser = answers.find((answer) => answer.statusCode === 400);
    expect(loser?.json().message).toBe(en("orders.alreadyDispatched"));
    const audit = (
      (await t.app.db.execute(
        sql`select count(*)::int as n from audit_log where act = 'order.dispatch' and target_id = ${String(order.id)}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(audit[0]?.n).toBe(1);
  });

  it("refuses an order that is not waiting for dispatch", async () => {
    const order = await paidOrder(t.app, shop);
    expectFailure(await dispatch(first, order.id), 400, en("orders.notAwaitingDispatch"));
    expectFailure(await dispatch(first, 999999), 404, en("orders.notFound"));
  });
});
