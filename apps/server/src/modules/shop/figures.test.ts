import { bangkokWallClock } from "@seller/contract/bangkok-time";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOfBangkokDay } from "../../lib/bangkok-time";
import { useTestApp } from "../../test/app";
import { ORDER_APP_OPTIONS, paidOrder, type Shop, shopWithProduct, unpaidOrder } from "../../test/orders";
import { call, expectSoundLedger } from "../../test/wallet";

const t = useTestApp(ORDER_APP_OPTIONS);
let shop: Shop;
const DAY_MS = 24 * 60 * 60 * 1000;
const get = (url: string) => call(t.app, shop.token, "GET", url);
const post = (url: string, body?: unknown) => call(t.app, shop.token, "POST", url, body);
const bangkokDate = (daysAgo: number) =>
  bangkokWallClock(startOfBangkokDay(new Date()).getTime() - daysAgo * DAY_MS).slice(0, 10);

beforeAll(async () => {
  shop = await shopWithProduct(t.app);
  // Today: one completed by early receipt (2 units), one waiting to ship, one refunded, one unpaid.
  const done = await paidOrder(t.app, shop, 2);
  await post(`/api/sellers/orders/${done.id}/ship`);
  await post("/api/sellers/orders/bulk-early-profit", { order_ids: [done.id] });
  await paidOrder(t.app, shop, 1);
  const refunded = await paidOrder(t.app, shop, 1);
  await post(`/api/sellers/orders/${refunded.id}/refund`);
  await unpaidOrder(t.app, shop, 1);
  // Three days ago: one paid and completed then (3 units).
  const older = await paidOrder(t.app, shop, 3);
  await post(`/api/sellers/orders/${older.id}/ship`);
  await post("/api/sellers/orders/bulk-early-profit", { order_ids: [older.id] });
  await t.app.db.execute(
    sql`update orders set created_at = created_at - interval '3 days', paid_at = paid_at - interval '3 days',
        shipped_at = shipped_at - interval '3 days', completed_at = completed_at - interval '3 days' where id = ${older.id}`,
  );
  // Ten days ago: outside every figure of the week, inside the totals.
  const ancient = await paidOrder(t.app, shop, 1);
  await t.app.db.execute(
    sql`update orders set created_at = created_at - interval '10 days', paid_at = paid_at - interval '10 days' where id = ${ancient.id}`,
  );
});
afterAll(async () => expectSoundLedger(t.app.db));

describe("the shop's figures", () => {
  it("counts orders when paid and profit when realised, from the stored figures", async () => {
    const overview = (await get("/api/shop/overview")).json().data;
    expect(overview).toEqual({
      today_orders_count: 3,
      total_orders_count: 5,
      today_profit: "400.00",
      total_profit: "1000.00",
      today_sales: "1050.00",
      total_sales: "2450.00",
    });
  });

  it("gives the profile the same orders and stored profit as the shop's overview", async () => {
    const overview = (await get("/api/shop/overview")).json().data;
    const profile = (await get("/api/sellers/profile")).json().data;
    expect(profile).toMatchObject({
      today_orders_count: overview.today_orders_count,
      total_orders_count: overview.total_orders_count,
      today_profit: "400.00",
      total_profit: "1000.00",
    });
  });

  it("gives today's orders, income and distinct storefront visitors", async () => {
    for (const agent of ["phone-a", "phone-b", "phone-a"]) {
      await t.app.inject({
        method: "GET",
        url: `/api/storefront/${shop.slug}`,
        headers: { "user-agent": agent },
        remoteAddress: "10.9.9.9",
      });
    }
    const today = (await get("/api/sellers/today-stats")).json().data;
    expect(today).toEqual({ order_count: 3, income: "400.00", visitors: 2 });
  });

  it("reports each of the last 7 Bangkok days, oldest first", async () => {
    const report = (await get("/api/shop/sales-report")).json().data;
    expect(report.days.map((day: { date: string }) => day.date)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((daysAgo) => bangkokDate(daysAgo)),
    );
    expect(report.days[6]).toEqual({ date: bangkokDate(0), orders: 2, sales: "1050.00", profit: "400.00" });
    expect(report.days[3]).toEqual({ date: bangkokDate(3), orders: 1, sales: "1050.00", profit: "600.00" });
    expect(report.totals).toEqual({ orders: 3, sales: "2100.00", profit: "1000.00" });
  });

  it("puts an order paid half an hour either side of Bangkok midnight on its Bangkok day", async () => {
    const own = await shopWithProduct(t.app);
    const midnight = startOfBangkokDay(new Date()).getTime();
    for (const paidAt of [midnight - 1_800_000, midnight + 1_800_000]) {
      const order = await paidOrder(t.app, own, 1);
      await t.app.db.execute(
        sql`update orders set created_at = ${new Date(paidAt)}, paid_at = ${new Date(paidAt)} where id = ${order.id}`,
      );
    }
    const report = (await call(t.app, own.token, "GET", "/api/shop/sales-report")).json().data;
    expect(report.days[5]).toMatchObject({ date: bangkokDate(1), orders: 1 });
    expect(report.days[6]).toMatchObject({ date: bangkokDate(0), orders: 1 });
  });

  it("counts the week's placed orders by day, by state when asked", async () => {
    const all = (await get("/api/order-stats/weekly")).json().data;
    expect(all.total_count).toBe(5);
    expect(all.days[6]).toMatchObject({ count: 4, amount: "1750.00" });
    const completed = (await get("/api/order-stats/weekly?status=completed")).json().data;
    expect(completed).toMatchObject({ status: "completed", total_count: 2, total_amount: "1750.00" });
    expect((await get("/api/order-stats/weekly?status=lost")).statusCode).toBe(422);
  });
});
