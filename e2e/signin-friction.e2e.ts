import { LOCKOUT_THRESHOLD, SIGNIN_FAILURES_PER_ACCOUNT_HOUR } from "@seller/contract/constants";
import { describe, expect, inject, it } from "vitest";
import { chooseLanguage, PASSWORD, registerSeller, slideToVerify } from "./support/auth";
import { uniqueAccount, useBrowser } from "./support/browser";
import { expectAccessible, shot } from "./support/console";

const openPage = useBrowser();

/** 5 wrong passwords from each of 21 addresses: past the account-wide limit of 100 an hour. */
async function attack(account: string) {
  const attackers = Math.ceil((SIGNIN_FAILURES_PER_ACCOUNT_HOUR + 1) / LOCKOUT_THRESHOLD);
  for (let a = 0; a < attackers; a += 1) {
    const address = `10.250.${Math.floor(Math.random() * 250) + 1}.${a + 1}`;
    for (let i = 0; i < LOCKOUT_THRESHOLD; i += 1) {
      await fetch(`${inject("baseUrl")}/api/sellers/signin`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify({ account, password: `guess-${a}-${i}` }),
      });
    }
  }
}

const TEXTS = {
  th: { wait: /เข้าสู่ระบบได้อีกครั้งใน \d+ วินาที/, ready: "เลื่อนยืนยันอีกครั้ง" },
  en: { wait: /You can sign in again in \d+ s/, ready: "Slide to verify again" },
};

describe.each([{ language: "th" as const }, { language: "en" as const }])(
  "signing in during an attack on the account, in $language",
  ({ language }) => {
    it("asks a new address to slide again and wait, then lets the right password in", async () => {
      const account = uniqueAccount("fr");
      await registerSeller(account);
      await attack(account);
      const { page, consoleErrors } = await openPage();
      await page.goto("/login");
      if (language === "en") await chooseLanguage(page, "en");
      await page.getByTestId("account-input").fill(account);
      await page.getByTestId("password-input").fill(PASSWORD);
      await slideToVerify(page);
      await page.getByTestId("login-submit").click();

      // Not locked out: told why, the slide undone, and the wait counted down.
      const wait = page.getByTestId("signin-wait");
      await expect.poll(() => wait.textContent()).toMatch(TEXTS[language].wait);
      await expect(page.getByTestId("login-error").textContent()).resolves.toMatch(
        language === "en" ? /Slide to verify again, wait \d+ seconds/ : /เลื่อนยืนยันอีกครั้ง รอ \d+ วินาที/,
      );
      await expect(page.getByTestId("slide-track").getAttribute("data-verified")).resolves.toBe("false");
      await expect(page.getByTestId("login-submit").isDisabled()).resolves.toBe(true);
      await shot(page, `signin-friction-${language}-wait`);
      await expectAccessible(page, `sign-in wait (${language})`);

      // Sliding during the wait does not open the button before the wait is over.
      await slideToVerify(page);
      await expect(page.getByTestId("login-submit").isDisabled()).resolves.toBe(true);
      await expect.poll(() => wait.textContent(), { timeout: 15_000 }).toContain(TEXTS[language].ready);
      await expect.poll(() => page.getByTestId("login-submit").isEnabled()).toBe(true);
      await page.getByTestId("login-submit").click();
      await page.waitForURL((url) => url.pathname === "/profile");
      expect(consoleErrors.filter((error) => !error.includes("429"))).toEqual([]);
    }, 120_000);
  },
);
