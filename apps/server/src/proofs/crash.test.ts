import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Queryable } from "../db/client";
import { TEST_DATA_KEY } from "../test/app";
import { bankChecks } from "../test/bank/checks";
import { fetchSend, type Request, type Send } from "../test/bank/client";
import { BANK_FEES, type BankFixture } from "../test/bank/fixture";
import {
  type BankServer,
  orderIdsByNumber,
  startBankServer,
  startMainServer,
} from "../test/bank/server-process";
import { runBank, shownBalances } from "../test/bank/workload";

/**
 * The crash test, on the real start path: main.ts as `npm start` runs it (the
 * demo's sandbox payments, fees on) is driven over HTTP by the bank test's
 * moves from 8 clients and killed with SIGKILL after a random 60-240 calls, then
 * started again on the same data, until 1,000 moves were sent. Every POST
 * carries an Idempotency-Key (and a buyer's its own address behind the proxy);
 * a call whose answer died with the process is sent again with the same key
 * to the next process, until it is answered, as a client that cannot tell
 * whether its move happened must. Afterwards every acknowledged move is in the
 * database exactly once (each top-up, withdrawal, deposit refund and order
 * made has one row per acknowledged request), nothing is half-written (every
 * order's and request's money matches its state, each fee charged as the
 * setting says and carried to the fees account) and `ledger:verify` finds
 * nothing. The sellers are made before, by the bank test's server
 * (crash-server.ts), which is killed too. PGlite under a data folder, or a
 * scratch database on TEST_DATABASE_URL.
 */
const OPERATIONS = Number(process.env.CRASH_OPERATIONS ?? 1000);
const LEDGER_VERIFY = fileURLToPath(new URL("../scripts/ledger-verify.ts", import.meta.url));

const workDir = mkdtempSync(join(tmpdir(), "crash-test-"));
const serverUrl = process.env.TEST_DATABASE_URL;
let databaseUrl: string | undefined;
let scratchName = "";
let live: Promise<BankServer> | undefined;

afterAll(async () => {
  await live?.then((server) => server.child.kill("SIGKILL")).catch(() => {});
  rmSync(workDir, { recursive: true, force: true });
  if (serverUrl && scratchName) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${scratchName}" with (force)`);
    await admin.end();
  }
});

function environment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: join(workDir, "data"),
    CRASH_FIXTURE: join(workDir, "fixture.json"),
    CRASH_FEES: "1",
    DATA_ENCRYPTION_KEY: TEST_DATA_KEY.toString("hex"),
    DEMO: "1",
    PAYMENT_PROVIDER: "sandbox",
    // Buyers come from many addresses: the client names each buyer's in X-Forwarded-For.
    TRUST_PROXY: "1",
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL;
  delete env.ADMIN_ACCOUNT;
  delete env.ADMIN_PASSWORD;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

function run(file: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", file], { env: environment() });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.once("exit", (code) => resolve({ code, output }));
  });
}

async function withDatabase<T>(work: (db: Queryable) => Promise<T>): Promise<T> {
  const dataDir = join(workDir, "data");
  const database = await openDatabase(databaseUrl ? { databaseUrl, dataDir } : { dataDir });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** The rows each kind of request makes, of the test's sellers (the demo's seed has its own). */
async function rowsMade(db: Queryable, sellerIds: number[]) {
  const ids = sql.join(
    sellerIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await db.execute(
    sql`select (select count(*) from recharges where seller_id in (${ids}))::int as recharges,
          (select count(*) from withdrawals where seller_id in (${ids}))::int as withdrawals,
          (select count(*) from deposit_refunds where seller_id in (${ids}))::int as deposit_refunds,
          (select count(*) from orders where seller_id in (${ids}))::int as orders`,
  )) as unknown as { rows: Record<string, number>[] };
  return result.rows[0] as Record<string, number>;
}

const sleep = (ms: number) => new Promise((resume) => setTimeout(resume, ms));

