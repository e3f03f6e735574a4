import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chooseLanguage, signInToProfile } from "./support/auth";
import { holdCalls, SOCKET_CHUNK, textContrast, uniqueAccount, useBrowser } from "./support/browser";
import { expectAccessible } from "./support/console";
import {
  buyerPlacesOrder,
  listCostlyProduct,
  orderShot,
  sandboxPays,
  sellerOrderByNumber,
  sellerWithShop,
} from "./support/orders";
import { apiOf, useDemoServer } from "./support/store";

const openPage = useBrowser();
const baseUrl = useDemoServer();

/** The order's card on the open list, found by its number. */
const card = (page: Page, orderNumber: string) =>
  page.locator(`[data-testid="order-card"][data-order-number="${orderNumber}"]`);

async function seller(language: string, account: string) {
  const opened = await openPage({ baseUrl: baseUrl() });
  await signInToProfile(opened.page, account);
  if (language === "en") await chooseLanguage(opened.page, "en");
  return opened;
}

describe("a buyer's order through the seller's screens", () => {
  it.each(["th", "en"])(
    "goes from pending payment to completed, the seller's open screens following in real time (%s)",
    async (language) => {
      const account = uniqueAccount("ord");
      const tag = `${language}${Date.now().toString(36).slice(-4)}`;
      const shop = await sellerWithShop(baseUrl(), account, tag);
      const { page, consoleErrors } = await seller(language, account);

      // The buyer places an order on the storefront: one canvas bag (329.00, the supplier's cost 120.00).
      const placed = await buyerPlacesOrder(baseUrl(), shop.slug, [{ product_id: shop.bag, quantity: 1 }], {
        name: "Somsri Buyer",
        phone: "0898765432",
      });
      const order = await sellerOrderByNumber(baseUrl(), shop.token, placed.order_number);
      expect(order).toMatchObject({ total_amount: "329.00", cost_amount: "120.00", profit: "209.00" });

      await page.goto("/pending-payment");
      await card(page, placed.order_number).waitFor();
      // The payment window (30 minutes, DECISIONS "Store and storefront") is inside the spec's
      // two hours of "expiring soon": a new unpaid order already reads so.
      expect(
        await card(page, placed.order_number).getByTestId("expiry-badge").getAttribute("data-state"),
      ).toBe("expiring");
      expect(
        await card(page, placed.order_number).getByTestId("order-profit").getAttribute("data-amount"),
      ).toBe("209.00");
      // Masked: the phone keeps 6 + 3 digits, the address only district, province and postal code.
      const buyerText =
        (await card(page, placed.order_number).getByTestId("order-buyer").textContent()) ?? "";
      expect(buyerText).toContain("089876*432");
      expect(buyerText).not.toContain("ซอยสุขุมวิท");
      await orderShot(page, `${language}-01-pending-payment`);

      await card(page, placed.order_number).getByTestId("order-more").click();
      await page.waitForURL((url) => url.pathname === `/order/${order.id}`);
      await page.getByTestId("order-timeline").waitFor();
      expect(await page.getByTestId("order-detail").getAttribute("data-status")).toBe("pending_payment");
      await orderShot(page, `${language}-02-order-detail-unpaid`, true);

      // The buyer pays on their order page (the sandbox stands in for the bank) while the list is open.
      await page.goto("/pending-payment");
      await card(page, placed.order_number).waitFor();
      const buyer = await openPage({ baseUrl: baseUrl(), language: language === "en" ? "en-US" : "th-TH" });
      await buyer.page.goto(`/o/${placed.code}`);
      await buyer.page.getByTestId("simulate-paid").click();
      await card(page, placed.order_number).waitFor({ state: "detached", timeout: 20_000 });

      // Single ship hands the order to the supplier: no courier or tracking number is asked
      // (DECISIONS "Orders"); the sheet shows the cost, and cancelling it ships nothing.
      await page.goto("/pending-shipment");
      await card(page, placed.order_number).waitFor();
      await orderShot(page, `${language}-03-pending-shipment`);
      await card(page, placed.order_number).getByTestId("order-ship").click();
      await page.getByTestId("ship-explain").waitFor();
      await page.getByTestId("ship-cancel").click();
      await page.getByTestId("ship-explain").waitFor({ state: "hidden" });
      await card(page, placed.order_number).getByTestId("order-ship").click();
      await page.getByTestId("ship-explain").waitFor();
      const sheet = page.getByTestId("ship-sheet");
      expect(await sheet.locator("input, select, textarea").count()).toBe(0);
      expect(await page.getByTestId("ship-cost").getAttribute("data-amount")).toBe("120.00");
      await expectAccessible(page, "ship sheet");
      await orderShot(page, `${language}-04-ship-sheet`);
      await page.getByTestId("ship-confirm").click();
      await card(page, placed.order_number).waitFor({ state: "detached" });

      // Pending receipt: awaiting the supplier's tracking until the dispatch (the console's) records it.
      await page.goto("/pending-receipt");
      await card(page, placed.order_number).waitFor();
      expect(
        await card(page, placed.order_number).getByTestId("shipping-label").getAttribute("data-label"),
      ).toBe("awaiting_tracking");
      const tracking = `KEX${Date.now().toString().slice(-8)}`;
      await apiOf(baseUrl())(`/admin/orders/${order.id}/dispatch`, {
        method: "POST",
        token: shop.operator,
        body: { courier: "kerry", tracking_number: tracking },
      });
      await page.reload();
      await card(page, placed.order_number).waitFor();
      expect(
        await card(page, placed.order_number).getByTestId("shipping-label").getAttribute("data-label"),
      ).toBe("in_transit");
      expect(await card(page, placed.order_number).getByTestId("order-track").getAttribute("href")).toContain(
        tracking,
      );
      await orderShot(page, `${language}-05-pending-receipt`);
      await buyer.page.reload();
      await buyer.page.getByTestId("confirm-receipt").click();
      await buyer.page.getByTestId("confirm-receipt-yes").click();
      await card(page, placed.order_number).waitFor({ state: "detached", timeout: 20_000 });

      // Completed: the stored profit, and the balance the ledger says.
      await page.goto("/completed-orders");
      await card(page, placed.order_number).waitFor();
      expect(
        await card(page, placed.order_number).getByTestId("order-profit").getAttribute("data-amount"),
      ).toBe("209.00");
      const call = apiOf(baseUrl());
      const ledger = await call<{
        transactions: { type: string; amount: string; order_id: number | null }[];
        available_balance: string;
      }>("/sellers/transactions", { token: shop.token });
      const own = ledger.transactions.filter((row) => row.order_id === order.id);
      expect(own).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ type: "order_payment", amount: "120.00" }),
          expect.objectContaining({ type: "order_profit", amount: "329.00" }),
        ]),
      );
      // 1,000 available - 120.00 shipping + 329.00 the buyer's payment.
      expect(ledger.available_balance).toBe("1209.00");
      await page.getByTestId("summary-balance").locator("[data-amount]").waitFor();
      expect(
        await page.getByTestId("summary-balance").locator("[data-amount]").getAttribute("data-amount"),
      ).toBe("1209.00");
      await orderShot(page, `${language}-06-completed-orders`);

      await card(page, placed.order_number).getByTestId("order-more").click();
      await page.getByTestId("order-timeline").waitFor();
      expect(await page.getByTestId("detail-profit").textContent()).toContain("209.00");
      expect(await page.getByTestId("order-timeline").locator("li").count()).toBe(4);
      // The ledger's own transfers for this order: paid 329.00, supplier cost 120.00, 329.00 credited.
      const movements = page.getByTestId("order-movement");
      expect(
        await movements.evaluateAll((items) => items.map((item) => item.getAttribute("data-code"))),
      ).toEqual(["order_paid", "order_payment", "order_profit"]);
      expect(
        await page
          .getByTestId("movement-amount")
          .locator("[data-amount]")
          .evaluateAll((amounts) => amounts.map((amount) => amount.getAttribute("data-amount"))),
      ).toEqual(["329.00", "120.00", "329.00"]);
      await orderShot(page, `${language}-07-order-detail-completed`, true);

      await page.goto("/revenue-record");
      await page.getByTestId("transaction-list").waitFor();
      expect(await page.getByTestId("transaction-amount").allTextContents()).toEqual(
        expect.arrayContaining([expect.stringContaining("329.00"), expect.stringContaining("120.00")]),
      );

      await page.goto("/profile");
      await page.getByTestId("order-tiles").waitFor();
      await page.waitForFunction(() =>
        document.querySelector('[data-testid="wallet-available"]')?.textContent?.includes("1,209.00"),
      );
      await expect
        .poll(() => page.getByTestId("order-badge-completed").textContent(), { timeout: 20_000 })
        .toBe("1");
      // The count reads at 4.5:1 (WCAG AA), whatever the tile's colour: white on its green read at 3.1:1.
      expect(await textContrast(page.getByTestId("order-badge-completed"))).toBeGreaterThanOrEqual(4.5);
      await orderShot(page, `${language}-08-profile`, true);

      // From here screens reload with calls held or failed on purpose. The live channel's code is
      // held back too: on connecting it reads the figures again (notification-effects.tsx), which
      // would answer a failed call or show "…" again behind the test's back.
      await page.route(SOCKET_CHUNK, () => {});
      // Today's figures read "…" until they arrive, never a zero the seller did not earn; a failed
      // call reads zero (spec section 8).
      const todayStats = "**/api/sellers/today-stats";
      const heldToday = await holdCalls(page, todayStats);
      await page.reload();
      await page.getByTestId("today-card").waitFor();
      expect(await page.getByTestId("today-income").textContent()).toBe("…");
      expect(await page.getByTestId("today-orders").textContent()).toBe("…");
      heldToday.answer();
      await expect
        .poll(() => page.getByTestId("today-income").textContent(), { timeout: 20_000 })
        .toContain("209.00");
      await heldToday.end();
      await page.route(todayStats, (route) => route.fulfill({ status: 503, body: "" }));
      await page.reload();
      await expect
        .poll(() => page.getByTestId("today-income").textContent(), { timeout: 10_000 })
        .toContain("0.00");
      expect(await page.getByTestId("today-orders").textContent()).toBe("0");
      await page.unroute(todayStats);

      await page.goto("/shop");
      await page.getByTestId("shop-overview").waitFor();
      await expect
        .poll(() => page.getByTestId("overview-total-orders").textContent(), { timeout: 20_000 })
        .toBe("1");
      expect(await page.getByTestId("overview-total-profit").textContent()).toContain("209.00");
      await orderShot(page, `${language}-09-shop`, true);
      // A failed overview says so and tries again on request, instead of "…" for good.
      const overviewCall = "**/api/shop/overview";
      await page.route(overviewCall, (route) => route.fulfill({ status: 503, body: "" }));
      await page.reload();
      await page.getByTestId("overview-failed").waitFor({ timeout: 10_000 });
      await orderShot(page, `${language}-09-shop-overview-failed`, true);
      await page.unroute(overviewCall);
      await page.getByTestId("overview-retry").click();
      await expect
        .poll(() => page.getByTestId("overview-total-orders").textContent(), { timeout: 20_000 })
        .toBe("1");
      const heldStats = await holdCalls(page, "**/api/sellers/orders/stats");
      await page.getByTestId("tile-orders").click();
      expect(await page.getByTestId("order-popup-count-completed").textContent()).toBe("…");
      expect(await page.getByTestId("order-popup-amount").textContent()).toBe("…");
      // The total row keeps its label while the count is out.
      const allOrders = language === "th" ? "รวม" : "Total";
      expect(await page.getByTestId("order-popup-total").textContent()).toBe(`${allOrders}: …`);
      await orderShot(page, `${language}-10-order-popup-loading`);
      heldStats.answer();
      await expect
        .poll(() => page.getByTestId("order-popup-count-completed").textContent(), { timeout: 20_000 })
        .toBe("1");
      expect(await page.getByTestId("order-popup-total").textContent()).toBe(`${allOrders}: 1`);
      await heldStats.end();
      await orderShot(page, `${language}-10-order-popup`);
      await page.getByTestId("order-popup-view-all").click();
      await page.waitForURL((url) => url.pathname === "/pending-shipment");

      await page.goto("/sales-report");
      await page.getByTestId("sales-chart").waitFor();
      expect(await page.getByTestId("sales-total-orders").textContent()).toBe("1");
      expect(await page.getByTestId("sales-total-profit").textContent()).toContain("209.00");
      await orderShot(page, `${language}-11-sales-report`, true);

      expect(consoleErrors).toEqual([]);
      expect(buyer.consoleErrors).toEqual([]);
    },
  );
});

