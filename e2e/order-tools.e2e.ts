import { readFileSync } from "node:fs";
import type { Download, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chooseLanguage, signInToProfile } from "./support/auth";
import { uniqueAccount, useBrowser } from "./support/browser";
import { expectAccessible } from "./support/console";
import { buyerPlacesOrder, orderShot, sandboxPays, sellerWithShop } from "./support/orders";
import { apiOf, useDemoServer } from "./support/store";

/**
 * The order screens' tools (DECISIONS "Orders"): the cancelled and refunded
 * view with who and why, the search by order number, buyer name or phone, the
 * CSV buttons read against the API, and tools that leave the first order in
 * view at 360x640.
 */
const openPage = useBrowser();
const baseUrl = useDemoServer();

type ListedOrder = { id: number; order_number: string; cancelled_by: string | null; cancel_reason: string };
type OrdersPage = { orders: ListedOrder[]; total: number };

const card = (page: Page, orderNumber: string) =>
  page.locator(`[data-testid="order-card"][data-order-number="${orderNumber}"]`);
const cardNumbers = (page: Page) =>
  page
    .getByTestId("order-card")
    .evaluateAll((cards) => cards.map((item) => item.getAttribute("data-order-number")));

/** A Thai mobile number no other test uses. */
const uniquePhone = () =>
  `08${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;

/** The downloaded CSV's rows (byte order mark and CRLF as the server writes them). */
function csvRows(download: Download, path: string): string[] {
  const text = readFileSync(path, "utf8");
  expect(text.startsWith("\uFEFF"), download.suggestedFilename()).toBe(true);
  return text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean);
}

async function clickExport(page: Page, testId: string): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId(testId).click()]);
  return csvRows(download, (await download.path()) ?? "");
}

async function search(page: Page, keyword: string) {
  await page.getByTestId("order-search").fill(keyword);
  await page.getByTestId("order-search-submit").click();
}

describe("the order screens' tools", () => {
  it.each(["th", "en"])(
    "show who cancelled or refunded and why, search by number, name and phone, and export what they list (%s)",
    async (language) => {
      const account = uniqueAccount("otl");
      const tag = `${language}${Date.now().toString(36).slice(-4)}`;
      const shop = await sellerWithShop(baseUrl(), account, tag);
      const call = apiOf(baseUrl());
      const bag = [{ product_id: shop.bag, quantity: 1 }];

      // Four ended orders, one for each way an order ends, and one waiting to ship.
      const cancelled = await buyerPlacesOrder(baseUrl(), shop.slug, bag, {
        name: `Somchai ${tag}`,
        phone: uniquePhone(),
      });
      const cancelledId = (
        await call<OrdersPage>(`/sellers/orders?keyword=${cancelled.order_number}`, { token: shop.token })
      ).orders[0]?.id;
      await call(`/sellers/orders/${cancelledId}/cancel`, {
        method: "POST",
        token: shop.token,
        body: { reason: `Out of stock ${tag}` },
      });
      const byBuyer = await buyerPlacesOrder(baseUrl(), shop.slug, bag);
      await call(`/storefront/orders/${byBuyer.code}/cancel`, { method: "POST", body: {} });
      const failed = await buyerPlacesOrder(baseUrl(), shop.slug, bag);
      await call(`/storefront/orders/${failed.code}/sandbox-pay`, {
        method: "POST",
        body: { outcome: "failed" },
      });
      const refunded = await buyerPlacesOrder(baseUrl(), shop.slug, bag);
      await sandboxPays(baseUrl(), refunded.code);
      const refundedId = (
        await call<OrdersPage>(`/sellers/orders?keyword=${refunded.order_number}`, { token: shop.token })
      ).orders[0]?.id;
      await call(`/sellers/orders/${refundedId}/refund`, {
        method: "POST",
        token: shop.token,
        body: { reason: `Damaged ${tag}` },
      });
      const phone = uniquePhone();
      const waiting = await buyerPlacesOrder(baseUrl(), shop.slug, bag, { name: `Malee ${tag}`, phone });
      await sandboxPays(baseUrl(), waiting.code);
      const other = await buyerPlacesOrder(baseUrl(), shop.slug, bag);
      await sandboxPays(baseUrl(), other.code);

      const { page, consoleErrors } = await openPage({ baseUrl: baseUrl() });
      await signInToProfile(page, account);
      if (language === "en") await chooseLanguage(page, "en");

      // The cancelled and refunded view, from the profile's order tiles.
      await page.goto("/profile");
      await page.getByTestId("order-tile-ended").click();
      await page.waitForURL((url) => url.pathname === "/cancelled-orders");
      await card(page, cancelled.order_number).waitFor();
      const ended = await call<OrdersPage>("/sellers/orders?status=ended&sort=ended_desc&per_page=100", {
        token: shop.token,
      });
      expect(ended.total).toBe(4);
      await expect
        .poll(() => cardNumbers(page), { timeout: 20_000 })
        .toEqual(ended.orders.map((order) => order.order_number));
      const who = {
        seller: language === "en" ? "Cancelled by You (the seller)" : "ยกเลิกโดยคุณ (ผู้ขาย)",
        buyer: language === "en" ? "Cancelled by The buyer" : "ยกเลิกโดยผู้ซื้อ",
        system: language === "en" ? "Cancelled by The system" : "ยกเลิกโดยระบบ",
        refund: language === "en" ? "Refunded by You (the seller)" : "คืนเงินโดยคุณ (ผู้ขาย)",
      };
      const endedCard = (orderNumber: string) => card(page, orderNumber).getByTestId("order-ended");
      expect(await endedCard(cancelled.order_number).getByTestId("ended-by").textContent()).toContain(
        who.seller,
      );
      expect(await endedCard(cancelled.order_number).getByTestId("ended-reason").textContent()).toContain(
        `Out of stock ${tag}`,
      );
      expect(await endedCard(byBuyer.order_number).getByTestId("ended-by").textContent()).toContain(
        who.buyer,
      );
      expect(await endedCard(byBuyer.order_number).getByTestId("ended-reason").textContent()).toContain(
        language === "en" ? "The buyer cancelled before paying" : "ผู้ซื้อยกเลิกก่อนชำระเงิน",
      );
      expect(await endedCard(failed.order_number).getByTestId("ended-by").textContent()).toContain(
        who.system,
      );
      expect(await endedCard(failed.order_number).getByTestId("ended-reason").textContent()).toContain(
        language === "en" ? "The payment did not go through" : "การชำระเงินไม่สำเร็จ",
      );
      expect(await endedCard(refunded.order_number).getByTestId("ended-by").textContent()).toContain(
        who.refund,
      );
      expect(await endedCard(refunded.order_number).getByTestId("ended-reason").textContent()).toContain(
        `Damaged ${tag}`,
      );
      // Where the money went: the refund paid the buyer's 329.00 back; a cancelled order moved none.
      expect(
        await endedCard(refunded.order_number)
          .getByTestId("ended-money")
          .locator("[data-amount]")
          .getAttribute("data-amount"),
      ).toBe("329.00");
      // It names the refund's amount without saying it reached the buyer: an operator may still be paying it.
      expect(await endedCard(refunded.order_number).getByTestId("ended-money").textContent()).toContain(
        language === "en" ? "Refund to the buyer:" : "ยอดคืนให้ผู้ซื้อ:",
      );
      expect(
        await endedCard(cancelled.order_number).getByTestId("ended-money").locator("[data-amount]").count(),
      ).toBe(0);
      // No cost was paid and no profit made on an ended order: its card shows neither.
      expect(await page.locator('[data-testid="order-card"] [data-testid="order-profit"]').count()).toBe(0);
      await expectAccessible(page, "cancelled and refunded");
      await orderShot(page, `${language}-30-cancelled-refunded`);

      // Its CSV holds the same orders, in the same order, with who and why.
      const endedCsv = await clickExport(page, "order-export");
      expect(endedCsv).toHaveLength(ended.total + 1);
      expect(endedCsv.slice(1).map((row) => row.split(",")[0])).toEqual(
        ended.orders.map((order) => order.order_number),
      );
      expect(endedCsv.find((row) => row.startsWith(refunded.order_number))).toContain(`Damaged ${tag}`);

      // The order detail opens from the view.
      await card(page, refunded.order_number).getByTestId("order-more").click();
      await page.waitForURL((url) => url.pathname === `/order/${refundedId}`);
      await page.getByTestId("order-timeline").waitFor();
      // A refunded order earned nothing: its detail shows the buyer's payment, no cost and no profit.
      expect(
        await page.getByTestId("detail-total").locator("[data-amount]").getAttribute("data-amount"),
      ).toBe("329.00");
      expect(await page.getByTestId("detail-profit").count()).toBe(0);
      expect(await page.getByTestId("detail-cost").count()).toBe(0);
      // A stored reason reads in the seller's language on the detail's timeline too.
      const failedId = ended.orders.find((order) => order.order_number === failed.order_number)?.id;
      await page.goto(`/order/${failedId}`);
      await page.getByTestId("order-timeline").waitFor();
      expect(await page.getByTestId("order-timeline").textContent()).toContain(
        language === "en" ? "The payment did not go through" : "การชำระเงินไม่สำเร็จ",
      );

      // Search on pending shipment: by number, by name, by the whole phone however written; a part finds nothing.
      await page.goto("/pending-shipment");
      await card(page, other.order_number).waitFor();
      await search(page, waiting.order_number);
      await expect.poll(() => cardNumbers(page), { timeout: 20_000 }).toEqual([waiting.order_number]);
      await search(page, `malee ${tag}`);
      await expect.poll(() => cardNumbers(page), { timeout: 20_000 }).toEqual([waiting.order_number]);
      await search(page, `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`);
      await expect.poll(() => cardNumbers(page), { timeout: 20_000 }).toEqual([waiting.order_number]);
      expect(await page.getByTestId("order-search-active").textContent()).toContain(phone.slice(6));
      await expectAccessible(page, "pending shipment, searched");
      await orderShot(page, `${language}-31-search-phone`);

      // The CSV of what the search found, against the API's list under the same search.
      const found = await call<OrdersPage>(
        `/sellers/orders/by-status?status=pending_shipment&keyword=${encodeURIComponent(phone)}`,
        { token: shop.token },
      );
      const foundCsv = await clickExport(page, "order-export");
      expect(foundCsv).toHaveLength(found.total + 1);
      expect(foundCsv[1]?.split(",")[0]).toBe(waiting.order_number);

      await search(page, phone.slice(0, 7));
      await page.getByTestId("orders-empty").waitFor();
      await page.getByTestId("orders-clear").click();
      await expect
        .poll(() => cardNumbers(page), { timeout: 20_000 })
        .toEqual(expect.arrayContaining([waiting.order_number, other.order_number]));
      expect(await page.getByTestId("order-search").inputValue()).toBe("");

      // The folded filters: today, high priority (nothing), reset.
      await page.getByTestId("order-filters-toggle").click();
      await page.getByTestId("order-filters-panel").waitFor();
      await page.getByTestId("time-today").click();
      await page.getByTestId("order-priority").selectOption("high");
      await page.getByTestId("orders-empty").waitFor();
      await expectAccessible(page, "pending shipment, filters open");
      await orderShot(page, `${language}-32-filters-open`);
      await page.getByTestId("order-filters-reset").click();
      await card(page, other.order_number).waitFor();

      // The whole pending-shipment CSV, against the API.
      const all = await call<OrdersPage>("/sellers/orders/by-status?status=pending_shipment", {
        token: shop.token,
      });
      const allCsv = await clickExport(page, "order-export");
      expect(allCsv).toHaveLength(all.total + 1);

      // The other screens: search and CSV on each, and at 360x640 the first order under the tools.
      for (const path of ["/pending-payment", "/pending-receipt", "/completed-orders"]) {
        await page.goto(path);
        await page.getByTestId("order-filters").waitFor();
        await page.locator('[data-testid="orders-empty"], [data-testid="order-list"]').first().waitFor();
        const rows = await clickExport(page, "order-export");
        expect(rows.length, path).toBeGreaterThanOrEqual(1);
      }
      await page.goto("/completed-orders");
      await page.getByTestId("order-filters-toggle").click();
      await page.getByTestId("order-sort").selectOption("amount_desc");
      await page.getByTestId("orders-empty").waitFor();
      await page.getByTestId("orders-clear").click();
      await page.getByTestId("order-filters-toggle").waitFor();

      // The revenue record's CSV button, against the API's transactions.
      await page.goto("/revenue-record");
      await page.getByTestId("transaction-list").waitFor();
      const record = await call<{ transactions: unknown[]; total?: number }>(
        "/sellers/transactions?per_page=100",
        {
          token: shop.token,
        },
      );
      const revenueCsv = await clickExport(page, "revenue-export");
      expect(revenueCsv).toHaveLength(record.transactions.length + 1);

      await page.setViewportSize({ width: 360, height: 640 });
      for (const [path, first] of [
        ["/pending-shipment", other.order_number],
        ["/cancelled-orders", ended.orders[0]?.order_number ?? ""],
      ] as const) {
        await page.goto(path);
        await card(page, first).waitFor();
        const top = (await page.getByTestId("order-card").first().boundingBox())?.y ?? 640;
        // The tools and summary take less than half of the screen: the first order starts above 320 px.
        expect(top, path).toBeLessThan(320);
        await orderShot(page, `${language}-33-360${path.replace("/", "-")}`);
      }
      expect(consoleErrors).toEqual([]);
    },
    240_000,
  );
});
