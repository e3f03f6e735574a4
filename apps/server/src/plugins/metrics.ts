import { timingSafeEqual } from "node:crypto";
import fp from "fastify-plugin";
import type pg from "pg";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { AppError } from "../lib/app-error";
import type { JobObserver } from "../lib/jobs";

export type Metrics = {
  registry: Registry;
  /** Counts periodic job runs and failures (lib/jobs.ts startJobs). */
  observeJob: JobObserver;
  /** A ledger verification ended (the periodic job, or `npm run ledger:verify` over the control socket). */
  ledgerVerified(breaches: number): void;
};

declare module "fastify" {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus' text format, for the people who run the
 * platform: requests by route and status with their latency, the database
 * pool, open sockets, periodic job runs and failures, and the age of the last
 * ledger verification. It answers only to `Authorization: Bearer
 * METRICS_TOKEN` (route names and counts say how the shop is used); without a
 * token configured it is not served at all. Each node is scraped on its own.
 */
export default fp<{ token: string | undefined; pool?: pg.Pool | undefined }>(
  async (app, options) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const startedAt = Date.now();

    const labelNames = ["method", "route", "status_code"] as const;
    const requests = new Counter({
      name: "http_requests_total",
      help: "HTTP requests answered, by route (its pattern, not the path) and status",
      labelNames,
      registers: [registry],
    });
    const latency = new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from a request's arrival to its answer, by route and status",
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook("onResponse", async (request, reply) => {
      // The route's pattern keeps the series few; paths nobody routes share one label.
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? "unmatched",
        status_code: String(reply.statusCode),
      };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
    });

    const { pool } = options;
    new Gauge({
      name: "db_pool_connections",
      help: "PostgreSQL pool connections by state (total, idle, waiting clients); absent on the embedded database",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        if (!pool) return;
        this.set({ state: "total" }, pool.totalCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
    });
    new Gauge({
      name: "db_info",
      help: "The database this node uses (label kind: pglite or postgres)",
      labelNames: ["kind"],
      registers: [registry],
      collect() {
        this.set({ kind: app.dbKind }, 1);
      },
    });
    new Gauge({
      name: "realtime_sockets_connected",
      help: "Socket.IO connections open on this node",
      registers: [registry],
      collect() {
        this.set(app.hasDecorator("realtime") ? app.realtime.io.engine.clientsCount : 0);
      },
    });

    const jobRuns = new Counter({
      name: "job_runs_total",
      help: "Periodic job runs by job and outcome (done, failed)",
      labelNames: ["job", "outcome"],
      registers: [registry],
    });
    const jobDuration = new Histogram({
      name: "job_run_duration_seconds",
      help: "How long periodic job runs took",
      labelNames: ["job"],
      buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300],
      registers: [registry],
    });

    let verifiedAt: number | undefined;
    const breachesFound = new Gauge({
      name: "ledger_verification_breaches",
      help: "Breaches of the ledger's invariants found by the last verification on this node",
      registers: [registry],
    });
    new Gauge({
      name: "ledger_verification_age_seconds",
      help: "Seconds since this node last completed a ledger verification (since it started, when none yet)",
      registers: [registry],
      collect() {
        this.set((Date.now() - (verifiedAt ?? startedAt)) / 1000);
      },
    });

    app.decorate<Metrics>("metrics", {
      registry,
      observeJob(job, outcome, seconds) {
        jobRuns.inc({ job, outcome });
        jobDuration.observe({ job }, seconds);
      },
      ledgerVerified(breaches) {
        verifiedAt = Date.now();
        breachesFound.set(breaches);
      },
    });

    const { token } = options;
    if (!token) return;
    app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
      const [scheme, given] = (request.headers.authorization ?? "").split(" ");
      if (scheme?.toLowerCase() !== "bearer" || !given || !sameToken(given, token))
        throw new AppError("AUTH_TOKEN_INVALID");
      reply.header("content-type", registry.contentType);
      reply.header("cache-control", "no-store");
      return registry.metrics();
    });
  },
  { name: "metrics", dependencies: ["database"] },
);