describe("batch ship and early receipt", () => {
  it.each(["th", "en"])(
    "cancels an unpaid order with a reason, refuses a batch the balance cannot cover, ships one it can, then collects early (%s)",
    async (language) => {
      const account = uniqueAccount("bat");
      const tag = `b${language}${Date.now().toString(36).slice(-4)}`;
      const shop = await sellerWithShop(baseUrl(), account, tag);
      const watch = await listCostlyProduct(baseUrl(), shop.operator, shop.token, tag);
      const costly = await buyerPlacesOrder(baseUrl(), shop.slug, [{ product_id: watch, quantity: 1 }]);
      const cheap = await buyerPlacesOrder(baseUrl(), shop.slug, [{ product_id: shop.bag, quantity: 2 }]);
      const unpaid = await buyerPlacesOrder(baseUrl(), shop.slug, [{ product_id: shop.bag, quantity: 1 }]);
      await sandboxPays(baseUrl(), costly.code);
      await sandboxPays(baseUrl(), cheap.code);
      const { page, consoleErrors } = await seller(language, account);

      // The seller cancels the unpaid one with a reason; a blank reason is refused and changes nothing.
      await page.goto("/pending-payment");
      await card(page, unpaid.order_number).waitFor();
      // The sorts and filters fold behind one button (the first order shows at 360x640).
      await page.getByTestId("order-filters-toggle").click();
      await page.getByTestId("order-sort").selectOption("expiry_asc");
      await card(page, unpaid.order_number).getByTestId("order-cancel").click();
      await page.getByTestId("cancel-confirm").click();
      await page.getByTestId("cancel-error").waitFor();
      await orderShot(page, `${language}-23-cancel-sheet`);
      await page.getByTestId("cancel-reason").fill(language === "en" ? "Out of stock" : "สินค้าหมด");
      await page.getByTestId("cancel-confirm").click();
      await card(page, unpaid.order_number).waitFor({ state: "detached" });
      expect((await sellerOrderByNumber(baseUrl(), shop.token, unpaid.order_number)).status).toBe(
        "cancelled",
      );
      await page.getByTestId("orders-empty").waitFor();
      await page.getByTestId("orders-clear").click();
      expect(await page.getByTestId("order-sort").inputValue()).toBe("created_desc");

      await page.goto("/pending-shipment");
      await card(page, costly.order_number).waitFor();
      await card(page, cheap.order_number).waitFor();
      // No order is high priority: the empty state offers reload and clearing the filters.
      await page.getByTestId("order-filters-toggle").click();
      await page.getByTestId("order-priority").selectOption("high");
      await page.getByTestId("orders-empty").waitFor();
      await orderShot(page, `${language}-24-pending-shipment-empty`);
      await page.getByTestId("orders-clear").click();
      await card(page, cheap.order_number).waitFor();
      await page.getByTestId("batch-ship-button").click();
      await page.getByTestId("toast").waitFor();
      await page.getByTestId("select-all").check();
      await page.getByTestId("batch-ship-button").click();
      await page.getByTestId("batch-ship-insufficient").waitFor();
      // 1,500.00 + 2 x 120.00 against 1,000.00 available.
      expect(await page.getByTestId("batch-ship-total").getAttribute("data-amount")).toBe("1740.00");
      expect(await page.getByTestId("batch-ship-after").getAttribute("data-amount")).toBe("-740.00");
      expect(await page.getByTestId("batch-ship-confirm").isDisabled()).toBe(true);
      await orderShot(page, `${language}-20-batch-ship-insufficient`);

      // Only the bags: 240.00 is covered, and the screen moves to pending receipt.
      await page.getByTestId("batch-ship-sheet").getByRole("button").first().click();
      await card(page, costly.order_number).getByTestId("order-select").uncheck();
      await page.getByTestId("batch-ship-button").click();
      await expect
        .poll(() => page.getByTestId("batch-ship-total").getAttribute("data-amount"))
        .toBe("240.00");
      expect(await page.getByTestId("batch-ship-after").getAttribute("data-amount")).toBe("760.00");
      await orderShot(page, `${language}-21-batch-ship-confirm`);
      await page.getByTestId("batch-ship-confirm").click();
      await page.waitForURL((url) => url.pathname === "/pending-receipt", { timeout: 10_000 });

      await card(page, cheap.order_number).waitFor();
      await card(page, cheap.order_number).getByTestId("order-early-receipt").click();
      await page.getByTestId("early-receipt-credited").waitFor();
      expect(await page.getByTestId("early-receipt-credited").getAttribute("data-amount")).toBe("658.00");
      await orderShot(page, `${language}-22-early-receipt`);
      await page.getByTestId("early-receipt-confirm").click();
      await card(page, cheap.order_number).waitFor({ state: "detached" });
      const order = await sellerOrderByNumber(baseUrl(), shop.token, cheap.order_number);
      expect(order).toMatchObject({ status: "completed", profit: "418.00" });
      expect(consoleErrors).toEqual([]);
    },
  );
});
