import { loadavg } from "node:os";
import { type Browser, chromium } from "playwright-core";
import { demoSessionStorage, startDemoServer } from "./lib/demo-app";
import type { BenchRow } from "./lib/report";

/** The bounds for a cold /profile on a cheap phone. */
const MAX_FILES = 20;
const MAX_BALANCE_MS = 2500;
const RUNS = Number(process.env.BENCH_COLD_PROFILE_RUNS ?? 5);
/** Slow 4G as Lighthouse's mobile preset names it: 150 ms round trip, 1.6 Mbit/s each way. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 1.6e6 / 8 };
const CPU_SLOWDOWN = 4;
const BALANCE = '[data-testid="wallet-available"]';

type ColdLoad = { files: number; balanceMs: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * One cold visit of /profile as a signed-in seller: fresh context (empty cache, no service
 * worker), the session in local storage before the page's first script, the CPU and the link
 * slowed through the DevTools protocol. The page notes, on each animation frame, the first time
 * since navigation started that the balance has a box; every script and stylesheet asked for
 * until the network is quiet is counted (lazy chunks included).
 */
async function coldProfile(
  browser: Browser,
  base: string,
  storage: Record<string, string>,
): Promise<ColdLoad> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 640 },
    isMobile: true,
    locale: "th-TH",
    serviceWorkers: "block",
  });
  try {
    // A string, not a function: tsx wraps named functions in a helper the page does not have.
    await context.addInitScript(`
      for (const [key, value] of Object.entries(${JSON.stringify(storage)})) localStorage.setItem(key, value);
      (function watch() {
        const box = document.querySelector(${JSON.stringify(BALANCE)})?.getBoundingClientRect();
        if (box && box.width > 0 && box.height > 0) window.balanceShownAt = performance.now();
        else requestAnimationFrame(watch);
      })();
    `);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    let files = 0;
    page.on("request", (request) => {
      if (["script", "stylesheet"].includes(request.resourceType())) files += 1;
    });
    await page.goto(`${base}/profile`, { waitUntil: "commit" });
    await page.waitForFunction(() => "balanceShownAt" in window, undefined, {
      timeout: 60_000,
      polling: 100,
    });
    const balanceMs = await page.evaluate(
      () => (window as unknown as { balanceShownAt: number }).balanceShownAt,
    );
    await page.waitForLoadState("networkidle");
    return { files, balanceMs };
  } finally {
    await context.close();
  }
}

export default async function coldProfileBench(): Promise<BenchRow[]> {
  const server = await startDemoServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
    ],
  });
  try {
    const session = await demoSessionStorage(server.baseUrl);
    const runs: ColdLoad[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await coldProfile(browser, server.baseUrl, session));
    const files = Math.max(...runs.map((run) => run.files));
    const balance = median(runs.map((run) => run.balanceMs));
    const load = `load ${loadavg()[0]?.toFixed(1)}`;
    return [
      {
        group: "Cold start",
        name: "cold /profile: scripts + stylesheets requested",
        measured: String(files),
        target: `<= ${MAX_FILES}`,
        met: files <= MAX_FILES,
        detail: `most of ${runs.length} runs: ${runs.map((run) => run.files).join("/")}`,
      },
      {
        group: "Cold start",
        name: `cold /profile balance visible, ${CPU_SLOWDOWN}x CPU slow 4G, median of ${runs.length}`,
        measured: `${Math.round(balance)} ms`,
        target: `<= ${MAX_BALANCE_MS} ms`,
        met: balance <= MAX_BALANCE_MS,
        detail: `${runs.map((run) => Math.round(run.balanceMs)).join("/")} ms; ${load}`,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
