/**
 * The bank test at the bench's size: 10,000 random money moves (recharges,
 * withdrawals, approvals, rejections, deposits, refunds, order payments, ships,
 * early receipts, completions) from 8 clients at once, over HTTP to the API in
 * its own process, on PGlite and on PostgreSQL. The suites run 1,000 of them
 * (apps/server/src/proofs/bank.test.ts); here the same checks follow: money
 * conserved, no seller negative, balances equal to transfers, every order's
 * money matching its state, and the ledger verified.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../apps/server/src/db/client";
import { verifyLedger } from "../apps/server/src/modules/wallet/verify-ledger";
import { bankChecks } from "../apps/server/src/test/bank/checks";
import { fetchSend } from "../apps/server/src/test/bank/client";
import type { BankFixture } from "../apps/server/src/test/bank/fixture";
import { orderIdsByNumber, startBankServer } from "../apps/server/src/test/bank/server-process";
import { runBank, shownBalances } from "../apps/server/src/test/bank/workload";
import { fixed, machineLoad } from "./lib/load";
import { scratchDatabase } from "./lib/postgres";
import type { BenchRow } from "./lib/report";

const OPERATIONS = Number(process.env.BENCH_BANK_OPERATIONS ?? 10_000);
const CONCURRENCY = 8;
const SELLERS = 8;

async function bankRun(kind: "PGlite" | "PostgreSQL"): Promise<BenchRow> {
  const workDir = await mkdtemp(join(tmpdir(), "bench-bank-"));
  const scratch = kind === "PostgreSQL" ? await scratchDatabase("bank") : undefined;
  const dataDir = join(workDir, "data");
  const fixtureFile = join(workDir, "fixture.json");
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? "",
    TMPDIR: tmpdir(),
    DATA_DIR: dataDir,
    CRASH_FIXTURE: fixtureFile,
    CRASH_SELLERS: String(SELLERS),
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  };
  try {
    const server = await startBankServer(env);
    const fixture = JSON.parse(await readFile(fixtureFile, "utf8")) as BankFixture;
    const send = fetchSend(`http://127.0.0.1:${server.port}`);
    let report: Awaited<ReturnType<typeof runBank>>;
    let shown: Awaited<ReturnType<typeof shownBalances>>;
    try {
      report = await runBank(send, fixture, {
        operations: OPERATIONS,
        concurrency: CONCURRENCY,
        seed: 10_000,
        orderId: orderIdsByNumber(() => send),
      });
      shown = await shownBalances(send, fixture);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    const database = await openDatabase(scratch ? { databaseUrl: scratch.url, dataDir } : { dataDir });
    let breaches: string[];
    let ledger: Awaited<ReturnType<typeof verifyLedger>>;
    try {
      const checks = await bankChecks(database.db, { acknowledged: report.acknowledged, shown });
      breaches = checks.flatMap((check) => check.breaches.map((breach) => `${check.name}: ${breach}`));
      ledger = await verifyLedger(database.db);
    } finally {
      await database.close();
    }
    const failures = [...report.serverErrors, ...report.unanswered, ...breaches];
    const sound = failures.length === 0 && ledger.length === 0 && report.operations >= OPERATIONS;
    const perSecond = (report.operations / report.elapsedMs) * 1000;
    const kinds = Object.entries(report.byKind)
      .map(([name, counts]) => `${name} ${counts.ok}/${counts.ok + counts.refused}`)
      .join(", ");
    return {
      group: "Proofs",
      name: `bank test, ${OPERATIONS.toLocaleString("en")} moves over HTTP (${kind})`,
      measured: sound ? "money conserved, ledger sound" : `${failures.length + ledger.length} breaches`,
      target: "0 breaches, 0 server errors",
      met: sound,
      detail:
        `${report.operations} moves in ${fixed(report.elapsedMs / 1000, 1)} s (${fixed(perSecond)}/s, ${CONCURRENCY} in flight, ${SELLERS} sellers), ` +
        `${report.acknowledged.length} acknowledged, ${report.refused} refused by the rules; ${kinds}; ` +
        `${report.serverErrors.length} server errors; ledger ${ledger.length === 0 ? "sound" : `${ledger.length} breaches`}` +
        `${failures[0] ? `; first: ${failures[0].slice(0, 160)}` : ""}; ${machineLoad()}`,
    };
  } finally {
    await scratch?.drop();
    await rm(workDir, { recursive: true, force: true });
  }
}

export default async function bankBench(): Promise<BenchRow[]> {
  return [await bankRun("PGlite"), await bankRun("PostgreSQL")];
}
