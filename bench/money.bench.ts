/**
 * Money through HTTP on PostgreSQL, beside pgbench's TPC-B-like script in the
 * same run: a seller's withdrawal request (the amount frozen) plus the
 * operator's approval (paid out), with the ledger verified afterwards.
 * Target: at least 0.5 times the withdrawal-password checks the machine's
 * cores make per second (argon2id at OWASP's minimum, one per withdrawal: the
 * row's ceiling, measured in the same run). pgbench TPC-B is reported beside
 * it. (The order-ship row is orders.bench.ts.)
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq } from "drizzle-orm";
import { openPostgres } from "../apps/server/src/db/client";
import { hashPassword, verifyPassword } from "../apps/server/src/lib/passwords";
import { withdrawals } from "../apps/server/src/modules/wallet/tables";
import { verifyLedger } from "../apps/server/src/modules/wallet/verify-ledger";
import { CONNECTIONS, fixed, machineLoad, post, ratio, runOperations, SECONDS } from "./lib/load";
import { pgbenchInit, pgbenchTps, scratchDatabase } from "./lib/postgres";
import type { BenchRow } from "./lib/report";
import { startServer } from "./lib/server";
import { type BenchSeller, openSetupApp, readySeller, WITHDRAW_PASSWORD } from "./lib/setup-app";

/** Three withdrawals a day per seller is the published rule, so the run needs a third as many sellers. */
const SELLERS = Number(process.env.BENCH_WITHDRAW_SELLERS ?? 100);
const PER_SELLER = 3;
const TARGET = 0.5;

/**
 * Withdrawal-password checks per second on this machine's cores, with nothing
 * else running: each withdrawal request makes one, so no run of this bench can
 * exceed it. The server's own hash (argon2id, OWASP's minimum cost).
 */
async function passwordChecksPerSecond(seconds = 5): Promise<number> {
  const stored = await hashPassword(WITHDRAW_PASSWORD);
  const until = performance.now() + seconds * 1000;
  let checks = 0;
  const worker = async () => {
    while (performance.now() < until) {
      if (!(await verifyPassword(stored, WITHDRAW_PASSWORD))) throw new Error("password check failed");
      checks += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: availableParallelism() * 2 }, worker));
  return checks / ((performance.now() - started) / 1000);
}

export default async function moneyBench(): Promise<BenchRow[]> {
  const scratch = await scratchDatabase("money");
  const dataDir = await mkdtemp(join(tmpdir(), "bench-money-"));
  try {
    await pgbenchInit(scratch.url);
    const setup = await openSetupApp(await openPostgres(scratch.url), dataDir);
    const sellers: BenchSeller[] = [];
    const prefix = `w${Date.now().toString(36)}`;
    for (let start = 0; start < SELLERS; start += 10) {
      const batch = Array.from({ length: Math.min(10, SELLERS - start) }, (_, i) => `${prefix}${start + i}`);
      sellers.push(...(await Promise.all(batch.map((account) => readySeller(setup, account, "15000")))));
    }
    const operatorToken = setup.operatorToken;
    await setup.close();

    const server = await startServer({ databaseUrl: scratch.url, dataDir });
    let run: Awaited<ReturnType<typeof runOperations>>;
    try {
      // Seller i % SELLERS takes the i-th withdrawal, so concurrent ones lock different accounts.
      run = await runOperations(SELLERS * PER_SELLER, CONNECTIONS, async (index) => {
        const seller = sellers[index % SELLERS];
        if (!seller) throw new Error("no seller");
        const requested = await post(
          `${server.base}/api/sellers/wallet/withdraw`,
          seller.token,
          { amount: "5000", withdraw_password: WITHDRAW_PASSWORD },
          201,
          { "idempotency-key": randomUUID() },
        );
        const id = (requested.data.withdrawal as { id: number }).id;
        await post(`${server.base}/api/admin/withdrawals/${id}/approve`, operatorToken, {}, 200, {
          "idempotency-key": randomUUID(),
        });
      });
    } finally {
      await server.stop();
    }
    const load = machineLoad();
    const tpcb = await pgbenchTps(scratch.url, { selectOnly: false, clients: CONNECTIONS, seconds: SECONDS });
    const checksPerSecond = await passwordChecksPerSecond();

    const check = await openPostgres(scratch.url);
    const breaches = await verifyLedger(check.db);
    const [paid] = await check.db
      .select({ n: count() })
      .from(withdrawals)
      .where(eq(withdrawals.status, "approved"));
    await check.close();
    const approved = paid?.n ?? 0;
    const value = ratio(run.perSecond, checksPerSecond);
    const sound = breaches.length === 0 && approved === run.done && run.failures.length === 0;
    return [
      {
        group: "Money",
        name: "withdrawal request + operator approval (PostgreSQL)",
        measured: `${fixed(value, 3)} × the password-check ceiling`,
        target: `≥ ${TARGET} × the ceiling, ledger sound`,
        met: value >= TARGET && sound,
        detail: `${fixed(run.perSecond, 1)} pairs/s (${run.done} in ${fixed(run.seconds, 1)} s, ${CONNECTIONS} in flight, p50 ${fixed(run.p50)} ms, p99 ${fixed(run.p99)} ms, ${run.failures.length} failed${run.failures[0] ? `: ${run.failures[0].slice(0, 160)}` : ""}); pgbench TPC-B ${fixed(tpcb)} tps; ledger ${breaches.length === 0 ? "sound" : `${breaches.length} breaches`}, ${approved} withdrawals approved; ${load}`,
      },
      {
        group: "Money",
        name: "withdrawal-password checks per second, this machine (the ceiling of the row above)",
        measured: `${fixed(checksPerSecond, 1)} checks/s`,
        target: "reported",
        met: null,
        detail: `argon2id, m=19,456 KiB, t=2, p=1, on ${availableParallelism()} cores with nothing else running; one check per withdrawal, so no run makes more pairs than this`,
      },
    ];
  } finally {
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
