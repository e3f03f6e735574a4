import { formatBaht, parseBaht } from "@seller/contract/money";
import { type Transaction, transactionsPageSchema } from "@seller/contract/transactions";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { ORDER_APP_OPTIONS, paidOrder, type Shop, shopWithProduct } from "../../test/orders";
import { buyer } from "../../test/store";
import { call, expectSoundLedger, operatorToken } from "../../test/wallet";
import { setSetting } from "../system/service";

const t = useTestApp(ORDER_APP_OPTIONS);
let shop: Shop;
type Placed = Awaited<ReturnType<typeof paidOrder>>;
let received: Placed;
let early: Placed;
let shipped: Placed;
let lastMonth: Placed;

const get = (url: string) => call(t.app, shop.token, "GET", url);
const post = (url: string, body?: unknown) => call(t.app, shop.token, "POST", url, body);
const record = async (query = "") =>
  transactionsPageSchema.parse((await get(`/api/sellers/transactions${query}`)).json().data);
const sum = (amounts: string[]) => amounts.reduce((total, amount) => total + (parseBaht(amount) ?? 0n), 0n);

async function ship(...orders: Placed[]) {
  const answer = await post("/api/sellers/orders/bulk-ship", { order_ids: orders.map((order) => order.id) });
  expect(answer.statusCode, answer.body).toBe(200);
}

beforeAll(async () => {
  // 10,000 topped up, 5,000 of it the security deposit; each unit: the buyer pays 350.00, the supplier 150.00.
  shop = await shopWithProduct(t.app, "10000");
  received = await paidOrder(t.app, shop, 1);
  early = await paidOrder(t.app, shop, 2);
  shipped = await paidOrder(t.app, shop, 1);
  lastMonth = await paidOrder(t.app, shop, 1);
  await ship(received, early, shipped, lastMonth);
  expect(
    (await buyer(t.app, "POST", `/api/storefront/orders/${received.code}/confirm-receipt`)).statusCode,
  ).toBe(200);
  await setSetting(t.app.db, "earlyReceiptFeePercent", 2);
  try {
    await post("/api/sellers/orders/bulk-early-profit", { order_ids: [early.id, lastMonth.id] });
  } finally {
    await setSetting(t.app.db, "earlyReceiptFeePercent", 0);
  }
  // Completed 40 days ago, before this Bangkok month and the report's week began: in the totals of all time only.
  await t.app.db.execute(
    sql`update orders set completed_at = completed_at - interval '40 days' where id = ${lastMonth.id}`,
  );
});
afterAll(async () => expectSoundLedger(t.app.db));

describe("the revenue record's order rows", () => {
  it("calls the released payment order income, with its order's number and stored profit beside it", async () => {
    const page = await record("?type=order_profit");
    const byOrder = new Map(page.transactions.map((row) => [row.order_id, row]));
    // The buyer's payment for the items, less the early-receipt fee; the profit is the stored one.
    expect(byOrder.get(received.id)).toMatchObject({
      amount: "350.00",
      order_number: received.orderNumber,
      order_profit: "200.00",
      sandbox: true,
    });
    expect(byOrder.get(early.id)).toMatchObject({
      amount: "686.00",
      order_number: early.orderNumber,
      order_profit: "386.00",
    });
    for (const row of page.transactions) {
      const detail = (await get(`/api/sellers/orders/${row.order_id}`)).json().data;
      expect(row.order_profit).toBe(detail.profit);
    }
  });

  it("names the order of a supplier payment too, which is real money from the seller's balance", async () => {
    const page = await record("?type=order_payment");
    const row = page.transactions.find((item) => item.order_id === shipped.id);
    expect(row).toMatchObject({ amount: "150.00", order_number: shipped.orderNumber, sandbox: false });
  });

  it("banners the profit of the orders completed this month: the completed orders' and the sales report's", async () => {
    const page = await record();
    // 200.00 + 386.00; the order completed last month is left out, and no released payment is counted.
    expect(page.month_profit).toBe("586.00");
    const completed = (await get("/api/sellers/orders?status=completed")).json().data;
    // 200.00 + 386.00 + last month's 193.00 (350.00 - 150.00 - its 7.00 fee).
    expect(completed.summary.total_profit).toBe("779.00");
    const thisMonth = completed.orders.filter((order: { id: number }) => order.id !== lastMonth.id);
    expect(formatBaht(sum(thisMonth.map((order: { profit: string }) => order.profit)))).toBe(
      page.month_profit,
    );
    const report = (await get("/api/shop/sales-report")).json().data;
    expect(formatBaht(sum(report.days.map((day: { profit: string }) => day.profit)))).toBe(
      report.totals.profit,
    );
    expect(report.totals.profit).toBe(page.month_profit);
  });

  it("totals income and expense over exactly the approved rows shown, and each balance follows the one before", async () => {
    const page = await record("?per_page=100");
    const approved = (types: Transaction["type"][]) =>
      page.transactions.filter((row) => row.status === "approved" && types.includes(row.type));
    expect(page.totals.income).toBe(
      formatBaht(sum(approved(["recharge", "deposit_refund", "order_profit"]).map((row) => row.amount))),
    );
    expect(page.totals.expense).toBe(
      formatBaht(sum(approved(["withdraw", "deposit", "order_payment"]).map((row) => row.amount))),
    );
    expect(page.transactions[0]?.balance_after).toBe(page.available_balance);
  });

  it("shows the operator the same rows, order numbers and sandbox marks", async () => {
    const operator = await operatorToken(t.app, t.app.db);
    const seen = transactionsPageSchema.parse(
      (
        await call(t.app, operator, "GET", `/api/admin/sellers/${shop.sellerId}/transactions?per_page=100`)
      ).json().data,
    );
    expect(seen).toEqual(await record("?per_page=100"));
  });

  it("exports the same rows as CSV, each with its order number and profit", async () => {
    const csv = (await get("/api/sellers/transactions/export?type=order_profit")).body;
    const line = csv.split("\r\n").find((row) => row.includes(early.orderNumber));
    expect(line).toContain(",686.00,");
    expect(line).toContain(`,${early.orderNumber},386.00,`);
  });
});
