import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInToProfile } from "./support/auth";
import { uniqueAccount, useBrowser } from "./support/browser";
import { expectAccessible, signInToConsole, useConsoleBrowser } from "./support/console";
import { buyerPlacesOrder, sandboxPays, sellerOrderByNumber, sellerWithShop } from "./support/orders";
import { apiOf, useDemoServer } from "./support/store";

/** DEPOSIT_SCREENS=/tmp/shots-deposit saves a picture of each state (for review). */
const SCREENS = process.env.DEPOSIT_SCREENS;

async function shot(page: Page, name: string): Promise<void> {
  if (!SCREENS) return;
  mkdirSync(SCREENS, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SCREENS}/${name}.png` });
}

const locale = (file: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, "../packages/contract/src/locales", file), "utf8"));
const thai = locale("th.json");
const english = locale("en.json");
const consoleEnglish = locale("console/en.json");

const openPage = useBrowser();
const openConsole = useConsoleBrowser();

const baseUrl = useDemoServer();

type Profile = { available_balance: string; deposit_amount: string; has_deposit: boolean };
type Transactions = { transactions: { type: string; amount: string; balance_after: string | null }[] };

/** The pending refund's row on the console's Deposit refunds screen. */
async function openRefunds(page: Page, account: string) {
  await page.goto("/admin/queues/refunds");
  const row = page.locator("tr.ant-table-row").filter({ hasText: account });
  await row.waitFor({ timeout: 30_000 });
  return row;
}

/** "Refund the deposit" on the row: the confirmation, once its orders have arrived. */
async function openConfirmation(page: Page, account: string) {
  const row = await openRefunds(page, account);
  await row.getByRole("button", { name: consoleEnglish.refunds.approve }).click();
  const dialog = page.locator(".ant-modal-confirm");
  await dialog.getByTestId("refund-orders").waitFor({ timeout: 30_000 });
  // The dialog zooms and fades in: axe measures contrast only once it stands still.
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== "running"),
    null,
    { timeout: 30_000 },
  );
  return dialog;
}

describe("an operator returns a seller's security deposit", () => {
  it("is refused while a paid order is unfinished, then approved; the buyer saw why ordering was closed", async () => {
    const call = apiOf(baseUrl());
    const account = uniqueAccount("deposit");
    const { token, slug, bag } = await sellerWithShop(baseUrl(), account, "DEP");
    const before = await call<Profile>("/sellers/profile", { token });
    expect(before).toMatchObject({ deposit_amount: "5000.00", has_deposit: true });

    // Two orders placed before the request: unpaid, they do not block it.
    const first = await buyerPlacesOrder(baseUrl(), slug, [{ product_id: bag, quantity: 1 }]);
    const second = await buyerPlacesOrder(baseUrl(), slug, [{ product_id: bag, quantity: 1 }]);
    // A buyer puts a product in the cart while the store still sells.
    const buyer = await openPage({ baseUrl: baseUrl() });
    await buyer.page.goto(`/s/${slug}`);
    await buyer.page
      .getByTestId("store-product")
      .filter({ hasText: /กระเป๋าผ้า/ })
      .click();
    await buyer.page.getByTestId("buy-now").click();
    await buyer.page.waitForURL((url) => url.pathname.endsWith("/cart"));
    await buyer.page.getByTestId("place-order").waitFor();

    await call("/sellers/deposit/refund", { method: "POST", token });

    // The request is open: the cart no longer offers the checkout, and says why.
    await buyer.page.reload();
    const cartClosed = buyer.page.getByTestId("cart-closed");
    await cartClosed.waitFor();
    expect(await cartClosed.textContent()).toBe(thai.storefront.depositRefundPending);
    expect(await buyer.page.getByTestId("place-order").count()).toBe(0);
    await expectAccessible(buyer.page, "cart while a deposit refund is open");
    await shot(buyer.page, "0-cart-refund-open");

    // The store page says it too.
    await buyer.page.goto(`/s/${slug}`);
    const closed = buyer.page.getByTestId("store-closed");
    await closed.waitFor();
    expect(await closed.textContent()).toContain(thai.storefront.depositRefundPending);
    await expectAccessible(buyer.page, "storefront while a deposit refund is open");
    await shot(buyer.page, "1-storefront-refund-open");

    // The seller's shop reads the same: closed while the request is reviewed, and why.
    const seller = await openPage({ baseUrl: baseUrl() });
    await signInToProfile(seller.page, account);
    await seller.page.goto("/shop");
    const shopTag = seller.page.getByTestId("store-online");
    await seller.page.locator('[data-testid="store-online"][data-closed-reason="deposit_refund"]').waitFor();
    expect(await shopTag.textContent()).toBe(thai.shop.closedForRefund);
    expect(await seller.page.getByTestId("refund-closed-note").textContent()).toBe(
      thai.shop.closedForRefundNote,
    );
    await expectAccessible(seller.page, "shop while a deposit refund is open");
    await shot(seller.page, "1-shop-refund-open");

    // The first order is paid after the request: the seller still owes that buyer a parcel.
    await sandboxPays(baseUrl(), first.code);

    const operator = await openConsole("en", baseUrl());
    await signInToConsole(operator.page);
    const blocked = await openConfirmation(operator.page, account);
    await blocked.getByTestId("refund-blocking-order").filter({ hasText: first.order_number }).waitFor();
    expect(await blocked.getByTestId("refund-blocking-order").count()).toBe(1);
    expect(await blocked.getByTestId("refund-unpaid").textContent()).toContain("1");
    await expectAccessible(operator.page, "deposit refund confirmation, orders unfinished");
    await shot(operator.page, "2-console-confirm-blocked");
    await blocked.getByRole("button", { name: consoleEnglish.refunds.approve }).click();
    const refusal = operator.page.locator(".ant-message-error");
    await refusal.waitFor({ timeout: 30_000 });
    expect(await refusal.textContent()).toBe(
      english.deposit.unfinishedOrders.replace("{{count}}", "1").replace("{{orders}}", first.order_number),
    );
    await operator.page.locator("main h2").first().waitFor();
    await shot(operator.page, "3-console-refused");
    expect(await call<Profile>("/sellers/profile", { token })).toMatchObject({
      deposit_amount: "5000.00",
      has_deposit: true,
    });

    // The paid order finishes: shipped to the buyer, who confirms receipt.
    const paid = await sellerOrderByNumber(baseUrl(), token, first.order_number);
    await call(`/sellers/orders/${paid.id}/ship`, { method: "POST", token });
    await call(`/storefront/orders/${first.code}/confirm-receipt`, { method: "POST" });

    const clear = await openConfirmation(operator.page, account);
    await clear.getByTestId("refund-no-blocking").waitFor();
    await expectAccessible(operator.page, "deposit refund confirmation, no unfinished order");
    await shot(operator.page, "4-console-confirm-clear");
    const beforeApproval = await call<Profile>("/sellers/profile", { token });
    await clear.getByRole("button", { name: consoleEnglish.refunds.approve }).click();
    await operator.page.locator(".ant-message-success").waitFor({ timeout: 30_000 });
    await operator.page
      .locator("tr.ant-table-row")
      .filter({ hasText: account })
      .waitFor({ state: "detached", timeout: 30_000 });
    await operator.page.locator("main h2").first().waitFor();
    await expectAccessible(operator.page, "deposit refunds after the approval");
    await shot(operator.page, "5-console-approved");

    // The 5,000 is back in available, the ledger says so, the unpaid order was cancelled.
    const after = await call<Profile>("/sellers/profile", { token });
    expect(after).toMatchObject({ deposit_amount: "0.00", has_deposit: false });
    const satang = (baht: string) => BigInt(baht.replace(".", ""));
    expect(satang(after.available_balance) - satang(beforeApproval.available_balance)).toBe(500_000n);
    const history = await call<Transactions>("/sellers/transactions?type=deposit_refund", { token });
    expect(history.transactions).toHaveLength(1);
    expect(history.transactions[0]).toMatchObject({
      type: "deposit_refund",
      amount: "5000.00",
      balance_after: after.available_balance,
    });
    const cancelled = await call<{ status: string; cancel_reason: string }>(
      `/storefront/orders/${second.code}`,
    );
    expect(cancelled).toMatchObject({ status: "cancelled", cancel_reason: "deposit_refunded" });

    // The buyer now finds the store offline (no deposit).
    await buyer.page.goto(`/s/${slug}`);
    await buyer.page.getByTestId("store-closed").waitFor();
    expect(await buyer.page.getByTestId("store-closed").textContent()).toContain(thai.storefront.closed);
    await shot(buyer.page, "6-storefront-after-refund");

    expect(buyer.consoleErrors).toEqual([]);
    expect(operator.errors).toEqual([]);
    await buyer.context.close();
    await operator.context.close();
  }, 300_000);
});
