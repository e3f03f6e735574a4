import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chooseLanguage, signInToProfile } from "./support/auth";
import { uniqueAccount, useBrowser } from "./support/browser";
import { expectAccessible, signInToConsole, useConsoleBrowser } from "./support/console";
import { buyerPlacesOrder, sellerWithShop } from "./support/orders";
import {
  amountIn,
  buyerConfirmsReceipt,
  buyerOrdersOnStorefront,
  buyerPaysWithSandbox,
  profitShot,
  takingShots,
} from "./support/profit";
import { apiOf, useDemoServer } from "./support/store";

const openPage = useBrowser();
const openConsole = useConsoleBrowser();

const baseUrl = useDemoServer();

type SellerOrder = { id: number; order_number: string; status: string; profit: string };
type Row = {
  id: string;
  type: string;
  status: string;
  amount: string;
  balance_after: string | null;
  order_id: number | null;
  order_number: string | null;
  order_profit: string | null;
  sandbox: boolean;
  reference: string | null;
};
type RevenuePage = {
  transactions: Row[];
  totals: { income: string; expense: string };
  month_profit: string;
  available_balance: string;
};

const card = (page: Page, orderNumber: string) =>
  page.locator(`[data-testid="order-card"][data-order-number="${orderNumber}"]`);
const satang = (baht: string) => BigInt(baht.replace(".", ""));
const sumOf = (amounts: string[]) => {
  const total = amounts.reduce((sum, amount) => sum + satang(amount), 0n);
  return `${total / 100n}.${(total % 100n).toString().padStart(2, "0")}`;
};

/**
 * A verified seller with the store's two products listed (1,000.00 available after the deposit),
 * then 10,000.00 more topped up by bank transfer and two withdrawals of 5,000.00: one paid out by
 * the operator, one waiting. Money to ship with: 1,000.00.
 */
async function sellerWithHistory(account: string, tag: string) {
  const call = apiOf(baseUrl());
  const shop = await sellerWithShop(baseUrl(), account, tag);
  const recharge = await call<{ recharge: { id: number } }>("/sellers/wallet/recharge", {
    method: "POST",
    token: shop.token,
    body: { amount: "10000", method: "bank_transfer" },
  });
  await call(`/admin/recharges/${recharge.recharge.id}/approve`, { method: "POST", token: shop.operator });
  await call("/sellers/bank-cards", {
    method: "POST",
    token: shop.token,
    body: {
      bank_name: "KBANK",
      card_number: "1234567890123",
      card_holder_name: "Nok Seller",
      withdraw_password: "withdraw123",
    },
  });
  const withdraw = () =>
    call<{ withdrawal: { id: number; reference: string } }>("/sellers/wallet/withdraw", {
      method: "POST",
      token: shop.token,
      body: { amount: "5000", withdraw_password: "withdraw123" },
    });
  const paid = (await withdraw()).withdrawal;
  await call(`/admin/withdrawals/${paid.id}/approve`, { method: "POST", token: shop.operator });
  const waiting = (await withdraw()).withdrawal;
  return { ...shop, paid, waiting };
}

