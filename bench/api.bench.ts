/**
 * API reads through HTTP against the server in its own process, each target a ratio to a floor
 * measured in the same run on the same PostgreSQL: a bare Fastify 5 server answering `select 1`
 * through a pg pool (no plugins, no logging) is the machine's floor for any call; GET /api/health
 * at least 0.6x it; GET /api/sellers/profile with a token at least 0.5x health, GET /api/products
 * with a keyword at least 0.3x health (as production runs it: a page asked again within a second is
 * kept; the same search with no page kept is reported beside it). pgbench -S and PGlite are
 * reported beside them.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { type DatabaseHandle, openPglite, openPostgres } from "../apps/server/src/db/client";
import { runMigrations } from "../apps/server/src/db/migrate";
import { createSession } from "../apps/server/src/modules/auth/sessions";
import { createSeller } from "../apps/server/src/modules/sellers/service";
import { startBareFastify } from "./lib/bare-fastify";
import { seedCatalogue } from "./lib/catalogue";
import { CONNECTIONS, fixed, type LoadResult, load, machineLoad, ratio, SECONDS } from "./lib/load";
import { pgbenchInit, pgbenchTps, scratchDatabase } from "./lib/postgres";
import type { BenchRow } from "./lib/report";
import { startServer } from "./lib/server";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const HEALTH_TARGET = 0.6;
const PROFILE_TARGET = 0.5;
const KEYWORD_TARGET = 0.3;

/** The database the server will open: a seller with a session and the catalogue. */
async function prepare(handle: DatabaseHandle) {
  await runMigrations(handle);
  await seedCatalogue(handle.db, PRODUCTS);
  // The state of a catalogue that has been up a while: PostgreSQL's autovacuum would have merged
  // the trigram index's pending entries and gathered statistics within a minute of the seeding.
  await handle.db.execute(sql`vacuum analyze`);
  const seller = await createSeller(handle.db, { account: "benchprofile", password: "bench123" });
  if (!seller) throw new Error("seller not created");
  const { token } = await createSession(handle.db, { kind: "seller", ownerId: seller.id, remember: true });
  await handle.close();
  return token;
}

type Measured = { profile: LoadResult; keyword: LoadResult; health: LoadResult };

async function measure(options: { databaseUrl?: string; dataDir: string }, token: string): Promise<Measured> {
  const server = await startServer(options);
  try {
    const profileUrl = `${server.base}/api/sellers/profile`;
    const keywordUrl = `${server.base}/api/products?keyword=lamp&sort=price_asc`;
    const headers = { authorization: `Bearer ${token}` };
    const check = await fetch(profileUrl, { headers });
    if (check.status !== 200) throw new Error(`profile answered ${check.status}: ${await check.text()}`);
    // Warm-up: the JIT and the pool, as a server that has been up a while.
    await load(profileUrl, { headers, seconds: 2 });
    await load(keywordUrl, { seconds: 2 });
    const profile = await load(profileUrl, { headers });
    const keyword = await load(keywordUrl);
    // Liveness: the same server, HTTP and log, with no session and no query.
    const health = await load(`${server.base}/api/health`);
    return { profile, keyword, health };
  } finally {
    await server.stop();
  }
}

const passed = (result: LoadResult) => result.non2xx === 0 && result.errors === 0;

/** A measured call against its floor (the bare server or health) on the same database, in one run. */
const row = (
  database: string,
  call: string,
  result: LoadResult,
  floor: { name: string; rps: number } | null,
  target: number | null,
  context: string,
): BenchRow => {
  const value = floor ? ratio(result.rps, floor.rps) : 0;
  return {
    group: "API",
    name: `${call} (${database})`,
    measured: floor ? `${fixed(value, 3)} × ${floor.name}` : `${fixed(result.rps)} req/s`,
    target: target === null || !floor ? "reported" : `≥ ${target} × ${floor.name}`,
    met: target === null || !floor ? null : value >= target && passed(result),
    detail: `${fixed(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, non-2xx ${result.non2xx}; ${context}`,
  };
};

/**
 * The keyword search with no page kept (CATALOGUE_PAGE_MS=0): every call matches, sorts and
 * counts in the database, the cost of a search no one asked in the last second.
 */
async function measureKeywordRead(options: { databaseUrl: string; dataDir: string }): Promise<LoadResult> {
  const server = await startServer({ ...options, env: { CATALOGUE_PAGE_MS: "0" } });
  try {
    const url = `${server.base}/api/products?keyword=lamp&sort=price_asc`;
    await load(url, { seconds: 2 });
    return await load(url);
  } finally {
    await server.stop();
  }
}

/** The bare stack's floor, warmed as the product's server is. */
async function measureBare(databaseUrl: string): Promise<LoadResult> {
  const bare = await startBareFastify(databaseUrl);
  try {
    await load(bare.url, { seconds: 2 });
    return await load(bare.url);
  } finally {
    await bare.stop();
  }
}

export default async function apiBench(): Promise<BenchRow[]> {
  const scratch = await scratchDatabase("api");
  const dataDir = await mkdtemp(join(tmpdir(), "bench-api-"));
  try {
    await pgbenchInit(scratch.url);
    const postgresToken = await prepare(await openPostgres(scratch.url));
    const onPostgres = await measure({ databaseUrl: scratch.url, dataDir }, postgresToken);
    const keywordRead = await measureKeywordRead({ databaseUrl: scratch.url, dataDir });
    const bare = await measureBare(scratch.url);
    const pgbenchS = await pgbenchTps(scratch.url, {
      selectOnly: true,
      clients: CONNECTIONS,
      seconds: SECONDS,
    });
    const postgresLoad = machineLoad();

    const pgliteToken = await prepare(await openPglite(join(dataDir, "pglite")));
    const onPglite = await measure({ dataDir }, pgliteToken);
    const pgliteLoad = machineLoad();
    const floor = { name: "bare Fastify", rps: bare.rps };
    const health = { name: "health", rps: onPostgres.health.rps };
    const context = (load: string) =>
      `bare Fastify ${fixed(bare.rps)} req/s; pgbench -S ${fixed(pgbenchS)} tps; ${CONNECTIONS} connections, ${SECONDS} s; ${load}`;
    return [
      row(
        "PostgreSQL",
        "bare Fastify 5, select 1 through a pg pool (the floor)",
        bare,
        null,
        null,
        context(postgresLoad),
      ),
      row("PostgreSQL", "GET /api/health", onPostgres.health, floor, HEALTH_TARGET, context(postgresLoad)),
      row(
        "PostgreSQL",
        "GET /api/sellers/profile",
        onPostgres.profile,
        health,
        PROFILE_TARGET,
        context(postgresLoad),
      ),
      row(
        "PostgreSQL",
        "GET /api/products?keyword=lamp",
        onPostgres.keyword,
        health,
        KEYWORD_TARGET,
        context(postgresLoad),
      ),
      row(
        "PostgreSQL",
        "GET /api/products?keyword=lamp, no page kept (CATALOGUE_PAGE_MS=0)",
        keywordRead,
        health,
        null,
        context(postgresLoad),
      ),
      row("PGlite", "GET /api/sellers/profile", onPglite.profile, health, null, context(pgliteLoad)),
      row("PGlite", "GET /api/products?keyword=lamp", onPglite.keyword, health, null, context(pgliteLoad)),
    ];
  } finally {
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
