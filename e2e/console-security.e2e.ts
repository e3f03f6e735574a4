import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, shot, useConsoleBrowser } from "./support/console";
import { codeAtStep, stepNow } from "./support/operator-enrol";
import { spawnServer } from "./support/server";

/**
 * Every operator signs in with two-factor and chooses a password of 12 characters or more
 * (DECISIONS.md "Operator console"). A server of its own: its operator is new, with no
 * authenticator app yet, as a freshly created operator account is.
 */
const NEWCOMER = { account: "newcomer", password: "newcomer-first-pass" };
const CHOSEN = "newcomer-chosen-pass";

const dataDir = mkdtempSync(join(tmpdir(), "seller-e2e-operator-"));
let server: Awaited<ReturnType<typeof spawnServer>> | undefined;
beforeAll(async () => {
  const admin = { ADMIN_ACCOUNT: NEWCOMER.account, ADMIN_PASSWORD: NEWCOMER.password };
  server = await spawnServer(dataDir, admin, 90_000);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const openConsole = useConsoleBrowser();

/** A code of a step after `after`, waiting for it when it is not offered yet (one code per step). */
async function codeAfter(secret: string, after: number): Promise<{ code: string; step: number }> {
  while (stepNow() + 1 <= after) await new Promise((resolve) => setTimeout(resolve, 1000));
  const step = Math.max(stepNow(), after + 1);
  return { code: await codeAtStep(secret, step), step };
}

/** The language picker beside a centred card's title (sign-in, enrolment). */
async function chooseCardLanguage(page: Page, name: string) {
  await page.locator(".ant-card-extra .ant-select").click();
  await page.locator(".ant-select-item-option", { hasText: name }).click();
}

describe("operator two-factor and password in the console", () => {
  it("enrols an authenticator app at the first sign-in, changes the password, then signs in with a code", async () => {
    const { page, context, errors } = await openConsole("en", server?.baseUrl);
    await page.goto("/admin");
    await page.waitForURL(/\/admin\/sign-in/);
    await page.locator("#account").fill(NEWCOMER.account);
    await page.locator("#password").fill(NEWCOMER.password);
    await page.getByRole("button", { name: "Sign in" }).click();

    // No authenticator app yet: the console leads to the enrolment, and nothing else opens.
    await page.waitForURL(/\/admin\/two-factor/);
    await page.getByTestId("enrol-qr").waitFor();
    await expectAccessible(page, "two-factor enrolment");
    await shot(page, "two-factor-enrolment");
    // In Thai the title is longer than the room beside the language picker: it wraps, whole.
    await chooseCardLanguage(page, "ไทย");
    const title = page.locator(".ant-card-head-title h1", { hasText: "ตั้งค่าการยืนยันตัวตนสองขั้นตอน" });
    await title.waitFor();
    expect(
      await title.evaluate((heading) => {
        const head = heading.closest(".ant-card-head-title");
        return heading.scrollWidth <= heading.clientWidth && !!head && head.scrollWidth <= head.clientWidth;
      }),
    ).toBe(true);
    await shot(page, "two-factor-enrolment-th");
    await chooseCardLanguage(page, "English");
    await page.locator(".ant-card-head-title h1", { hasText: "two-factor" }).waitFor();
    await page.goto("/admin/queues/withdrawals");
    await page.waitForURL(/\/admin\/two-factor/);
    const key = (await page.getByTestId("enrol-key").first().innerText()).replace(/\s+/g, "");
    expect(key).toMatch(/^[A-Z2-7]{16,}$/);

    // A wrong code is refused on the page; the app's code turns it on.
    await page.locator("#code").fill("000000");
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await page.getByRole("alert").waitFor();
    const enrolled = await codeAfter(key, 0);
    await page.locator("#code").fill(enrolled.code);
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await page.getByTestId("recovery-codes").waitFor();
    expect(await page.getByTestId("recovery-codes").locator("li").count()).toBe(10);
    await shot(page, "two-factor-recovery-codes");
    await page.getByTestId("enrol-continue").click();
    await page.waitForURL((url) => url.pathname === "/admin" || url.pathname === "/admin/");
    await page.locator("[data-queue]").first().waitFor();

    // The password, from the header: 11 characters are refused on the form, 12 or more taken.
    await page.getByRole("button", { name: "Change password" }).click();
    await page.waitForURL(/\/admin\/change-password/);
    await page.locator("#old_password").waitFor();
    await expectAccessible(page, "change password");
    await page.locator("#old_password").fill(NEWCOMER.password);
    await page.locator("#new_password").fill("short-pass1");
    await page.locator("#confirm").fill("short-pass1");
    await page.locator('button[type="submit"]').click();
    await page.getByText("At least 12 characters").waitFor();
    await shot(page, "change-password-too-short");
    await page.locator("#new_password").fill(CHOSEN);
    await page.locator("#confirm").fill(CHOSEN);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === "/admin" || url.pathname === "/admin/");

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/admin\/sign-in/);

    // Signing in again: the chosen password, then the app's code.
    await page.locator("#account").fill(NEWCOMER.account);
    await page.locator("#password").fill(CHOSEN);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.locator("#code").waitFor();
    await expectAccessible(page, "sign-in code");
    await shot(page, "sign-in-code");
    await page.locator("#code").fill((await codeAfter(key, enrolled.step)).code);
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL((url) => url.pathname === "/admin" || url.pathname === "/admin/");
    await page.locator("[data-queue]").first().waitFor();

    // The change-password page's own Log out.
    await page.getByRole("button", { name: "Change password" }).click();
    await page.waitForURL(/\/admin\/change-password/);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/admin\/sign-in/);
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);
});