describe("one profit per order on every screen", () => {
  it("completes storefront orders and reads each stored profit on every screen, equal to the API's", async () => {
    const account = uniqueAccount("pro");
    const tag = `p${Date.now().toString(36).slice(-5)}`;
    const shop = await sellerWithHistory(account, tag);
    const call = apiOf(baseUrl());
    const seller = await openPage({ baseUrl: baseUrl() });
    const { page } = seller;
    await signInToProfile(page, account);

    // The buyer, on a phone of their own with no account: a canvas bag through the storefront's screens
    // (329.00, the supplier's cost 120.00), and two T-shirts in M (2 x 259.00, costs 2 x 90.00).
    const buyer = await openPage({ baseUrl: baseUrl() });
    const bagCode = await buyerOrdersOnStorefront(buyer.page, shop.slug, /กระเป๋าผ้า/);
    await buyerPaysWithSandbox(buyer.page, bagCode);
    const shirts = await buyerPlacesOrder(baseUrl(), shop.slug, [
      { product_id: shop.shirt, quantity: 2, size: "M" },
    ]);
    await buyerPaysWithSandbox(buyer.page, shirts.code);
    // One more the buyer cancels before paying, and one left unpaid: neither has a profit to show.
    const cancelled = await buyerPlacesOrder(baseUrl(), shop.slug, [{ product_id: shop.bag, quantity: 1 }]);
    await call(`/storefront/orders/${cancelled.code}/cancel`, { method: "POST" });
    const unpaid = await buyerPlacesOrder(baseUrl(), shop.slug, [{ product_id: shop.bag, quantity: 1 }]);

    const orders = (
      await call<{ orders: SellerOrder[] }>("/sellers/orders?per_page=100", { token: shop.token })
    ).orders;
    const bag = orders.find((order) => order.status === "pending_shipment" && order.profit === "209.00");
    const shirtOrder = orders.find((order) => order.order_number === shirts.order_number);
    if (!bag || !shirtOrder) throw new Error("the paid orders are not in the seller's list");

    // The seller ships both in one batch: 300.00 of supplier costs from the 1,000.00 available.
    await page.goto("/pending-shipment");
    await card(page, bag.order_number).waitFor();
    await card(page, shirtOrder.order_number).waitFor();
    await page.getByTestId("select-all").check();
    await page.getByTestId("batch-ship-button").click();
    await expect.poll(() => page.getByTestId("batch-ship-total").getAttribute("data-amount")).toBe("300.00");
    await page.getByTestId("batch-ship-confirm").click();
    await page.waitForURL((url) => url.pathname === "/pending-receipt", { timeout: 10_000 });

    // The buyer confirms the bag's receipt; the seller collects the T-shirts' payment early.
    await buyerConfirmsReceipt(buyer.page, bagCode);
    await card(page, shirtOrder.order_number).waitFor();
    await card(page, shirtOrder.order_number).getByTestId("order-early-receipt").click();
    await page.getByTestId("early-receipt-confirm").click();
    await card(page, shirtOrder.order_number).waitFor({ state: "detached" });

    // The API's figures: each order's stored profit and their sums.
    const profitOf = async (id: number) =>
      (await call<SellerOrder>(`/sellers/orders/${id}`, { token: shop.token })).profit;
    const profits = { [bag.id]: await profitOf(bag.id), [shirtOrder.id]: await profitOf(shirtOrder.id) };
    expect(profits).toEqual({ [bag.id]: "209.00", [shirtOrder.id]: "338.00" });
    const completed = await call<{ summary: { total_profit: string } }>("/sellers/orders?status=completed", {
      token: shop.token,
    });
    const report = await call<{ totals: { profit: string } }>("/shop/sales-report", { token: shop.token });
    const overview = await call<{ today_profit: string; total_profit: string }>("/shop/overview", {
      token: shop.token,
    });
    const today = await call<{ income: string }>("/sellers/today-stats", { token: shop.token });
    const profile = await call<{ today_profit: string; total_profit: string }>("/sellers/profile", {
      token: shop.token,
    });
    const record = await call<RevenuePage>("/sellers/transactions", { token: shop.token });
    const total = sumOf(Object.values(profits));
    expect(total).toBe("547.00");
    for (const figure of [
      completed.summary.total_profit,
      report.totals.profit,
      overview.today_profit,
      overview.total_profit,
      today.income,
      profile.today_profit,
      profile.total_profit,
      record.month_profit,
    ])
      expect(figure).toBe(total);

    // The order detail.
    for (const order of [bag, shirtOrder]) {
      await page.goto(`/order/${order.id}`);
      expect(await amountIn(page.getByTestId("detail-profit"))).toBe(profits[order.id]);
    }
    await expectAccessible(page, "order detail");
    await profitShot(page, "th-order-detail");

    // Completed orders: each card and the summary.
    await page.goto("/completed-orders");
    for (const order of [bag, shirtOrder])
      expect(await amountIn(card(page, order.order_number).getByTestId("order-profit"))).toBe(
        profits[order.id],
      );
    expect(await amountIn(page.getByTestId("summary-profit"))).toBe(completed.summary.total_profit);
    await expectAccessible(page, "completed orders");

    // The sales report.
    await page.goto("/sales-report");
    expect(await amountIn(page.getByTestId("sales-total-profit"))).toBe(report.totals.profit);
    await expectAccessible(page, "sales report");

    // The shop: its overview and today's card.
    await page.goto("/shop");
    expect(await amountIn(page.getByTestId("overview-today-profit"))).toBe(overview.today_profit);
    expect(await amountIn(page.getByTestId("overview-total-profit"))).toBe(overview.total_profit);
    expect(await amountIn(page.getByTestId("today-income"))).toBe(today.income);
    await expectAccessible(page, "shop");

    // The shop's order popup: its total is what its rows add up to, not the cancelled order too.
    const stats = await call<{ counts: Record<string, number>; amounts: Record<string, string> }>(
      "/sellers/orders/stats",
      { token: shop.token },
    );
    expect(stats.counts.cancelled).toBe(1);
    await page.getByTestId("tile-orders").click();
    await expect.poll(() => page.getByTestId("order-popup-count-completed").textContent()).toBe("2");
    const listed = ["pending_payment", "pending_shipment", "pending_delivery", "completed"];
    let rowsCount = 0;
    const rowsAmounts: string[] = [];
    for (const status of listed) {
      const count = Number(await page.getByTestId(`order-popup-count-${status}`).textContent());
      const amount = await amountIn(page.getByTestId(`order-popup-amount-${status}`));
      expect([count, amount]).toEqual([stats.counts[status], stats.amounts[status]]);
      rowsCount += count;
      rowsAmounts.push(amount);
    }
    // 1 unpaid bag (329.00) + 2 completed (329.00 + 518.00); the cancelled 329.00 is not listed.
    expect([rowsCount, sumOf(rowsAmounts)]).toEqual([3, "1176.00"]);
    expect(await page.getByTestId("order-popup-total").textContent()).toContain(": 3");
    expect(await amountIn(page.getByTestId("order-popup-amount"))).toBe(sumOf(rowsAmounts));
    await expectAccessible(page, "order popup", '[data-testid="order-popup"]');
    await profitShot(page, "th-shop-order-popup", false);
    await page.keyboard.press("Escape");

    // The profile's today card.
    await page.goto("/profile");
    expect(await amountIn(page.getByTestId("today-income"))).toBe(today.income);
    await expectAccessible(page, "profile");

    // The revenue record: this month's profit, order income with the order's profit beside it.
    await page.goto("/revenue-record");
    await page.getByTestId("transaction-list").waitFor();
    expect(await amountIn(page.getByTestId("revenue-month-profit"))).toBe(record.month_profit);
    await readRevenueRecord(page, record, profits, shop);
    await expectAccessible(page, "revenue record");
    await profitShot(page, "th-revenue-record");

    // A row of an order opens the order.
    await page
      .locator(`[data-testid="transaction-item"][data-type="order_profit"]`)
      .filter({ hasText: shirtOrder.order_number })
      .getByRole("link")
      .click();
    await page.waitForURL((url) => url.pathname === `/order/${shirtOrder.id}`);
    expect(await amountIn(page.getByTestId("detail-profit"))).toBe("338.00");

    // The CSV of the revenue record, from its button, holds the same rows.
    await page.goto("/revenue-record");
    await page.getByTestId("transaction-list").waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("revenue-export").click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^transactions-\d{8}\.csv$/);
    const csv = readFileSync((await download.path()) ?? "", "utf8");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(record.transactions.length + 1);
    expect(csv).toContain(`,${shirtOrder.order_number},338.00,`);
    expect(csv).toContain(shop.waiting.reference);

    // In English the same figures; the released payment is "Order income", never a profit.
    await page.goto("/profile");
    await chooseLanguage(page, "en");
    await page.goto("/revenue-record");
    expect(await amountIn(page.getByTestId("revenue-month-profit"))).toBe("547.00");
    const incomeRow = page.locator('[data-testid="transaction-item"][data-type="order_profit"]').first();
    expect(await incomeRow.textContent()).toContain("Order income");
    await profitShot(page, "en-revenue-record");

    if (takingShots) await shootScreens(page, shirtOrder.id);

    // The operator's view of the seller: the same rows, sandbox money tagged, and the dashboard's
    // buyers' payments equal to what the payments queue lists (the unpaid sandbox order is in neither).
    await operatorSees(shop.token, unpaid.order_number);
    expect(seller.consoleErrors).toEqual([]);
    expect(buyer.consoleErrors).toEqual([]);
  }, 120_000);
});

