import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chooseLanguage, registerSeller, signInToProfile } from "./support/auth";
import { uniqueAccount, useBrowser } from "./support/browser";
import { requestWithdrawal } from "./support/notifications";
import { approvePendingWithdrawal, verifySeller } from "./support/wallet";

const openPage = useBrowser();
/** NOTIFICATION_SCREENS=/tmp/screens/notifications saves a picture of each step (for review). */
const SCREENS = process.env.NOTIFICATION_SCREENS;

async function shot(page: Page, name: string, options: { waitForToasts?: boolean } = {}): Promise<void> {
  if (!SCREENS) return;
  mkdirSync(SCREENS, { recursive: true });
  if (options.waitForToasts !== false) {
    await page.waitForFunction(() => !document.querySelector('[data-testid="toast"]'), null, {
      timeout: 8000,
    });
  }
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SCREENS}/${name}.png` });
}

const badge = (page: Page) => page.getByTestId("tab-notifications-badge");
const unreadItems = (page: Page) => page.locator('[data-testid="notification-item"][data-read="false"]');

async function badgeText(page: Page): Promise<string> {
  return (await badge(page).innerText()).trim();
}

describe.each([{ language: "th" }, { language: "en" }])("notifications in $language", ({ language }) => {
  it("hears an operator's decision on the open page, then reads one, reads all and opens by type", async () => {
    const account = uniqueAccount("notify");
    await registerSeller(account);
    const { page, consoleErrors } = await openPage();
    await signInToProfile(page, account);
    if (language === "en") {
      await chooseLanguage(page, "en");
      await page.getByText("Notifications").first().waitFor();
    }

    // Nothing yet: the empty state with its refresh, no badge.
    await page.getByTestId("tab-notifications").click();
    await page.waitForURL((url) => url.pathname === "/notifications");
    await page.getByTestId("notifications-empty").waitFor();
    await page.getByTestId("notifications-refresh").click();
    expect(await badge(page).count()).toBe(0);
    expect(await page.getByTestId("mark-all-read").count()).toBe(0);
    await shot(page, `${language}-01-empty`);

    // The settings sheet: the three toggles from the server, browser notifications, the live channel.
    await page.getByTestId("open-settings").click();
    await page.locator('[data-testid="connection-status"][data-state="connected"]').waitFor();
    await page.getByTestId("setting-finance").waitFor();
    expect(await page.getByTestId("setting-finance").getAttribute("aria-checked")).toBe("true");
    await shot(page, `${language}-02-settings-sheet`);
    await page.locator(".adm-mask").click({ position: { x: 10, y: 10 } });
    await page.getByTestId("notification-settings").waitFor({ state: "hidden" });

    // The sound and the icon come from this origin (the CSP's media-src 'self'); record the sound's answers.
    const sounds: number[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname === "/sounds/notify.mp3") sounds.push(response.status());
    });
    const icon = await page.request.get("/favicon.ico");
    expect(icon.status()).toBe(200);
    expect(icon.headers()["content-type"]).toMatch(/icon/);

    // The page is never reloaded: a marker on window survives only without a reload.
    await page.evaluate(() => Object.assign(window, { notifyMarker: 1 }));

    // The operator approves the identity: it arrives live, with a toast and the badge.
    await verifySeller(account, "Somchai Jaidee");
    await page.getByTestId("toast").first().waitFor();
    await page.locator('[data-testid="notification-item"][data-type="verification"]').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="tab-notifications-badge"]'));

    // Money in, a card, a withdrawal request: each movement is heard too.
    await requestWithdrawal(account, "Somchai Jaidee");
    await page.locator('[data-testid="notification-item"][data-type="recharge"]').waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="toast"]'), null, {
      timeout: 15_000,
    });

    // The operator pays the withdrawal out: its toast arrives on the open page.
    await approvePendingWithdrawal(account);
    const withdrawal = page.locator('[data-testid="notification-item"][data-type="withdraw"]').first();
    await withdrawal.waitFor();
    const withdrawalTitle = (await withdrawal.getByTestId("notification-title").innerText()).trim();
    // Its own toast starts with its title (a balance change's may mention the withdrawal too).
    await page
      .getByTestId("toast")
      .filter({ hasText: new RegExp(`^${withdrawalTitle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:`) })
      .waitFor();
    await shot(page, `${language}-03-incoming-toast`, { waitForToasts: false });
    // The in-app toast played /sounds/notify.mp3 (the seller has tapped, so the browser allows it).
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((entry) => entry.name.endsWith("/sounds/notify.mp3")),
    );
    expect(sounds.every((status) => status === 200 || status === 206)).toBe(true);
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="tab-notifications-badge"]')?.textContent?.trim() ===
        String(document.querySelectorAll('[data-testid="notification-item"][data-read="false"]').length),
    );
    const unread = await unreadItems(page).count();
    expect(unread).toBeGreaterThanOrEqual(2);
    expect(await badgeText(page)).toBe(String(unread));
    expect(await page.evaluate(() => (window as unknown as { notifyMarker?: number }).notifyMarker)).toBe(1);
    await shot(page, `${language}-04-list-with-badge`);

    // Read one: a recharge has no screen of its own in the centre's table, so the list stays.
    const recharge = page.locator('[data-testid="notification-item"][data-type="recharge"]').first();
    await recharge.click();
    await page.locator('[data-testid="notification-item"][data-type="recharge"][data-read="true"]').waitFor();
    expect(new URL(page.url()).pathname).toBe("/notifications");
    await page.waitForFunction(
      (expected) =>
        document.querySelector('[data-testid="tab-notifications-badge"]')?.textContent?.trim() === expected,
      String(unread - 1),
    );
    const footer = await page.getByTestId("notifications-footer").innerText();
    expect(footer).toContain(String(unread - 1));

    // Read all: no dots, no badge, no button.
    await page.getByTestId("mark-all-read").click();
    await page.getByTestId("mark-all-read").waitFor({ state: "detached" });
    expect(await unreadItems(page).count()).toBe(0);
    expect(await page.getByTestId("unread-dot").count()).toBe(0);
    await badge(page).waitFor({ state: "detached" });

    // Navigate by type: a balance change opens the revenue record, the identity decision /verification.
    await page.locator('[data-testid="notification-item"][data-type="transaction"]').first().click();
    await page.waitForURL((url) => url.pathname === "/revenue-record");
    await page.goBack();
    await page.locator('[data-testid="notification-item"][data-type="verification"]').click();
    await page.waitForURL((url) => url.pathname === "/verification");
    expect(consoleErrors).toEqual([]);
  });
});
