/**
 * API reads through HTTP against the server in its own process, beside
 * pgbench -S in the same run: GET /api/sellers/profile with a token and
 * GET /api/products with a keyword, on PostgreSQL (targets 0.15 and 0.10 times
 * pgbench -S tps) and on PGlite (reported against the same pgbench figure).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { type DatabaseHandle, openPglite, openPostgres } from "../apps/server/src/db/client";
import { runMigrations } from "../apps/server/src/db/migrate";
import { createSession } from "../apps/server/src/modules/auth/sessions";
import { createSeller } from "../apps/server/src/modules/sellers/service";
import { seedCatalogue } from "./lib/catalogue";
import { CONNECTIONS, fixed, type LoadResult, load, machineLoad, ratio, SECONDS } from "./lib/load";
import { pgbenchInit, pgbenchTps, scratchDatabase } from "./lib/postgres";
import type { BenchRow } from "./lib/report";
import { startServer } from "./lib/server";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const PROFILE_TARGET = 0.15;
const KEYWORD_TARGET = 0.1;

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
    // The floor under every call: the same server, HTTP, log and one `select 1`, with no session.
    const health = await load(`${server.base}/api/health`);
    return { profile, keyword, health };
  } finally {
    await server.stop();
  }
}

const row = (
  database: string,
  call: string,
  result: LoadResult,
  pgbench: number,
  target: number | null,
  load: string,
): BenchRow => {
  const value = ratio(result.rps, pgbench);
  return {
    group: "API",
    name: `${call} (${database})`,
    measured: `${fixed(value, 3)} × pgbench -S`,
    target: target === null ? "reported" : `≥ ${target} × pgbench -S`,
    met: target === null ? null : value >= target && result.non2xx === 0 && result.errors === 0,
    detail: `${fixed(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, non-2xx ${result.non2xx}; pgbench -S ${fixed(pgbench)} tps; ${CONNECTIONS} connections, ${SECONDS} s; ${load}`,
  };
};

export default async function apiBench(): Promise<BenchRow[]> {
  const scratch = await scratchDatabase("api");
  const dataDir = await mkdtemp(join(tmpdir(), "bench-api-"));
  try {
    await pgbenchInit(scratch.url);
    const postgresToken = await prepare(await openPostgres(scratch.url));
    const onPostgres = await measure({ databaseUrl: scratch.url, dataDir }, postgresToken);
    const pgbenchS = await pgbenchTps(scratch.url, {
      selectOnly: true,
      clients: CONNECTIONS,
      seconds: SECONDS,
    });
    const postgresLoad = machineLoad();

    const pgliteToken = await prepare(await openPglite(join(dataDir, "pglite")));
    const onPglite = await measure({ dataDir }, pgliteToken);
    const pgliteLoad = machineLoad();
    return [
      row(
        "PostgreSQL",
        "GET /api/sellers/profile",
        onPostgres.profile,
        pgbenchS,
        PROFILE_TARGET,
        postgresLoad,
      ),
      row(
        "PostgreSQL",
        "GET /api/products?keyword=lamp",
        onPostgres.keyword,
        pgbenchS,
        KEYWORD_TARGET,
        postgresLoad,
      ),
      row(
        "PostgreSQL",
        "GET /api/health (no query, no session: the floor of HTTP and the log)",
        onPostgres.health,
        pgbenchS,
        null,
        postgresLoad,
      ),
      row("PGlite", "GET /api/sellers/profile", onPglite.profile, pgbenchS, null, pgliteLoad),
      row("PGlite", "GET /api/products?keyword=lamp", onPglite.keyword, pgbenchS, null, pgliteLoad),
    ];
  } finally {
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