/** Every row the revenue record shows, against the API's: amounts, balances, orders, profits, cards. */
async function readRevenueRecord(
  page: Page,
  record: RevenuePage,
  profits: { [id: number]: string },
  shop: { paid: { reference: string }; waiting: { reference: string } },
) {
  const rows = page.getByTestId("transaction-item");
  await expect.poll(() => rows.count()).toBe(record.transactions.length);
  const incomeTypes = ["recharge", "deposit_refund", "order_profit"];
  const income: string[] = [];
  const expense: string[] = [];
  for (const [index, api] of record.transactions.entries()) {
    const row = rows.nth(index);
    expect(await row.getAttribute("data-id")).toBe(api.id);
    expect(await amountIn(row.getByTestId("transaction-amount"))).toBe(api.amount);
    if (api.balance_after)
      expect(await amountIn(row.getByTestId("transaction-balance"))).toBe(api.balance_after);
    if (api.status === "approved") (incomeTypes.includes(api.type) ? income : expense).push(api.amount);
    if (api.order_id !== null) {
      expect(await row.getByTestId("transaction-order").textContent()).toContain(api.order_number);
      expect(await row.getByRole("link").getAttribute("href")).toBe(`/order/${api.order_id}`);
    }
    if (api.type === "order_profit") {
      // The buyer's payment released, with the order's stored profit beside it; demo money is tagged.
      expect(await amountIn(row.getByTestId("transaction-order-profit"))).toBe(profits[api.order_id ?? 0]);
      expect(await row.textContent()).toContain("รายรับจากคำสั่งซื้อ");
      expect(await row.getByTestId("transaction-sandbox").count()).toBe(1);
    } else {
      expect(await row.getByTestId("transaction-sandbox").count()).toBe(0);
    }
    if (api.type === "withdraw") {
      expect(await row.getByTestId("transaction-card").textContent()).toContain("1234*****0123");
      expect(await row.getByTestId("transaction-reference").textContent()).toContain(api.reference);
      expect(await row.getByTestId("transaction-payout").getAttribute("data-status")).toBe(api.status);
    }
  }
  expect([shop.paid.reference, shop.waiting.reference]).toEqual(
    expect.arrayContaining(
      record.transactions.flatMap((row) => (row.type === "withdraw" ? [row.reference] : [])),
    ),
  );
  // The totals are the approved rows shown: income 16,847.00 (two top-ups, two order incomes),
  // expense 10,300.00 (the deposit, the paid-out withdrawal, two supplier costs).
  expect(await amountIn(page.getByTestId("revenue-income"))).toBe(record.totals.income);
  expect(await amountIn(page.getByTestId("revenue-expense"))).toBe(record.totals.expense);
  expect([sumOf(income), sumOf(expense)]).toEqual([record.totals.income, record.totals.expense]);
  expect(record.totals).toEqual({ income: "16847.00", expense: "10300.00" });
}

