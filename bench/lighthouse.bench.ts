import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import {
  type DemoServer,
  demoProductId,
  demoSessionStorage,
  placeDemoOrder,
  startDemoServer,
} from "./lib/demo-app";
import type { BenchRow } from "./lib/report";

/** The issues' bounds for every page, Lighthouse's mobile defaults (simulated slow 4G, 4x CPU slowdown). */
const MIN_PERFORMANCE = 95;
const MIN_ACCESSIBILITY = 98;
/** Each page is audited this many times and the median kept: simulated scores follow the machine's load. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

type Page = { name: string; path: string; signedIn: boolean };
type Scores = {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  failedA11y: string[];
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * One cold visit in a fresh Chromium profile (empty cache, no service worker).
 * A signed-in page gets the demo seller's session in local storage first, set
 * from /api/health so that no file of the app is cached before the audit;
 * Lighthouse's own storage reset, which would remove it, is turned off.
 */
async function audit(url: string, storage: Record<string, string> | null): Promise<Scores> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    if (storage) {
      await page.goto(new URL("/api/health", url).href);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }, storage);
    }
    const result = await lighthouse(
      url,
      {
        logLevel: "error",
        output: "json",
        onlyCategories: ["performance", "accessibility"],
        disableStorageReset: storage !== null,
      },
      undefined,
      page,
    );
    await browser.disconnect();
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (process.env.BENCH_LIGHTHOUSE_DUMP) {
      const { writeFileSync } = await import("node:fs");
      writeFileSync(
        `${process.env.BENCH_LIGHTHOUSE_DUMP}/${new URL(url).pathname.replace(/\W+/g, "_")}.json`,
        JSON.stringify(lhr),
      );
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const a11yRefs = lhr.categories.accessibility?.auditRefs ?? [];
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      fcp: value("first-contentful-paint"),
      lcp: value("largest-contentful-paint"),
      tbt: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
      failedA11y: a11yRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
        .map((ref) => ref.id),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse sometimes loses the trace of a load on a busy machine (NO_NAVSTART, NO_FCP): that
 * audit measured nothing, so it is taken again, up to twice, rather than ending the bench.
 */
async function auditWithRetry(url: string, storage: Record<string, string> | null): Promise<Scores> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, storage);
    } catch (error) {
      const lostTrace = error instanceof Error && /NO_NAVSTART|NO_FCP|NO_LCP/.test(error.message);
      if (!lostTrace || attempt > 2) throw error;
      console.error(`lighthouse ${url}: ${error.message}; taken again`);
    }
  }
}

export default async function lighthouseBench(): Promise<BenchRow[]> {
  const external = process.env.BENCH_BASE_URL;
  const server: DemoServer | null = external ? null : await startDemoServer();
  const base = external ?? server?.baseUrl ?? "";
  try {
    const session = await demoSessionStorage(base);
    const orderCode = await placeDemoOrder(base);
    const productId = await demoProductId(base);
    const pages: Page[] = [
      { name: "/login", path: "/login", signedIn: false },
      { name: "/profile", path: "/profile", signedIn: true },
      { name: "/ (home)", path: "/", signedIn: true },
      { name: "/products", path: "/products", signedIn: true },
      { name: "/product/{id}", path: `/product/${productId}`, signedIn: true },
      { name: "/shop", path: "/shop", signedIn: true },
      { name: "/pending-shipment", path: "/pending-shipment", signedIn: true },
      { name: "/revenue-record", path: "/revenue-record", signedIn: true },
      { name: "storefront /s/demo", path: "/s/demo", signedIn: false },
      { name: "storefront product /s/demo/p/{id}", path: `/s/demo/p/${productId}`, signedIn: false },
      { name: "buyer's order /o/{code}", path: `/o/${orderCode}`, signedIn: false },
    ];
    const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(",");
    const rows: BenchRow[] = [];
    // By path, or by the name's placeholder for a path made in the run ("/o/{code}").
    const chosen = (entry: Page) =>
      !only || only.some((wanted) => entry.path === wanted || entry.name.endsWith(wanted));
    for (const page of pages.filter(chosen)) {
      const runs: Scores[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await auditWithRetry(`${base}${page.path}`, page.signedIn ? session : null));
      }
      const performance = median(runs.map((run) => run.performance));
      const accessibility = median(runs.map((run) => run.accessibility));
      const failed = [...new Set(runs.flatMap((run) => run.failedA11y))];
      rows.push({
        group: "Lighthouse mobile",
        name: page.name,
        measured: `performance ${performance}, accessibility ${accessibility}`,
        target: `>= ${MIN_PERFORMANCE} and >= ${MIN_ACCESSIBILITY}`,
        met: performance >= MIN_PERFORMANCE && accessibility >= MIN_ACCESSIBILITY,
        detail: [
          `median of ${runs.length}: performance ${runs.map((run) => run.performance).join("/")}`,
          `FCP ${(median(runs.map((run) => run.fcp)) / 1000).toFixed(1)} s`,
          `LCP ${(median(runs.map((run) => run.lcp)) / 1000).toFixed(1)} s`,
          `TBT ${Math.round(median(runs.map((run) => run.tbt)))} ms`,
          `CLS ${median(runs.map((run) => run.cls)).toFixed(3)}`,
          failed.length > 0 ? `accessibility audits failed: ${failed.join(", ")}` : "",
        ]
          .filter(Boolean)
          .join("; "),
      });
      console.error(`lighthouse ${page.name}: ${rows.at(-1)?.measured} (${rows.at(-1)?.detail})`);
    }
    return rows;
  } finally {
    await server?.stop();
  }
}
