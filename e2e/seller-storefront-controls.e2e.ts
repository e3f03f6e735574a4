import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PASSWORD, registerSeller, signIn, signInToProfile } from "./support/auth";
import { uniqueAccount, useBrowser } from "./support/browser";
import { buyerPlacesOrder, sandboxPays, sellerOrderByNumber, sellerWithShop } from "./support/orders";
import { authenticatorCode } from "./support/settings";
import { apiOf, startDemoServer } from "./support/store";
import { sellerToken } from "./support/wallet";

/**
 * The seller app's and the storefront's controls that no other browser test
 * clicked (e2e/CONTROLS.md): each is clicked on a phone screen, its effect read
 * back from the API or the screen's new state, and a page error fails the test.
 */
const openPage = useBrowser();

type BuyerOrder = {
  status: string;
  payment: { status: string; qr_expires_at: string | null; qr_payload: string | null } | null;
  review: { rating: number; comment: string | null } | null;
};

describe("the storefront's order page, in the demo (the sandbox stands in for the bank)", () => {
  let demo: Awaited<ReturnType<typeof startDemoServer>> | undefined;
  const baseUrl = () => demo?.baseUrl ?? "";
  const buyerOrder = (code: string) => apiOf(baseUrl())<BuyerOrder>(`/storefront/orders/${code}`);
  beforeAll(async () => {
    demo = await startDemoServer();
  }, 180_000);
  afterAll(async () => {
    await demo?.stop();
  });

  async function placedOrder(prefix: string) {
    const account = uniqueAccount(prefix);
    const shop = await sellerWithShop(baseUrl(), account, prefix.toUpperCase());
    const placed = await buyerPlacesOrder(baseUrl(), shop.slug, [{ product_id: shop.bag, quantity: 1 }]);
    return { ...shop, ...placed };
  }

  it("a buyer with no account asks for a fresh QR once the shown one has lapsed", async () => {
    const order = await placedOrder("freshqr");
    const before = await buyerOrder(order.code);
    const firstExpiry = before.payment?.qr_expires_at;
    expect(firstExpiry).toBeTruthy();

    const buyer = await openPage({ baseUrl: baseUrl(), language: "en-US" });
    // The phone's clock runs on by itself: the QR lives 15 minutes (DECISIONS "Payments").
    await buyer.page.clock.install();
    await buyer.page.goto(`/o/${order.code}`);
    await buyer.page.getByTestId("order-qr").waitFor({ timeout: 30_000 });
    await buyer.page.clock.fastForward("15:30");
    await buyer.page.getByTestId("order-qr").waitFor({ state: "detached", timeout: 30_000 });
    await buyer.page.getByTestId("fresh-qr").click();

    // The server issued a QR that lives 15 minutes from the tap, later than the first one.
    await expect
      .poll(async () => (await buyerOrder(order.code)).payment?.qr_expires_at, { timeout: 30_000 })
      .not.toBe(firstExpiry);
    const after = await buyerOrder(order.code);
    expect(new Date(after.payment?.qr_expires_at ?? 0).getTime()).toBeGreaterThan(
      new Date(firstExpiry ?? 0).getTime(),
    );
    expect(after.status).toBe("pending_payment");
    expect(buyer.consoleErrors).toEqual([]);
  });

  it("a buyer's sandbox payment fails from the order page; the unpaid order is cancelled", async () => {
    const order = await placedOrder("simfail");
    const buyer = await openPage({ baseUrl: baseUrl(), language: "en-US" });
    await buyer.page.goto(`/o/${order.code}`);
    await buyer.page.getByTestId("order-demo").waitFor({ timeout: 30_000 });
    await buyer.page.getByTestId("simulate-failed").click();

    await expect
      .poll(async () => (await buyerOrder(order.code)).payment?.status, { timeout: 30_000 })
      .not.toBe("pending");
    const after = await buyerOrder(order.code);
    expect(after).toMatchObject({ status: "cancelled", payment: { status: "failed" } });
    expect((await sellerOrderByNumber(baseUrl(), order.token, order.order_number)).status).toBe("cancelled");
    await buyer.page.locator('[data-testid="order-page"][data-status="cancelled"]').waitFor();
    expect(await buyer.page.getByTestId("simulate-paid").count()).toBe(0);
    expect(buyer.consoleErrors).toEqual([]);
  });
  it("a buyer reviews a completed order with stars and a comment; the order keeps the review", async () => {
    const order = await placedOrder("review");
    await sandboxPays(baseUrl(), order.code);
    const seller = apiOf(baseUrl());
    const { id } = await sellerOrderByNumber(baseUrl(), order.token, order.order_number);
    await seller(`/sellers/orders/${id}/ship`, { method: "POST", token: order.token, body: {} });
    await apiOf(baseUrl())(`/storefront/orders/${order.code}/confirm-receipt`, { method: "POST" });
    await expect
      .poll(async () => (await buyerOrder(order.code)).status, { timeout: 30_000 })
      .toBe("completed");

    const buyer = await openPage({ baseUrl: baseUrl(), language: "en-US" });
    await buyer.page.goto(`/o/${order.code}`);
    await buyer.page.getByTestId("review-form").waitFor({ timeout: 30_000 });
    await buyer.page.getByTestId("review-star-4").click();
    await buyer.page.getByTestId("review-comment").fill("Sturdy bag, quick delivery");
    await buyer.page.getByTestId("review-submit").click();
    await buyer.page.getByTestId("order-review").waitFor({ timeout: 30_000 });
    await buyer.page.getByTestId("review-form").waitFor({ state: "detached" });

    expect((await buyerOrder(order.code)).review).toMatchObject({
      rating: 4,
      comment: "Sturdy bag, quick delivery",
    });
    expect(buyer.consoleErrors).toEqual([]);
  });
});