/** The console, at 1280 px: the seller's ledger and the dashboard against the payments queue. */
async function operatorSees(sellerToken: string, unpaidNumber: string) {
  const call = apiOf(baseUrl());
  const sellerId = (await call<{ id: number }>("/sellers/profile", { token: sellerToken })).id;
  const operator = await openConsole("en", baseUrl());
  const { page } = operator;
  await signInToConsole(page);
  const waiting = Number(
    await page.locator('[data-queue="payments"] .ant-statistic-content-value').first().textContent(),
  );
  await page.goto("/admin/queues/payments");
  await page.locator(".ant-table").first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll(".ant-spin-spinning").length === 0);
  const listed = await page.locator(".ant-table-tbody tr.ant-table-row").count();
  expect(listed).toBe(waiting);
  expect(await page.locator(".ant-table-tbody").textContent()).not.toContain(unpaidNumber);

  await page.goto(`/admin/sellers/${sellerId}`);
  await page.getByTestId("ledger-sandbox").first().waitFor();
  // The two order incomes, paid by the sandbox; the top-ups and supplier costs are real money.
  expect(await page.getByTestId("ledger-sandbox").count()).toBe(2);
  await expectAccessible(page, "console seller");
  await profitShot(page, "en-console-seller-ledger");
  expect(operator.errors).toEqual([]);
}

/** Pictures of the screens this suite reads, on both phone sizes and in both languages (for review). */
async function shootScreens(page: Page, orderId: number) {
  const screens: [string, string, string?][] = [
    ["revenue-record", "/revenue-record", "transaction-list"],
    ["order-detail", `/order/${orderId}`, "order-timeline"],
    ["completed-orders", "/completed-orders", "order-summary"],
    ["sales-report", "/sales-report", "sales-chart"],
    ["profile", "/profile", "today-card"],
    ["shop", "/shop", "today-card"],
    ["platform-info", "/platform-info"],
  ];
  for (const language of ["th", "en"]) {
    await page.goto("/profile");
    await chooseLanguage(page, language);
    for (const viewport of [
      { width: 360, height: 640 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      for (const [name, path, ready] of screens) {
        await page.goto(path);
        if (ready) await page.getByTestId(ready).waitFor();
        await profitShot(page, `${language}-${name}`, name !== "shop");
      }
      await page.goto("/shop");
      await page.getByTestId("tile-orders").click();
      await expect
        .poll(() => page.getByTestId("order-popup-count-completed").textContent(), { timeout: 20_000 })
        .not.toBe("…");
      await profitShot(page, `${language}-order-popup`, false);
    }
  }
}
