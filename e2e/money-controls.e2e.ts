import { formatBahtGrouped, parseBaht } from "@seller/contract/money";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { PASSWORD, signInToProfile } from "./support/auth";
import { uniqueAccount, useBrowser } from "./support/browser";
import {
  DESKTOP_VIEWPORT,
  expectAccessible,
  openScreen,
  shot,
  signInToConsole,
  useConsoleBrowser,
} from "./support/console";
import { buyerPlacesOrder, sellerOrderByNumber, sellerWithShop } from "./support/orders";
import { apiOf, readySeller } from "./support/store";

/**
 * The console queues' and the seller's money controls that no other browser test clicks
 * (e2e/CONTROLS.md): each is clicked here, its effect read back from the API, and a page
 * error fails the test.
 */
const openPage = useBrowser();
const openConsole = useConsoleBrowser();
const call = <T>(path: string, init: Parameters<ReturnType<typeof apiOf>>[1] = {}) =>
  apiOf(inject("baseUrl"))<T>(path, init);

type Profile = {
  available_balance: string;
  freeze_amount: string;
  deposit_amount: string;
  has_deposit: boolean;
};
const profileOf = (token: string) => call<Profile>("/sellers/profile", { token });

const rowOf = (page: Page, text: string) => page.locator("tr.ant-table-row", { hasText: text });

/** The shared Decision's reject: the reason dialog, then its own Reject button. */
async function rejectRow(page: Page, text: string, reason: string) {
  const row = rowOf(page, text);
  await row.waitFor({ timeout: 30_000 });
  await row.getByRole("button", { name: "Reject" }).click();
  const dialog = page.locator(".ant-modal", { hasText: "Reject with a reason" });
  await dialog.locator("textarea").fill(reason);
  await dialog.getByRole("button", { name: "Reject" }).click();
  // The operator reads the decision in words, not a message key.
  await expect.poll(() => page.locator(".ant-message-success").textContent()).toBe("Rejected");
}