describe("the seller app's top-up, two-factor and sign-in controls", () => {
  const call = <T>(path: string, init: Parameters<ReturnType<typeof apiOf>>[1] = {}) =>
    apiOf(inject("baseUrl"))<T>(path, init);

  it("a seller asks for a fresh top-up QR once the shown one has lapsed", async () => {
    const account = uniqueAccount("topqr");
    await registerSeller(account);
    const token = await sellerToken(account);
    const seller = await openPage({ language: "en-US" });
    // The phone's clock runs on by itself: the QR lives 15 minutes (DECISIONS "Payments").
    await seller.page.clock.install();
    await signInToProfile(seller.page, account);
    await seller.page.getByTestId("tile-recharge").click();
    await seller.page.getByTestId("quick-amount-10000").click();
    const created = seller.page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().endsWith("/wallet/recharge"),
    );
    await seller.page.getByTestId("recharge-submit").click();
    const { data } = (await (await created).json()) as {
      data: { recharge: { id: number; payment: { qr_expires_at: string } } };
    };
    const firstExpiry = data.recharge.payment.qr_expires_at;
    await seller.page.getByTestId("promptpay-qr").waitFor({ timeout: 30_000 });

    await seller.page.clock.fastForward("15:30");
    await seller.page.getByTestId("qr-expired").waitFor({ timeout: 30_000 });
    await seller.page.getByTestId("fresh-qr").click();

    type Result = { recharge: { status: string; payment: { qr_expires_at: string } } };
    await expect
      .poll(
        async () =>
          (await call<Result>(`/sellers/wallet/recharges/${data.recharge.id}`, { token })).recharge.payment
            .qr_expires_at,
        { timeout: 30_000 },
      )
      .not.toBe(firstExpiry);
    const after = await call<Result>(`/sellers/wallet/recharges/${data.recharge.id}`, { token });
    expect(new Date(after.recharge.payment.qr_expires_at).getTime()).toBeGreaterThan(
      new Date(firstExpiry).getTime(),
    );
    expect(after.recharge.status).toBe("pending");
    expect(seller.consoleErrors).toEqual([]);
  });

  it("turns two-factor off from the settings with the password and the app's code", async () => {
    const account = uniqueAccount("tfaoff");
    await registerSeller(account);
    const seller = await openPage({ language: "en-US" });
    await signInToProfile(seller.page, account);
    // Enrolled through the API from another session, as the settings' own test does on screen.
    const token = await sellerToken(account);
    const { secret } = await call<{ secret: string }>("/sellers/2fa/setup", { method: "POST", token });
    await call("/sellers/2fa/enable", {
      method: "POST",
      token,
      body: { code: await authenticatorCode(secret) },
    });

    await seller.page.goto("/system-settings");
    const toggle = seller.page.locator('[data-testid="setting-two-factor"][aria-checked="true"]');
    await toggle.waitFor({ timeout: 30_000 });
    await toggle.click();
    const sheet = seller.page.getByTestId("two-factor-disable");
    await sheet.getByTestId("two-factor-disable-password").fill(PASSWORD);
    // The next 30-second step's code: later than the one the enrolment used.
    await sheet.getByTestId("two-factor-disable-code").fill(await authenticatorCode(secret, 1));
    await sheet.getByTestId("two-factor-disable-submit").click();
    await seller.page
      .locator('[data-testid="setting-two-factor"][aria-checked="false"]')
      .waitFor({ timeout: 30_000 });

    const security = await call<{ two_factor_enabled: boolean }>("/sellers/security", { token });
    expect(security.two_factor_enabled).toBe(false);
    // Signing in again asks for no code.
    const other = await openPage({ language: "en-US" });
    await signInToProfile(other.page, account);
    expect(seller.consoleErrors).toEqual([]);
    expect(other.consoleErrors).toEqual([]);
  });

  it("answers a forgotten password with the server's advice and the customer-service chat", async () => {
    const account = uniqueAccount("forgot");
    await registerSeller(account);
    const { page, context, consoleErrors } = await openPage({ language: "en-US" });
    await page.goto("/login");
    await page.getByTestId("account-input").fill(account);
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && response.url().endsWith("/auth/forgot-password"),
    );
    await page.getByTestId("forgot-password").click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({ account });
    const { data } = (await response.json()) as { data: { customer_service_url: string | null } };
    expect(data.customer_service_url).toBeTruthy();

    // The sheet offers the chat link; it opens in a new tab, given a stand-in on the test network.
    const link = page.getByTestId("forgot-chat-link");
    await link.waitFor({ timeout: 30_000 });
    await context.route(`${data.customer_service_url}**`, (route) =>
      route.fulfill({ contentType: "text/plain", body: "customer service" }),
    );
    const chat = context.waitForEvent("page");
    await link.click();
    await (await chat).waitForURL(data.customer_service_url ?? "", { timeout: 30_000 });
    await page.getByTestId("forgot-password-close").click();
    await page.getByTestId("forgot-password-dialog").waitFor({ state: "hidden" });

    // The password is unchanged: the seller still signs in with it.
    await signIn(page, account, PASSWORD);
    await page.waitForURL((url) => url.pathname === "/profile");
    expect(consoleErrors).toEqual([]);
  });
});
