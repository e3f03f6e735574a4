import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { CHROMIUM_FLAGS, failOnSchemaMismatch, recordConsole } from "./browser";
import { nextOperatorCode, operatorTokenOf } from "./operator-code";
import { OPERATOR } from "./server";

/** The console is for a desktop browser (issue 13). */
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

/** CONSOLE_SCREENS=/tmp/screens/console saves a picture of each console screen (for review). */
const SCREENS = process.env.CONSOLE_SCREENS;

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** One Chromium per spec file; each page a fresh desktop context with the console's language chosen. */
export function useConsoleBrowser() {
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
  return async function openConsole(language: "th" | "en" = "en", baseUrl = inject("baseUrl")) {
    if (!browser) throw new Error("browser not started");
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: DESKTOP_VIEWPORT,
      locale: language === "th" ? "th-TH" : "en-US",
      acceptDownloads: true,
    });
    await context.addInitScript(
      (chosen) => window.localStorage.setItem("console_language", chosen),
      language,
    );
    const page = await context.newPage();
    const { errors, log } = recordConsole(page);
    return { page, context, errors, log };
  };
}

/**
 * Signs the suite's operator in through the console's own sign-in page: the password, then
 * the code of the authenticator app the operator enrolled (every operator signs in with
 * two-factor, DECISIONS.md "Operator console"). Each code is spent once and the server takes
 * two steps' codes at most, so a third such sign-in within 30 s waits for the next step: the
 * tests that are about the sign-in use this, the others `signInToConsole`.
 */
export async function signInThroughConsoleForm(page: Page): Promise<void> {
  await page.goto("/admin");
  await page.waitForURL(/\/admin\/sign-in/);
  const baseUrl = new URL(page.url()).origin;
  // Enrolled before the page asks for its code (a demo server's operator on first use).
  await operatorTokenOf(baseUrl);
  await page.locator("#account").fill(OPERATOR.account);
  await page.locator("#password").fill(OPERATOR.password);
  await page.locator('button[type="submit"]').click();
  await page.locator("#code").fill(await nextOperatorCode(baseUrl));
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === "/admin" || url.pathname === "/admin/");
  await page.locator("[data-queue]").first().waitFor();
}

/**
 * The console signed in as the suite's operator: signed out, it shows only the sign-in page; then
 * the tab holds the operator's two-factor session (the one the API helpers use), as the sign-in
 * page leaves it in session storage (apps/web/src/console/session.ts). No code is spent, so no
 * test waits for the authenticator's next 30 s step.
 */
export async function signInToConsole(page: Page): Promise<void> {
  await page.goto("/admin");
  await page.waitForURL(/\/admin\/sign-in/);
  const token = await operatorTokenOf(new URL(page.url()).origin);
  await page.evaluate(
    ({ token, account }) => {
      sessionStorage.setItem("console_token", token);
      sessionStorage.setItem("console_account", account);
      sessionStorage.setItem("console_must_change", "0");
      sessionStorage.setItem("console_must_enrol", "0");
    },
    { token, account: OPERATOR.account },
  );
  await page.goto("/admin");
  await page.locator("[data-queue]").first().waitFor();
}

/** Opens a console path and waits for its list or form to settle. */
export async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(`/admin${path}`);
  await page.locator("main h2").first().waitFor();
  await page.waitForFunction(
    () => document.querySelectorAll(".ant-spin-spinning, .ant-skeleton-active").length === 0,
    null,
    {
      timeout: 20_000,
    },
  );
}

/** An axe scan of what is on screen: no serious or critical violation. */
export async function expectAccessible(page: Page, screen: string, within = "body"): Promise<void> {
  // Evaluated through the debugging protocol, not a <script>: the console's policy allows no inline script.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  // A button fading in from its loading or disabled look (antd-mobile's 0.15 s opacity transition)
  // or a panel sliding open would be measured half-drawn: let finite transitions end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(async (scope) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(scope, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(" "))
            .join(" | ")}`,
      );
  }, within);
  expect(violations, screen).toEqual([]);
}

export async function shot(page: Page, name: string): Promise<void> {
  if (!SCREENS) return;
  mkdirSync(SCREENS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SCREENS}/${name}.png` });
}
