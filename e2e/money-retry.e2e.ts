import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PASSWORD, registerSeller, signIn, signInToProfile } from "./support/auth";
import { CHROMIUM_FLAGS, PHONE_VIEWPORT, recordConsole, uniqueAccount, useBrowser } from "./support/browser";
import { expectAccessible, openScreen, signInToConsole, useConsoleBrowser } from "./support/console";
import { apiOf } from "./support/store";
import { approvePendingRecharge, fundWithCard, verifySeller } from "./support/wallet";

/*
 * A retried money tap never pays twice (ARCHITECTURE "Money"): each form session sends one
 * Idempotency-Key until the server answers, and the server replays its first answer to it.
 */

const openPage = useBrowser();
const openConsole = useConsoleBrowser();

const call = apiOf(inject("baseUrl"));

/** A verified seller with 10,000 baht and a verified card: ready for a first withdrawal. */
async function sellerReadyToWithdraw() {
  const account = uniqueAccount("retry");
  await registerSeller(account);
  await verifySeller(account, "Somchai Jaidee");
  const token = await fundWithCard(account, "10000", "Somchai Jaidee");
  return { account, token };
}

describe("a retried money tap", () => {
  it("withdraws once when the first answer is lost and the seller taps again", async () => {
    const seller = await sellerReadyToWithdraw();
    const { page, consoleErrors } = await openPage({ language: "en-US" });
    await signInToProfile(page, seller.account);
    await page.goto("/withdrawal");
    await page.getByTestId("withdrawal-rules").waitFor();
    await page.getByTestId("withdrawal-amount").fill("6000");
    await page.getByTestId("withdrawal-password").fill(PASSWORD);

    // The first request reaches the server and is done there; its answer never reaches the phone.
    const keys: string[] = [];
    let lost = false;
    await page.route("**/api/sellers/wallet/withdraw", async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort("connectionreset");
    });
    await page.getByTestId("withdrawal-submit").click();
    await page.getByTestId("toast").first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/withdrawal");
    // The money is frozen already, but the seller does not know: they tap again.
    await page.getByTestId("withdrawal-submit").click();
    await page.waitForURL((url) => url.pathname === "/profile");

    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const history = await call<{ withdrawals: { amount: string }[]; total: number }>(
      "/sellers/wallet/withdraw-history",
      { token: seller.token },
    );
    expect(history.total).toBe(1);
    expect(history.withdrawals.map((withdrawal) => withdrawal.amount)).toEqual(["6000.00"]);
    const profile = await call<{ available_balance: string; freeze_amount: string }>("/sellers/profile", {
      token: seller.token,
    });
    expect(profile).toMatchObject({ available_balance: "4000.00", freeze_amount: "6000.00" });
    expect(consoleErrors).toEqual([]);
  });
});

