import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { PASSWORD, registerSeller } from "./support/auth";
import { PHONE_VIEWPORT, recordConsole, SOCKET_CHUNK, uniqueAccount, useBrowser } from "./support/browser";
import { rememberedSession } from "./support/session-storage";
import { verifySeller } from "./support/wallet";

/**
 * The live channel after the first screen (ARCHITECTURE.md "Real time"): a cold
 * /profile shows its balance before it asks for socket.io-client, and what the
 * server sent before the socket connected still shows, read again on connect.
 */
const openPage = useBrowser();

const BALANCE = '[data-testid="wallet-available"]';

/**
 * A cold start signed in: a fresh context without a service worker (which would answer the
 * chunks itself, past the routes), the session in local storage before the first script, and
 * the first frame at which the balance has a box noted on the page's own clock.
 */
async function coldContext(
  browser: Browser,
  account: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: inject("baseUrl"),
    viewport: PHONE_VIEWPORT,
    isMobile: true,
    hasTouch: true,
    locale: "th-TH",
    serviceWorkers: "block",
  });
  await context.addInitScript(`
    for (const [key, value] of Object.entries(${JSON.stringify(await rememberedSession(inject("baseUrl"), account, PASSWORD))}))
      localStorage.setItem(key, value);
    (function watch() {
      const box = document.querySelector(${JSON.stringify(BALANCE)})?.getBoundingClientRect();
      if (box && box.width > 0 && box.height > 0) window.balanceShownAt = performance.now();
      else requestAnimationFrame(watch);
    })();
  `);
  return { context, page: await context.newPage() };
}

/** Holds every request matching `url` until `release()`. */
async function hold(page: Page, url: string | RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const browserOf = async () => {
  const { context } = await openPage();
  const browser = context.browser();
  if (!browser) throw new Error("no browser");
  return { browser, close: () => context.close() };
};

describe("the live channel after the first screen", () => {
  it("a cold /profile shows its balance before it asks for socket.io-client, then connects", async () => {
    const account = uniqueAccount("later");
    await registerSeller(account);
    const { browser, close } = await browserOf();
    const { context, page } = await coldContext(browser, account);
    const { errors } = recordConsole(page);
    const socketChunks: Request[] = [];
    page.on("request", (request) => {
      if (SOCKET_CHUNK.test(new URL(request.url()).pathname)) socketChunks.push(request);
    });
    try {
      // The balance's call held: the page has everything else, and still no socket.io-client.
      const releaseProfile = await hold(page, "**/api/sellers/profile");
      const feedRead = page.waitForResponse((response) =>
        new URL(response.url()).pathname.startsWith("/api/sellers/notifications"),
      );
      await page.goto("/profile");
      await feedRead;
      await page.waitForTimeout(2000);
      expect(socketChunks.map((request) => request.url())).toEqual([]);

      releaseProfile();
      await page.locator(BALANCE).waitFor();
      await expect.poll(() => socketChunks.length, { timeout: 20_000 }).toBeGreaterThan(0);
      // On the browser's clock: every socket chunk was asked for after the balance had a box.
      const shownAt = await page.evaluate(() => {
        const shown = (window as { balanceShownAt?: number }).balanceShownAt;
        return shown === undefined ? undefined : performance.timeOrigin + shown;
      });
      expect(shownAt).toBeTypeOf("number");
      for (const request of socketChunks) {
        await request.response();
        expect(request.timing().startTime).toBeGreaterThan(shownAt ?? Infinity);
      }

      // The channel connects (the settings sheet's state).
      await page.getByTestId("tab-notifications").click();
      await page.getByTestId("open-settings").click();
      await page.locator('[data-testid="connection-status"][data-state="connected"]').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await close();
    }
  });

  it("what the server sent before the socket connected still shows: each connect reads it again", async () => {
    const account = uniqueAccount("gap");
    await registerSeller(account);
    const { browser, close } = await browserOf();
    const { context, page } = await coldContext(browser, account);
    const { errors } = recordConsole(page);
    let socketAsked = false;
    page.on("request", (request) => {
      if (SOCKET_CHUNK.test(new URL(request.url()).pathname)) socketAsked = true;
    });
    try {
      // The socket's code is slow to come: the page is up, its feed read, no socket yet.
      const releaseSocket = await hold(page, SOCKET_CHUNK);
      await page.goto("/profile");
      await page.locator(BALANCE).waitFor();
      await expect.poll(() => socketAsked, { timeout: 20_000 }).toBe(true);
      expect(await page.getByTestId("tab-notifications-badge").count()).toBe(0);

      // Meanwhile the operator approves the identity: a notification no socket hears.
      await verifySeller(account, "Somchai Jaidee");

      // The socket connects; the notification shows all the same, with its unread count.
      releaseSocket();
      await page.getByTestId("tab-notifications-badge").waitFor({ timeout: 20_000 });
      expect((await page.getByTestId("tab-notifications-badge").innerText()).trim()).toBe("1");
      await page.getByTestId("tab-notifications").click();
      await page.locator('[data-testid="notification-item"][data-type="verification"]').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await close();
    }
  });
});