describe("the crash test", () => {
  it("keeps every acknowledged move exactly once and half-writes none across SIGKILLs of main.ts, with keyed retries", async () => {
    const started = performance.now();
    if (serverUrl) {
      scratchName = `seller_crash_${process.pid}_${randomBytes(4).toString("hex")}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database "${scratchName}"`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${scratchName}`;
      databaseUrl = url.toString();
    }
    // The sellers, made through the API by the bank test's server, which then dies like the others.
    const setup = await startBankServer(environment());
    setup.child.kill("SIGKILL");
    await setup.exited;
    const fixture = JSON.parse(readFileSync(join(workDir, "fixture.json"), "utf8")) as BankFixture;
    const sellerIds = [...fixture.sellers, ...(fixture.depositSellers ?? [])].map((s) => s.sellerId);
    const before = await withDatabase((db) => rowsMade(db, sellerIds));

    // The demo's pictures, drawn once a machine (a minute or more) and shared with the demo's own
    // test (catalogue.test.ts): each start of main.ts seeds the demo, and the first would draw them.
    const pictures = join(tmpdir(), "seller-demo-pictures");
    mkdirSync(pictures, { recursive: true });
    mkdirSync(join(workDir, "data", "cache"), { recursive: true });
    symlinkSync(pictures, join(workDir, "data", "cache", "demo-pictures"));
    let server = startMainServer(environment());
    live = server;
    let calls = 0;
    let kills = 0;
    let resent = 0;
    let crashing = false;
    const killPoint = () => 60 + Math.floor(Math.random() * 180);
    let nextKill = killPoint();
    const crash = async () => {
      crashing = true;
      const old = await server;
      old.child.kill("SIGKILL");
      kills += 1;
      await old.exited;
      server = startMainServer(environment());
      live = server;
      await server.catch(() => {});
      crashing = false;
    };
    const send: Send = async (request) => {
      const keyed: Request =
        request.method === "GET"
          ? request
          : {
              ...request,
              headers: {
                "idempotency-key": randomUUID(),
                ...(request.token
                  ? {}
                  : { "x-forwarded-for": `10.${calls % 250}.${Math.floor(Math.random() * 250)}.7` }),
              },
            };
      calls += 1;
      // Killed while the other workers' calls are in flight, mid-transaction for some.
      if (calls >= nextKill && calls < OPERATIONS && !crashing) {
        nextKill = calls + killPoint();
        void crash();
      }
      for (let attempt = 1; ; attempt += 1) {
        const used = server;
        const current = await used;
        try {
          return await fetchSend(`http://127.0.0.1:${current.port}`)(keyed);
        } catch (error) {
          if (attempt >= 20) throw error;
          resent += 1;
          // The answer died with the process: the same call, the same key, to the next one.
          await Promise.race([current.exited, sleep(2_000)]);
          while (server === used && crashing) await sleep(50);
        }
      }
    };
    const report = await runBank(send, fixture, {
      operations: OPERATIONS,
      concurrency: 8,
      seed: 1000,
      orderId: orderIdsByNumber(() => send),
    });
    while (crashing) await sleep(50);
    // The last process started after a kill: it shows the balances the ledger holds.
    const shown = await shownBalances(send, fixture);
    const last = await server;
    last.child.kill("SIGKILL");
    await last.exited;

    const verify = await run(LEDGER_VERIFY);
    const { checks, after } = await withDatabase(async (db) => ({
      checks: await bankChecks(db, {
        acknowledged: report.acknowledged,
        shown,
        earlyReceiptFeePercent: BANK_FEES.earlyReceiptFeePercent,
      }),
      after: await rowsMade(db, sellerIds),
    }));
    const acknowledged = (...kinds: string[]) =>
      report.acknowledged.filter((move) => kinds.includes(move.kind)).length;
    const made = (table: string) => (after[table] ?? 0) - (before[table] ?? 0);
    console.info(
      `[${serverUrl ? "postgres" : "pglite"}] crash (main.ts): ${report.operations} moves sent, ${kills} SIGKILLs, ` +
        `${report.acknowledged.length} acknowledged, ${resent} sends repeated with their key, ` +
        `${Math.round((performance.now() - started) / 1000)} s; ${JSON.stringify(report.byKind)}`,
    );
    for (const check of checks) expect(check.breaches, check.name).toEqual([]);
    // Exactly once: a request repeated after a kill made no second row.
    expect(made("recharges"), "top-ups").toBe(acknowledged("recharge", "sandbox_recharge"));
    expect(made("withdrawals"), "withdrawals").toBe(acknowledged("withdraw"));
    expect(made("deposit_refunds"), "deposit refunds").toBe(acknowledged("request_deposit_refund"));
    expect(made("orders"), "orders").toBe(acknowledged("place_order"));
    expect(report.serverErrors).toEqual([]);
    expect(report.unanswered).toEqual([]);
    expect(kills).toBeGreaterThanOrEqual(3);
    expect(verify.output).toContain("all invariants hold");
    expect(verify.code).toBe(0);
    // Fees were charged, so their postings were checked.
    expect(report.byKind.early_receipt?.ok ?? 0).toBeGreaterThan(0);
    expect(report.byKind.approve_withdrawal?.ok ?? 0).toBeGreaterThan(0);
  }, 900_000);
});