describe("a retried operator act", () => {
  it("pays a withdrawal out once when the console's first answer is lost and the operator clicks again", async () => {
    const seller = await sellerReadyToWithdraw();
    await call("/sellers/wallet/withdraw", {
      method: "POST",
      token: seller.token,
      body: { amount: "6000", withdraw_password: PASSWORD },
    });
    const { page, errors } = await openConsole("en");
    await signInToConsole(page);
    const keys: string[] = [];
    let lost = false;
    let stale = false;
    await page.route("**/api/admin/withdrawals/*/approve", async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      stale = !lost;
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort("connectionreset");
    });
    // Until the operator clicks again, the list still shows what it showed before (a slow
    // connection): the row offers the act a second time, as it would to an operator on a bad line.
    let before: { status: number; body: Buffer; headers: Record<string, string> } | undefined;
    await page.route(
      (url) => url.pathname === "/api/admin/withdrawals",
      async (route) => {
        if (stale && before) return route.fulfill(before);
        const response = await route.fetch();
        if (!stale)
          before = { status: response.status(), body: await response.body(), headers: response.headers() };
        await route.fulfill({ response });
      },
    );
    // What the console asked and when each answer came: a dialog that never closes says which call it waited on.
    const calls: string[] = [];
    const started = Date.now();
    const note = (what: string, url: string) =>
      calls.push(`${Date.now() - started} ms ${what} ${new URL(url).pathname}`);
    page.on("request", (request) => note("asked", request.url()));
    page.on("requestfinished", (request) => note("answered", request.url()));
    page.on("requestfailed", (request) => note(`failed (${request.failure()?.errorText})`, request.url()));
    await openScreen(page, "/queues/withdrawals");
    const row = page.locator("tr.ant-table-row", { hasText: seller.account });
    const payOut = async () => {
      await row.getByRole("button", { name: "Paid out" }).click();
      // The confirmation's own button, once its opening animation has ended and it stands still.
      const confirm = page.locator(".ant-modal-confirm:not(.ant-zoom-appear)");
      await confirm.getByRole("button", { name: "Paid out" }).click();
      await confirm.waitFor({ state: "detached" }).catch((failure: Error) => {
        throw new Error(`${failure.message}\nthe console's calls:\n${calls.join("\n")}`);
      });
    };
    await payOut();
    await page.locator(".ant-message-error").waitFor();
    await payOut();
    await page.locator(".ant-message-success").waitFor();
    await row.waitFor({ state: "detached" });
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    const history = await call<{ withdrawals: { status: string }[]; total: number }>(
      "/sellers/wallet/withdraw-history",
      { token: seller.token },
    );
    expect(history.total).toBe(1);
    expect(history.withdrawals[0]?.status).toBe("approved");
    const profile = await call<{ available_balance: string; freeze_amount: string }>("/sellers/profile", {
      token: seller.token,
    });
    expect(profile).toMatchObject({ available_balance: "4000.00", freeze_amount: "0.00" });
    expect(errors).toEqual([]);
  });
});

describe("the seller app in an insecure context", () => {
  // A phone on the shop's network opens http://<host name>:<port>: no crypto.randomUUID there.
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [...CHROMIUM_FLAGS, "--host-resolver-rules=MAP seller.test 127.0.0.1"],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("asks for a top-up over plain http on a host name that is not localhost", async () => {
    if (!browser) throw new Error("browser not started");
    const account = uniqueAccount("insecure");
    await registerSeller(account);
    const port = new URL(inject("baseUrl")).port;
    const context = await browser.newContext({
      baseURL: `http://seller.test:${port}`,
      viewport: PHONE_VIEWPORT,
      isMobile: true,
      hasTouch: true,
      locale: "en-US",
    });
    const page = await context.newPage();
    const { errors } = recordConsole(page);
    const keys: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/sellers/wallet/recharge") && request.method() === "POST")
        keys.push(request.headers()["idempotency-key"] ?? "");
    });
    await page.goto("/login");
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    expect(await page.evaluate(() => typeof crypto.randomUUID)).toBe("undefined");
    await signIn(page, account);
    await page.waitForURL((url) => url.pathname === "/profile");
    await page.getByTestId("tile-recharge").click();
    await page.getByTestId("quick-amount-10000").click();
    await page.getByTestId("recharge-submit").click();
    await page.getByTestId("promptpay-qr").waitFor();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await expectAccessible(page, "top-up instructions over http");
    // The operator finds the money; the screen hears it and the balance shows it.
    await approvePendingRecharge(account);
    await page.waitForURL((url) => url.pathname === "/profile", { timeout: 20_000 });
    await page.getByTestId("wallet-available").filter({ hasText: "10,000.00" }).waitFor({ timeout: 20_000 });
    // Chromium says it ignores the server's Cross-Origin-Opener-Policy on a plain-http origin:
    // a browser notice about this context, not an error of the page.
    expect(errors.filter((error) => !error.startsWith("The Cross-Origin-Opener-Policy header"))).toEqual([]);
    await context.close();
  });
});
