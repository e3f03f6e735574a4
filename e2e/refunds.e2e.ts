import { mkdirSync } from "node:fs";
import { formatBahtGrouped, parseBaht } from "@seller/contract/money";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInToProfile } from "./support/auth";
import { uniqueAccount, useBrowser } from "./support/browser";
import { expectAccessible, signInToConsole, useConsoleBrowser } from "./support/console";
import { buyerPlacesOrder, sandboxPays, sellerWithShop } from "./support/orders";
import { apiOf, useDemoServer } from "./support/store";

const openPage = useBrowser();
const openConsole = useConsoleBrowser();

/** Every screen this suite passes is saved here, to be looked at. */
const SHOTS = process.env.REFUND_SCREENS ?? "/tmp/shots-refunds";

const baseUrl = useDemoServer();

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(400);
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  await page.screenshot({ path: `${SHOTS}/${name}-${width}x${height}.png`, fullPage: true });
}

const card = (page: Page, orderNumber: string) =>
  page.locator(`[data-testid="order-card"][data-order-number="${orderNumber}"]`);

type SellerOrder = { id: number; order_number: string; status: string };
type BuyerOrder = { status: string; refund: { state: string; reason: string; promptpay_id: string } | null };

describe("refunds paid back to the buyer", () => {
  it("the seller refunds from the order detail and the card; the buyer reads it on its way, then refunded once the operator paid it", async () => {
    const account = uniqueAccount("ref");
    const tag = `r${Date.now().toString(36).slice(-5)}`;
    const shop = await sellerWithShop(baseUrl(), account, tag);
    const call = apiOf(baseUrl());
    // Four bags: a refund above a thousand baht, whose amount the screens group with commas.
    const first = await buyerPlacesOrder(baseUrl(), shop.slug, [{ product_id: shop.bag, quantity: 4 }]);
    const second = await buyerPlacesOrder(baseUrl(), shop.slug, [
      { product_id: shop.shirt, quantity: 2, size: "M" },
    ]);
    await sandboxPays(baseUrl(), first.code);
    await sandboxPays(baseUrl(), second.code);
    const orders = (
      await call<{ orders: SellerOrder[] }>("/sellers/orders?per_page=100", { token: shop.token })
    ).orders;
    const firstOrder = orders.find((order) => order.order_number === first.order_number);
    if (!firstOrder) throw new Error("the paid order is not in the seller's list");

    // The seller, on a phone: the order detail's refund, refused without a reason, then with one.
    const seller = await openPage({ baseUrl: baseUrl() });
    const { page } = seller;
    await signInToProfile(page, account);
    await page.goto(`/order/${firstOrder.id}`);
    await page.getByTestId("order-refund").click();
    await page.getByTestId("refund-sheet").getByTestId("refund-confirm").waitFor();
    await expectAccessible(page, "refund sheet");
    await shot(page, "seller-refund-sheet");
    await page.getByTestId("refund-confirm").click();
    await page.getByTestId("refund-error").waitFor();
    expect((await call<BuyerOrder>(`/storefront/orders/${first.code}`)).status).toBe("pending_shipment");
    await page.getByTestId("refund-reason").fill("ซัพพลายเออร์สินค้าหมด");
    await page.getByTestId("refund-confirm").click();
    await expect
      .poll(async () => (await call<BuyerOrder>(`/storefront/orders/${first.code}`)).status, {
        timeout: 15_000,
      })
      .toBe("refunded");
    await page.getByTestId("order-refund").waitFor({ state: "detached" });
    await shot(page, "seller-order-detail-refunded");

    // The card of the pending-shipment list refunds the other order.
    await page.goto("/pending-shipment");
    await card(page, second.order_number).waitFor();
    await expectAccessible(page, "pending shipment with refund");
    await shot(page, "seller-pending-shipment");
    await card(page, second.order_number).getByTestId("order-refund").click();
    await page.getByTestId("refund-reason").fill("Out of stock in size M");
    await page.getByTestId("refund-confirm").click();
    await card(page, second.order_number).waitFor({ state: "detached", timeout: 15_000 });
    const secondPage = await call<BuyerOrder>(`/storefront/orders/${second.code}`);
    expect(secondPage.refund).toMatchObject({ state: "to_pay", reason: "Out of stock in size M" });

    // The buyer's page: refund on its way, with the seller's reason; another PromptPay id, refused then saved.
    const buyer = await openPage({ baseUrl: baseUrl() });
    await buyer.page.goto(`/o/${first.code}`);
    await buyer.page.getByTestId("refund-box").waitFor();
    expect(await buyer.page.getByTestId("refund-state").getAttribute("data-state")).toBe("to_pay");
    expect(await buyer.page.getByTestId("order-status").textContent()).toBe("กำลังคืนเงิน");
    expect(await buyer.page.getByTestId("refund-reason").textContent()).toBe("ซัพพลายเออร์สินค้าหมด");
    await buyer.page.getByTestId("refund-promptpay-change").click();
    await buyer.page.getByTestId("refund-promptpay-input").fill("12345");
    await buyer.page.getByTestId("refund-promptpay-save").click();
    await buyer.page.getByTestId("refund-promptpay-error").waitFor();
    await buyer.page.getByTestId("refund-promptpay-input").fill("081-234-5678");
    await buyer.page.getByTestId("refund-promptpay-save").click();
    await buyer.page.getByTestId("refund-promptpay-input").waitFor({ state: "detached" });
    expect(await buyer.page.getByTestId("refund-promptpay").textContent()).toContain("0812345678");
    await expectAccessible(buyer.page, "buyer's refund on its way");
    await shot(buyer.page, "buyer-refund-on-its-way");

    // The operator, at a desk: the refunds to pay, with the buyer's PromptPay id; marked paid with the reference.
    const operator = await openConsole("en", baseUrl());
    await signInToConsole(operator.page);
    // The dashboard shows what the queue and the API hold, and opens the queue.
    const toPay = operator.page.locator('[data-queue="order_refunds"] .ant-statistic-content-value');
    const dashboard = await call<{ queues: { order_refunds: { count: number } } }>("/admin/dashboard", {
      token: shop.operator,
    });
    expect(dashboard.queues.order_refunds.count).toBeGreaterThan(0);
    await expect
      .poll(async () => Number(await toPay.textContent()))
      .toBe(dashboard.queues.order_refunds.count);
    await operator.page.locator('[data-queue="order_refunds"]').click();
    await operator.page.waitForURL(/queues\/order-refunds/);
    const row = operator.page.getByTestId(`refund-row-${first.order_number}`);
    await row.waitFor();
    expect(await row.textContent()).toContain("0812345678");
    // The amounts as the API lists them, in the money format of every other screen.
    const owed = await call<{ items: { order_number: string; amount: string }[]; total_to_pay: string }>(
      "/admin/order-refunds?state=to_pay&per_page=100",
      { token: shop.operator },
    );
    const firstRefund = owed.items.find((refund) => refund.order_number === first.order_number);
    if (!firstRefund) throw new Error("the refund is not in the operator's queue");
    const baht = (amount: string) => formatBahtGrouped(parseBaht(amount) ?? 0n);
    expect(await row.textContent()).toContain(`฿${baht(firstRefund.amount)}`);
    await expect
      .poll(() => operator.page.getByTestId("refunds-total").textContent())
      .toContain(`฿${baht(owed.total_to_pay)}`);
    await expectAccessible(operator.page, "refunds to pay");
    await shot(operator.page, "console-refunds-to-pay");
    await row.getByTestId("refund-mark-paid").click();
    await operator.page.getByTestId("refund-mark-paid-confirm").click();
    await operator.page.locator(".ant-form-item-explain-error").first().waitFor();
    // A two-character slip of the finger is not a reference anyone could trace the transfer by.
    await operator.page.getByTestId("refund-reference").fill(" K1 ");
    await operator.page.getByTestId("refund-mark-paid-confirm").click();
    await operator.page
      .locator(".ant-form-item-explain-error")
      .getByText("At least 6 characters, as on the bank's slip")
      .waitFor();
    expect(await row.count()).toBe(1);
    await operator.page.getByTestId("refund-reference").fill("KB-20261127-0042");
    await expectAccessible(operator.page, "mark paid dialog", ".ant-modal");
    await shot(operator.page, "console-mark-paid");
    await operator.page.getByTestId("refund-mark-paid-confirm").click();
    await row.waitFor({ state: "detached", timeout: 15_000 });
    await operator.page.getByTestId("refund-state-filter").getByText("Paid").click();
    await operator.page.getByTestId(`refund-row-${first.order_number}`).waitFor();
    await shot(operator.page, "console-refunds-paid");

    // The operators' setting: how many days a paid order may wait for shipping before its refund.
    await operator.page.goto("/admin/settings");
    await operator.page.locator("#autoRefundDays").fill("4");
    await operator.page.locator('form button[type="submit"]').click();
    await operator.page.locator(".ant-modal-confirm .ant-btn-primary").click();
    await expect
      .poll(
        async () =>
          (await call<{ autoRefundDays: number }>("/admin/settings", { token: shop.operator }))
            .autoRefundDays,
        {
          timeout: 15_000,
        },
      )
      .toBe(4);
    await expectAccessible(operator.page, "settings with the refund days");
    await shot(operator.page, "console-settings-refund-days");

    // The buyer's page now reads refunded.
    await buyer.page.reload();
    await buyer.page.getByTestId("refund-box").waitFor();
    await expect
      .poll(() => buyer.page.getByTestId("refund-state").getAttribute("data-state"), { timeout: 15_000 })
      .toBe("paid");
    expect(await buyer.page.getByTestId("order-status").textContent()).toBe("คืนเงินแล้ว");
    expect(await buyer.page.getByTestId("refund-promptpay-change").count()).toBe(0);
    await expectAccessible(buyer.page, "buyer's refunded order");
    await shot(buyer.page, "buyer-refunded");

    // The seller's order detail lists the refund paid out to the buyer.
    await page.goto(`/order/${firstOrder.id}`);
    await page.locator('[data-code="refund_paid"]').waitFor();
    await expectAccessible(page, "refunded order detail");
    await shot(page, "seller-order-detail-refund-paid");

    expect(seller.consoleErrors).toEqual([]);
    expect(buyer.consoleErrors).toEqual([]);
    expect(operator.errors).toEqual([]);
  });
});
