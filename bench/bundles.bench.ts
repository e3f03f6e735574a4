import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { type Browser, chromium } from "playwright-core";
import { build } from "vite";
import { demoSessionStorage, placeDemoOrder, startDemoServer } from "./lib/demo-app";
import type { BenchRow } from "./lib/report";

const WEB = join(import.meta.dirname, "../apps/web");
/** The bounds, as multiples of a bare React + ReactDOM build. */
const LOGIN_MAX_RATIO = 2.5;
const STOREFRONT_MAX_RATIO = 2;

/** Every script is counted as gzip at level 9 (what the server's .gz copies are), whatever was sent. */
const gzipBytes = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * The yardstick: an app that renders one heading with React and ReactDOM 19
 * (the app's own copies), built by the same Vite in production mode.
 */
async function bareReactBytes(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), "seller-bench-bare-react-"));
  try {
    writeFileSync(
      join(dir, "index.html"),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
    );
    writeFileSync(
      join(dir, "main.js"),
      [
        'import { createElement } from "react";',
        'import { createRoot } from "react-dom/client";',
        'createRoot(document.getElementById("root")).render(createElement("h1", null, "Hello"));',
      ].join("\n"),
    );
    await build({
      root: dir,
      configFile: false,
      logLevel: "silent",
      mode: "production",
      resolve: {
        alias: {
          react: join(WEB, "node_modules/react"),
          "react-dom": join(WEB, "node_modules/react-dom"),
        },
      },
      build: { outDir: join(dir, "dist") },
    });
    const assets = join(dir, "dist/assets");
    return readdirSync(assets)
      .filter((file) => file.endsWith(".js"))
      .reduce((sum, file) => sum + gzipBytes(readFileSync(join(assets, file))), 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Load = { bytes: number; files: number };

/**
 * The JavaScript a page loads before it is ready: every script response from
 * opening the address until the network is quiet (lazy route chunks included),
 * in a fresh context with an empty cache and no service worker.
 */
async function firstLoad(
  browser: Browser,
  url: string,
  ready: string,
  storage: Record<string, string> = {},
): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    locale: "th-TH",
    serviceWorkers: "block",
  });
  try {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, storage);
    const page = await context.newPage();
    const scripts: Promise<number>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.push(response.body().then((body) => gzipBytes(body)));
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForSelector(ready, { timeout: 60_000 });
    await page.waitForLoadState("networkidle");
    const sizes = await Promise.all(scripts);
    return { bytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length };
  } finally {
    await context.close();
  }
}

export default async function bundles(): Promise<BenchRow[]> {
  const bare = await bareReactBytes();
  const server = await startDemoServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const base = server.baseUrl;
    const session = await demoSessionStorage(base);
    const orderCode = await placeDemoOrder(base);
    const row = (name: string, load: Load, maxRatio?: number): BenchRow => {
      const ratio = load.bytes / bare;
      return {
        group: "Bundles",
        name: `${name} first-load JS (gzip)`,
        measured: `${kb(load.bytes)} = ${ratio.toFixed(2)}x`,
        target: maxRatio === undefined ? "-" : `<= ${maxRatio}x bare React`,
        met: maxRatio === undefined ? null : ratio <= maxRatio,
        detail: `${load.files} scripts; bare React + ReactDOM ${kb(bare)}`,
      };
    };
    return [
      {
        group: "Bundles",
        name: "bare React + ReactDOM (gzip)",
        measured: kb(bare),
        target: "-",
        met: null,
        detail: "createRoot().render(<h1>), same Vite, production",
      },
      row(
        "/login",
        await firstLoad(browser, `${base}/login`, '[data-testid="login-submit"]'),
        LOGIN_MAX_RATIO,
      ),
      row(
        "storefront /s/demo",
        await firstLoad(browser, `${base}/s/demo`, '[data-testid="store-product"]'),
        STOREFRONT_MAX_RATIO,
      ),
      row(
        "order page /o/{code}",
        await firstLoad(browser, `${base}/o/${orderCode}`, '[data-testid="order-status"]'),
        STOREFRONT_MAX_RATIO,
      ),
      row(
        "/profile (signed in)",
        await firstLoad(browser, `${base}/profile`, '[data-testid="profile-name"]', session),
      ),
      row("/ home (signed in)", await firstLoad(browser, `${base}/`, '[data-testid="home-hero"]', session)),
      row(
        "/products (signed in)",
        await firstLoad(browser, `${base}/products`, '[data-testid="product-card"]', session),
      ),
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
