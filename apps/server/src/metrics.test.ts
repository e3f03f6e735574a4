import { describe, expect, it } from "vitest";
import { startJobs } from "./lib/jobs";
import { signedInSeller, useTestApp } from "./test/app";

const TOKEN = "metrics-token-of-this-test";
const t = useTestApp({ metricsToken: TOKEN });
const scrape = (authorization?: string) =>
  t.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

/** The value of one sample line (name and labels exactly as printed), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("GET /metrics", () => {
  it("answers only to its token", async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape("Bearer not-the-token-at-all-x")).statusCode).toBe(401);
    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it("counts requests by route pattern and status, with their latency", async () => {
    const seller = await signedInSeller(t.app);
    for (const id of [101, 102, 103]) {
      await t.app.inject({
        method: "GET",
        url: `/api/sellers/orders/${id}`,
        headers: { authorization: `Bearer ${seller.token}` },
      });
    }
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    const route = 'method="POST",route="/api/sellers/signin",status_code="200"';
    expect(sample(text, `http_requests_total{${route}}`)).toBe(1);
    expect(sample(text, `http_request_duration_seconds_count{${route}}`)).toBe(1);
    expect(sample(text, `http_request_duration_seconds_bucket{le="+Inf",${route}}`)).toBe(1);
    // Three paths of one route are one series: no label per id.
    const orders = text
      .split("\n")
      .filter((row) => row.startsWith("http_requests_total") && row.includes("/api/sellers/orders/"));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatch(/route="\/api\/sellers\/orders\/:id"/);
    expect(orders[0]?.endsWith(" 3")).toBe(true);
  });

  it("reports the database, open sockets, job runs and failures, and the ledger verification's age", async () => {
    const stop = startJobs(
      [
        { name: "succeeds", everyMs: 20, run: async () => 0 },
        { name: "fails", everyMs: 20, run: async () => Promise.reject(new Error("broken")) },
      ],
      t.app.log,
      t.app.metrics.observeJob,
    );
    await new Promise((done) => setTimeout(done, 150));
    await stop();
    let text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, 'job_runs_total{job="succeeds",outcome="done"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'job_runs_total{job="fails",outcome="failed"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'job_runs_total{job="fails",outcome="done"}')).toBeUndefined();
    expect(sample(text, `db_info{kind="${t.app.dbKind}"}`)).toBe(1);
    expect(sample(text, "realtime_sockets_connected")).toBe(0);
    if (t.app.dbKind === "postgres") expect(sample(text, 'db_pool_connections{state="total"}')).toBeDefined();

    await new Promise((done) => setTimeout(done, 1_100));
    const before = sample(text, "ledger_verification_age_seconds") ?? 0;
    expect(before).toBeGreaterThan(0);
    t.app.metrics.ledgerVerified(0);
    text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, "ledger_verification_age_seconds")).toBeLessThan(1);
    expect(sample(text, "ledger_verification_breaches")).toBe(0);
  });
});

describe("without METRICS_TOKEN", () => {
  const plain = useTestApp();
  it("serves no /metrics", async () => {
    const answer = await plain.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.statusCode).toBe(404);
  });
});
