import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { bankChecks } from "../test/bank/checks";
import { fetchSend, type Send } from "../test/bank/client";
import type { BankFixture } from "../test/bank/fixture";
import { type BankServer, orderIdsByNumber, startBankServer } from "../test/bank/server-process";
import { type Acknowledged, BankState, runBank, shownBalances } from "../test/bank/workload";

/**
 * Issue 14, the crash test: a server process runs the bank test's moves and
 * is killed with SIGKILL at random points (8 calls in flight, mid-transaction),
 * then restarted on the same data, until 1,000 moves were sent. Afterwards every
 * acknowledged move is in the database, nothing is half-written (every order's
 * and request's money matches its state) and `ledger:verify` finds nothing.
 * PGlite under a data folder, or a scratch database on TEST_DATABASE_URL.
 */
const OPERATIONS = Number(process.env.CRASH_OPERATIONS ?? 1000);
const LEDGER_VERIFY = fileURLToPath(new URL("../scripts/ledger-verify.ts", import.meta.url));

const workDir = mkdtempSync(join(tmpdir(), "crash-test-"));
const serverUrl = process.env.TEST_DATABASE_URL;
let databaseUrl: string | undefined;
let scratchName = "";

afterAll(async () => {
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
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

function start(): Promise<BankServer> {
  return startBankServer(environment());
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

describe("the crash test", () => {
  it("keeps every acknowledged move and half-writes none across SIGKILLs at random points", async () => {
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
    const state = new BankState();
    const acknowledged: Acknowledged[] = [];
    const serverErrors: string[] = [];
    let sent = 0;
    let kills = 0;
    let unanswered = 0;
    let current: Send = fetchSend("http://127.0.0.1:1");
    const orderId = orderIdsByNumber(() => current);
    let fixture: BankFixture | undefined;
    while (sent < OPERATIONS) {
      const server = await start();
      fixture ??= JSON.parse(readFileSync(join(workDir, "fixture.json"), "utf8")) as BankFixture;
      const base = fetchSend(`http://127.0.0.1:${server.port}`);
      // Killed after a random number of calls of this round, while the other workers' calls are in flight.
      const killAfter = 40 + Math.floor(Math.random() * 160);
      let calls = 0;
      let killed = false;
      current = (request) => {
        calls += 1;
        if (calls === killAfter && !killed) {
          killed = true;
          kills += 1;
          server.child.kill("SIGKILL");
        }
        return base(request);
      };
      const report = await runBank((request) => current(request), fixture, {
        operations: OPERATIONS - sent,
        concurrency: 8,
        seed: 1000 + kills,
        state,
        stop: () => killed,
        orderId,
      });
      sent += report.operations;
      unanswered += report.unanswered.length;
      acknowledged.push(...report.acknowledged);
      serverErrors.push(...report.serverErrors);
      if (!killed) server.child.kill("SIGKILL");
      await server.exited;
    }
    // Restarted once more on the same data: it opens, and shows the balances the ledger holds.
    const last = await start();
    const send = fetchSend(`http://127.0.0.1:${last.port}`);
    const shown = await shownBalances(send, fixture as BankFixture);
    last.child.kill("SIGKILL");
    await last.exited;

    const verify = await run(LEDGER_VERIFY);
    const database = await openDatabase(
      databaseUrl ? { databaseUrl, dataDir: join(workDir, "data") } : { dataDir: join(workDir, "data") },
    );
    try {
      const checks = await bankChecks(database.db, { acknowledged, shown });
      console.info(
        `[${serverUrl ? "postgres" : "pglite"}] crash: ${sent} moves sent, ${kills} SIGKILLs, ` +
          `${acknowledged.length} acknowledged, ${unanswered} cut off without an answer`,
      );
      expect(serverErrors).toEqual([]);
      expect(kills).toBeGreaterThanOrEqual(3);
      for (const check of checks) expect(check.breaches, check.name).toEqual([]);
      expect(verify.output).toContain("all invariants hold");
      expect(verify.code).toBe(0);
    } finally {
      await database.close();
    }
  }, 900_000);
});
