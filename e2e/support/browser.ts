import { type Browser, type BrowserContext, chromium, type Locator, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { contrastRatio } from "../../apps/web/src/test/contrast";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
];

export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** The seller app's live channel with socket.io-client: one chunk, loaded after the first screen (realtime-socket.ts). */
export const SOCKET_CHUNK = /\/assets\/realtime-socket-[\w-]+\.js$/;

/**
 * One Chromium per spec file; each test opens a fresh context (its own storage)
 * and collects console errors so a CSP violation or a React error fails the test.
 *
 * The app's service worker is blocked unless a test is about it ("allow"): a page's routes do
 * not see the calls a worker takes over (Playwright's service-worker guide), and a worker that
 * installs part-way through a test precaches the whole app (about 900 KB) on a busy machine.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  failOnSchemaMismatch();
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_FLAGS,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  return async function openPage(
    options: { language?: string; baseUrl?: string; serviceWorkers?: "allow" | "block" } = {},
  ): Promise<{ page: Page; context: BrowserContext; consoleErrors: string[]; consoleLog: string[] }> {
    if (!browser) throw new Error("browser not started");
    const baseURL = options.baseUrl ?? inject("baseUrl");
    const context = await browser.newContext({
      baseURL,
      viewport: PHONE_VIEWPORT,
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      locale: options.language ?? "th-TH",
      serviceWorkers: options.serviceWorkers ?? "block",
    });
    const page = await context.newPage();
    const { errors: consoleErrors, log: consoleLog } = recordConsole(page);
    return { page, context, consoleErrors, consoleLog };
  };
}

/** What the console logs when an answer does not match its contract schema (apps/web/src/console/api.ts). */
const SCHEMA_MISMATCH = "does not match its schema";
const schemaMismatches: string[] = [];

/**
 * Fails the test in which any page read an answer that does not match its route's contract
 * schema: the screen shows only the server-error message, which a test might not look for.
 */
export function failOnSchemaMismatch() {
  afterEach(() => {
    const found = schemaMismatches.splice(0);
    expect(found, "answers that do not match their contract schema").toEqual([]);
  });
}

/**
 * What a page writes to its console: every line, since a visitor's console is
 * not the app's log, and the errors a test fails on. Refused requests (a wrong
 * password's 401) are expected; CSP and script errors are not.
 */
export function recordConsole(page: Page): { errors: string[]; log: string[] } {
  const errors: string[] = [];
  const log: string[] = [];
  page.on("console", (message) => {
    log.push(`${message.type()}: ${message.text()}`);
    if (message.text().includes(SCHEMA_MISMATCH)) schemaMismatches.push(message.text());
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { errors, log };
}

export function uniqueAccount(prefix = "seller"): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** WCAG's contrast ratio of an element's text colour on its own (opaque) background colour. */
export async function textContrast(element: Locator): Promise<number> {
  const [foreground, background] = await element.evaluate((node) => {
    const style = getComputedStyle(node);
    return [style.color, style.backgroundColor];
  });
  return contrastRatio(foreground, background);
}

/**
 * Holds the page's calls to `url` until `answer()`: what a screen shows while
 * its figures are on the way. `end()` lets later calls through untouched.
 */
export async function holdCalls(page: Page, url: string): Promise<{ answer(): void; end(): Promise<void> }> {
  const held: { answer?: () => void } = {};
  const answered = new Promise<void>((resolve) => {
    held.answer = resolve;
  });
  await page.route(url, async (route) => {
    await answered;
    await route.continue();
  });
  return { answer: () => held.answer?.(), end: () => page.unroute(url) };
}