describe("money controls of the console queues and the seller's wallet", () => {
  it("rejects a bank-transfer top-up with a reason; the seller's balance does not move", async () => {
    const account = uniqueAccount("topupno");
    const { token } = await readySeller(inject("baseUrl"), account);
    const before = await profileOf(token);
    await call("/sellers/wallet/recharge", {
      method: "POST",
      token,
      body: { amount: "5000", method: "bank_transfer" },
    });

    const { page, errors } = await openConsole("en");
    await signInToConsole(page);
    await openScreen(page, "/queues/recharges");
    await rejectRow(page, account, "No such transfer on the statement");
    await expect.poll(() => rowOf(page, account).count()).toBe(0);

    expect((await profileOf(token)).available_balance).toBe(before.available_balance);
    const history = await call<{ transactions: { status: string; reason: string | null }[] }>(
      "/sellers/transactions?type=recharge",
      { token },
    );
    expect(history.transactions[0]).toMatchObject({
      status: "rejected",
      reason: "No such transfer on the statement",
    });
    expect(errors).toEqual([]);
  });

  /** The buyer taps "I have paid" on the order page: the order then waits in the operators' queue. */
  async function buyerReportsPaid(code: string, language: "en-US" | "th-TH" = "en-US") {
    const buyer = await openPage({ language });
    await buyer.page.goto(`/o/${code}`);
    await buyer.page.getByTestId("report-paid").click();
    await buyer.page.getByTestId("report-paid-yes").click();
    await buyer.page.getByTestId("payment-reported").waitFor({ timeout: 30_000 });
    expect(await buyer.page.getByTestId("cancel-order").count()).toBe(0);
    await expectAccessible(buyer.page, `order-payment-reported-${language}`);
    expect(buyer.consoleErrors).toEqual([]);
    return buyer;
  }

  it("a buyer taps I have paid, and the operator confirms the payment with the amount on the statement; the order waits for the seller to ship", async () => {
    const account = uniqueAccount("payconf");
    const { token, slug, bag } = await sellerWithShop(inject("baseUrl"), account, "PAY");
    // Over a thousand baht, so the statement's figure carries a thousands comma.
    const placed = await buyerPlacesOrder(inject("baseUrl"), slug, [{ product_id: bag, quantity: 4 }]);
    const order = await sellerOrderByNumber(inject("baseUrl"), token, placed.order_number);
    expect(order.status).toBe("pending_payment");
    // Reported by the buyer, it enters the operators' queue (DECISIONS "Store and storefront").
    await buyerReportsPaid(placed.code);

    const { page, errors } = await openConsole("en");
    await signInToConsole(page);
    await openScreen(page, "/queues/payments");
    const row = rowOf(page, placed.order_number);
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole("button", { name: "Confirm payment" }).click();
    const dialog = page.locator(".ant-modal", { hasText: placed.order_number });
    // A cancelled amount does not come back: the reopened dialog starts empty.
    await dialog.locator("input#amount").fill("999");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    await row.getByRole("button", { name: "Confirm payment" }).click();
    await dialog.locator("input#amount").waitFor();
    expect(await dialog.locator("input#amount").inputValue()).toBe("");
    await shot(page, "payments-confirm-reopened-empty-en");
    // Typed as the statement shows it, with its thousands comma: the console sends the plain amount.
    const statementFigure = formatBahtGrouped(parseBaht(order.total_amount) ?? 0n);
    expect(statementFigure).toContain(",");
    await dialog.locator("input#amount").fill(statementFigure);
    await dialog.getByRole("button", { name: "Confirm payment" }).click();
    await page.locator(".ant-message-success").waitFor();

    await expect
      .poll(async () => (await sellerOrderByNumber(inject("baseUrl"), token, placed.order_number)).status)
      .toBe("pending_shipment");
    expect(errors).toEqual([]);
  });

  it("a buyer taps I have paid, and the operator finds no such payment and refuses it; the order is cancelled", async () => {
    const account = uniqueAccount("payref");
    const { token, slug, bag } = await sellerWithShop(inject("baseUrl"), account, "REF");
    const placed = await buyerPlacesOrder(inject("baseUrl"), slug, [{ product_id: bag, quantity: 1 }]);
    const buyer = await buyerReportsPaid(placed.code, "th-TH");

    const { page, errors } = await openConsole("en");
    await signInToConsole(page);
    await openScreen(page, "/queues/payments");
    const row = rowOf(page, placed.order_number);
    await row.waitFor({ timeout: 30_000 });
    await expectAccessible(page, "payments-reported");
    // At 1280 x 800 the whole row fits: the slip's cell is on screen, not under the acts.
    expect(
      await page.locator(".ant-table-content").evaluate((table) => table.scrollWidth <= table.clientWidth),
    ).toBe(true);
    const slip = row.locator("td.payments-slip");
    const box = await slip.boundingBox();
    expect((box?.x ?? Number.POSITIVE_INFINITY) + (box?.width ?? 0)).toBeLessThanOrEqual(
      DESKTOP_VIEWPORT.width,
    );
    expect(
      await slip.evaluate((cell) => {
        const { x, y, width, height } = cell.getBoundingClientRect();
        return cell.contains(document.elementFromPoint(x + width / 2, y + height / 2));
      }),
    ).toBe(true);
    await shot(page, "payments-queue-en");
    await row.getByRole("button", { name: "Refuse payment" }).click();
    const dialog = page.locator(".ant-modal", { hasText: placed.order_number });
    // Refusing cancels the buyer's order: an empty or spaces-only reason sends nothing.
    await dialog.getByRole("button", { name: "Refuse payment" }).click();
    await dialog.getByText("Write the reason.").waitFor();
    await dialog.locator("input#reason").fill("   ");
    await dialog.getByRole("button", { name: "Refuse payment" }).click();
    await dialog.getByText("Write the reason.").waitFor();
    await shot(page, "payments-refuse-reason-required-en");
    expect((await sellerOrderByNumber(inject("baseUrl"), token, placed.order_number)).status).toBe(
      "pending_payment",
    );
    await dialog.locator("input#reason").fill("Not on the statement");
    await dialog.getByRole("button", { name: "Refuse payment" }).click();
    await page.locator(".ant-message-success").waitFor();

    // The buyer's page follows: cancelled, with why, in Thai.
    await expect
      .poll(() => buyer.page.getByTestId("order-page").getAttribute("data-status"), { timeout: 30_000 })
      .toBe("cancelled");
    expect(await buyer.page.getByTestId("order-cancel-reason").textContent()).toContain(
      "แพลตฟอร์มไม่พบการชำระเงิน",
    );
    expect(errors).toEqual([]);
    expect(buyer.consoleErrors).toEqual([]);
  });

  it("a buyer cancels an unpaid order from the order page; the seller's list reads it cancelled", async () => {
    const account = uniqueAccount("buyno");
    const { token, slug, bag } = await sellerWithShop(inject("baseUrl"), account, "BUY");
    const placed = await buyerPlacesOrder(inject("baseUrl"), slug, [{ product_id: bag, quantity: 1 }]);

    const buyer = await openPage({ language: "en-US" });
    await buyer.page.goto(`/o/${placed.code}`);
    await buyer.page.getByTestId("cancel-order").click();
    await buyer.page.getByTestId("cancel-order-yes").click();
    await buyer.page.getByTestId("cancel-order").waitFor({ state: "detached", timeout: 30_000 });

    const order = await sellerOrderByNumber(inject("baseUrl"), token, placed.order_number);
    expect(order.status).toBe("cancelled");
    expect(buyer.consoleErrors).toEqual([]);
  });

  it("a seller asks for the deposit back from the profile; the operator refuses it with a reason and the deposit stays", async () => {
    const account = uniqueAccount("depno");
    const { token } = await readySeller(inject("baseUrl"), account);
    expect(await profileOf(token)).toMatchObject({ has_deposit: true, deposit_amount: "5000.00" });

    const seller = await openPage({ language: "en-US" });
    await signInToProfile(seller.page, account);
    await seller.page.getByTestId("deposit-refund-button").click();
    await seller.page.getByTestId("deposit-refund-dialog-confirm").click();
    await seller.page.getByTestId("deposit-refund-pending").waitFor({ timeout: 30_000 });

    const { page, errors } = await openConsole("en");
    await signInToConsole(page);
    await openScreen(page, "/queues/refunds");
    await rejectRow(page, account, "Orders may still be disputed");

    expect(await profileOf(token)).toMatchObject({ has_deposit: true, deposit_amount: "5000.00" });
    const info = await call<{ refund: { status: string; reason: string | null } | null }>(
      "/finance/deposit-info",
      { token },
    );
    expect(info.refund).toMatchObject({ status: "rejected", reason: "Orders may still be disputed" });
    expect(seller.consoleErrors).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("changes the withdrawal password from the settings; the card then answers only to the new one", async () => {
    const account = uniqueAccount("wdpass");
    const { token } = await readySeller(inject("baseUrl"), account);
    const { card } = await call<{ card: { id: number } }>("/sellers/bank-cards", {
      method: "POST",
      token,
      body: {
        bank_name: "KBANK",
        card_number: "123456789012",
        card_holder_name: "Nok Seller",
        withdraw_password: PASSWORD,
      },
    });

    const seller = await openPage({ language: "en-US" });
    await signInToProfile(seller.page, account);
    await seller.page.goto("/system-settings");
    await seller.page.getByTestId("settings-change-withdraw-password").click();

    await seller.page.getByTestId("old-withdraw-password").fill(PASSWORD);
    await seller.page.getByTestId("new-withdraw-password").fill("another456");
    await seller.page.getByTestId("confirm-withdraw-password").fill("another456");
    await seller.page.getByTestId("change-withdraw-password-submit").click();
    await seller.page
      .getByTestId("change-withdraw-password-submit")
      .waitFor({ state: "hidden", timeout: 30_000 });

    await expect(
      call(`/sellers/bank-cards/${card.id}`, {
        method: "DELETE",
        token,
        body: { withdraw_password: PASSWORD },
      }),
    ).rejects.toThrow(/4\d\d/);
    await call(`/sellers/bank-cards/${card.id}`, {
      method: "DELETE",
      token,
      body: { withdraw_password: "another456" },
    });
    expect(seller.consoleErrors).toEqual([]);
  });
});
