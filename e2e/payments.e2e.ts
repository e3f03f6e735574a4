import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StripeFake, startStripeFake } from "../apps/server/src/test/stripe-fake";
import { chooseLanguage, PASSWORD, registerSeller, signInToProfile } from "./support/auth";
import { uniqueAccount, useBrowser } from "./support/browser";
import { startAppServer } from "./support/server";

const openPage = useBrowser();
/** PAYMENT_SCREENS=/tmp/screens/payments saves a picture of each payment screen (for review). */
const SCREENS = process.env.PAYMENT_SCREENS;

async function shot(page: Page, name: string): Promise<void> {
  if (!SCREENS) return;
  mkdirSync(SCREENS, { recursive: true });
  await page.waitForFunction(() => !document.querySelector('[data-testid="toast"]'), null, { timeout: 6000 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
}

async function api<T>(
  baseUrl: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown },
) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? "GET",
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...(init.method === "POST" ? { "idempotency-key": randomUUID() } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

async function sellerOn(baseUrl: string, language: string) {
  const account = uniqueAccount("pay");
  await registerSeller(account, PASSWORD, baseUrl);
  const { page, consoleErrors } = await openPage({ baseUrl });
  await signInToProfile(page, account);
  if (language === "en") await chooseLanguage(page, "en");
  const { token } = await api<{ token: string }>(baseUrl, "/sellers/signin", {
    method: "POST",
    body: { account, password: PASSWORD },
  });
  return { page, consoleErrors, token };
}

async function topUp(page: Page, amountTestId = "quick-amount-5000") {
  await page.goto("/deposit");
  await page.getByTestId(amountTestId).click();
  await page.getByTestId("recharge-submit").click();
  await page.getByTestId("promptpay-qr").waitFor();
}

describe("payments in the demo: the sandbox stands in for the bank", () => {
  let demo: Awaited<ReturnType<typeof startAppServer>>;
  beforeAll(async () => {
    demo = await startAppServer({ DEMO: "1", PAYMENT_PROVIDER: "" });
  }, 180_000);
  afterAll(async () => {
    await demo?.stop();
  });

  it.each(["th", "en"])(
    "says DEMO on every payment screen and simulates failed, then paid (%s)",
    async (language) => {
      const { page, consoleErrors, token } = await sellerOn(demo.baseUrl, language);
      await page.goto("/deposit");
      await page.getByTestId("payment-demo").waitFor();
      await shot(page, `${language}-01-demo-deposit-form`);
      await page.getByTestId("quick-amount-5000").click();
      await page.getByTestId("recharge-submit").click();
      await page.getByTestId("payment-sandbox").waitFor();
      expect(await page.getByTestId("payment-demo").count()).toBe(1);
      await shot(page, `${language}-02-demo-sandbox-qr`);

      await page.getByTestId("simulate-failed").click();
      await page.getByTestId("payment-ended").waitFor();
      expect(await page.getByTestId("payment-instructions").getAttribute("data-status")).toBe("cancelled");
      await shot(page, `${language}-03-demo-failed`);
      await page.getByTestId("payment-new-top-up").click();

      await page.getByTestId("quick-amount-10000").click();
      await page.getByTestId("recharge-submit").click();
      await page.getByTestId("simulate-paid").click();
      await page.waitForURL((url) => url.pathname === "/profile");
      await page.waitForFunction(() =>
        document.querySelector('[data-testid="wallet-available"]')?.textContent?.includes("10,000.00"),
      );

      // Sandbox money can be seen but never withdrawn: the withdrawal screen says how much and why.
      await api(demo.baseUrl, "/sellers/bank-cards", {
        method: "POST",
        token,
        body: {
          bank_name: "KBANK",
          card_number: "1234567890123",
          card_holder_name: "Demo Seller",
          withdraw_password: "withdraw123",
        },
      });
      await page.goto("/withdrawal");
      await page.getByTestId("withdrawal-sandbox-held").waitFor();
      await page.getByTestId("withdraw-all").waitFor();
      expect(await page.getByTestId("withdraw-all").isDisabled()).toBe(true);
      // One word for what can leave (DECISIONS.md "Wallet"): the header, the hint and the message all
      // say withdrawable ฿0.00 and give the demo money as the reason; none says "available ฿0".
      expect(await page.getByTestId("balance-banner").innerText()).toContain(
        language === "th" ? "ยอดที่ถอนได้" : "Withdrawable",
      );
      expect(await page.getByTestId("balance-withdrawable").innerText()).toContain("0.00");
      expect(await page.getByTestId("withdrawal-sandbox-held").innerText()).toContain("10,000.00");
      await page.getByTestId("withdrawal-amount").fill("5000");
      await page.getByTestId("withdrawal-submit").click();
      const message = await page.locator("#withdrawal-amount-error").innerText();
      expect(message).toContain("10,000.00");
      expect(message).toMatch(language === "th" ? /ไม่มียอดที่ถอนได้/ : /Nothing is withdrawable/);
      await shot(page, `${language}-04-demo-withdrawal-sandbox-held`);
      expect(consoleErrors).toEqual([]);
    },
  );
});

describe("payments through Stripe: Stripe's QR, confirmed only by its signed webhook", () => {
  let fake: StripeFake;
  let server: Awaited<ReturnType<typeof startAppServer>>;
  beforeAll(async () => {
    fake = await startStripeFake();
    server = await startAppServer({
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: fake.options.secretKey,
      STRIPE_WEBHOOK_SECRET: fake.options.webhookSecret,
      STRIPE_BILLING_EMAIL: fake.options.billingEmail,
      STRIPE_API_URL: `http://127.0.0.1:${fake.options.api.port}`,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  it.each(["th", "en"])(
    "shows Stripe's QR, polls, and returns to the profile once Stripe says paid (%s)",
    async (language) => {
      const { page, consoleErrors } = await sellerOn(server.baseUrl, language);
      await topUp(page);
      await page.getByTestId("payment-stripe").waitFor();
      const payload = await page.getByTestId("promptpay-qr").getAttribute("data-payload");
      const intent = [...fake.intents.values()].find(
        (candidate) => candidate.next_action?.promptpay_display_qr_code.data === payload,
      );
      expect(intent).toBeDefined();
      expect(await page.getByTestId("payment-demo").count()).toBe(0);
      await shot(page, `${language}-05-stripe-qr`);

      const delivery = fake.event("payment_intent.succeeded", fake.pay(intent?.id ?? ""));
      const response = await fetch(`${server.baseUrl}/api/payments/webhook/stripe`, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": delivery.signature },
        body: delivery.payload,
      });
      expect(response.status).toBe(200);
      await page.waitForURL((url) => url.pathname === "/profile", { timeout: 15_000 });
      await page.waitForFunction(() =>
        document.querySelector('[data-testid="wallet-available"]')?.textContent?.includes("5,000.00"),
      );
      expect(consoleErrors).toEqual([]);
    },
  );
});
