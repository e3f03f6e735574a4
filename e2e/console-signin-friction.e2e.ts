import { LOCKOUT_THRESHOLD, SIGNIN_FAILURES_PER_ACCOUNT_HOUR } from "@seller/contract/constants";
import { describe, expect, inject, it } from "vitest";
import { expectAccessible, shot, useConsoleBrowser } from "./support/console";
import { nextOperatorCode, operatorTokenOf } from "./support/operator-code";
import { OPERATOR } from "./support/server";

const openConsole = useConsoleBrowser();

/** 5 wrong passwords from each of 21 addresses: past the operator's account-wide limit of 100 an hour. */
async function attack(account: string) {
  const attackers = Math.ceil((SIGNIN_FAILURES_PER_ACCOUNT_HOUR + 1) / LOCKOUT_THRESHOLD);
  for (let a = 0; a < attackers; a += 1) {
    const address = `10.251.${Math.floor(Math.random() * 250) + 1}.${a + 1}`;
    for (let i = 0; i < LOCKOUT_THRESHOLD; i += 1) {
      await fetch(`${inject("baseUrl")}/api/admin/signin`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify({ account, password: `guess-${a}-${i}-wrong` }),
      });
    }
  }
}

const TEXTS = {
  th: { wait: /เข้าสู่ระบบได้อีกครั้งใน \d+ วินาที/, ready: "เลื่อนแถบไปจนสุด", error: /เลื่อนยืนยันอีกครั้ง/ },
  en: {
    wait: /You can sign in again in \d+ s/,
    ready: "Slide to the end, then sign in",
    error: /Slide to verify again/,
  },
};

describe.each([{ language: "en" as const }, { language: "th" as const }])(
  "the operator signing in during an attack on the account, in $language",
  ({ language }) => {
    it("asks the operator on a new network to slide and wait, then lets the right password in", async () => {
      await operatorTokenOf(); // enrolled in two-factor before the attack
      await attack(OPERATOR.account);
      const { page, context, errors } = await openConsole(language);
      // A new network, no device cookie: an address the operator never signed in from.
      await context.setExtraHTTPHeaders({
        "x-forwarded-for": `10.252.${Math.floor(Math.random() * 250) + 1}.7`,
      });
      await page.goto("/admin");
      await page.waitForURL(/\/admin\/sign-in/);
      await page.locator("#account").fill(OPERATOR.account);
      await page.locator("#password").fill(OPERATOR.password);
      const submit = page.locator('button[type="submit"]');
      await submit.click();

      // Not locked out: told why, asked to slide, and the wait counted down.
      const wait = page.getByTestId("signin-wait");
      await expect.poll(() => wait.textContent()).toMatch(TEXTS[language].wait);
      await expect(page.getByRole("alert").textContent()).resolves.toMatch(TEXTS[language].error);
      await expect(page.getByTestId("console-slide").getAttribute("data-verified")).resolves.toBe("false");
      await expect(submit.isDisabled()).resolves.toBe(true);
      await shot(page, `console-signin-friction-${language}-wait`);
      await expectAccessible(page, `console sign-in wait (${language})`);

      // Slid during the wait: the button opens only once the wait is over.
      await page.getByRole("slider").focus();
      await page.keyboard.press("End");
      await expect(page.getByTestId("console-slide").getAttribute("data-verified")).resolves.toBe("true");
      await expect.poll(() => wait.textContent(), { timeout: 15_000 }).toContain(TEXTS[language].ready);
      await expect.poll(() => submit.isEnabled()).toBe(true);
      await shot(page, `console-signin-friction-${language}-ready`);
      await expectAccessible(page, `console sign-in ready (${language})`);
      await submit.click();

      // The right password passed: the code from the app comes next, then the console.
      await page.locator("#code").fill(await nextOperatorCode());
      await page.locator('button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === "/admin" || url.pathname === "/admin/");
      await page.locator("[data-queue]").first().waitFor();
      expect(errors.filter((error) => !error.includes("429"))).toEqual([]);
    }, 120_000);
  },
);
