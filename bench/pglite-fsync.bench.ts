import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { openPglite } from "../apps/server/src/db/client";
import type { BenchRow } from "./lib/report";

const COMMITS = Number(process.env.BENCH_FSYNC_COMMITS ?? 300);

/** A transfer's shape: one ledger row appended and two balances moved, committed one after another. */
async function commitsPerSecond(pglite: PGlite): Promise<{ perSecond: number; p99: number }> {
  await pglite.exec(`
    create table if not exists balances (id int primary key, posted bigint not null);
    create table if not exists transfers (id serial primary key, debit int, credit int, amount bigint);
    insert into balances values (1, 0), (2, 0) on conflict do nothing;`);
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < COMMITS; i++) {
    const t0 = performance.now();
    await pglite.transaction(async (tx) => {
      await tx.query("insert into transfers (debit, credit, amount) values (1, 2, $1)", [i + 1]);
      await tx.query("update balances set posted = posted - $1 where id = 1", [i + 1]);
      await tx.query("update balances set posted = posted + $1 where id = 2", [i + 1]);
    });
    times.push(performance.now() - t0);
  }
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { perSecond: COMMITS / seconds, p99: times[Math.floor(times.length * 0.99)] ?? 0 };
}

/**
 * The cost of PGlite with fsync on (db/client.ts): the same committed transactions on a folder
 * opened as PGlite opens it by default (-F: nothing reaches the disk at commit) and as the server
 * opens it (fsync on, the WAL flushed at every commit). The disk decides the figure.
 */
export default async function pgliteFsync(): Promise<BenchRow[]> {
  const base = mkdtempSync(join(tmpdir(), "bench-fsync-"));
  try {
    const unsafe = new PGlite({ dataDir: join(base, "off") });
    const off = await commitsPerSecond(unsafe);
    await unsafe.close();
    const durable = await openPglite(join(base, "on"));
    if (durable.client.kind !== "pglite") throw new Error("expected PGlite");
    const on = await commitsPerSecond(durable.client.pglite);
    await durable.close();
    return [
      {
        group: "pglite-fsync",
        name: `${COMMITS} transfers committed one after another, fsync on vs off`,
        measured: `${(on.perSecond / off.perSecond).toFixed(2)} x`,
        target: "reported",
        met: null,
        detail: `on ${on.perSecond.toFixed(0)} commits/s (p99 ${on.p99.toFixed(1)} ms), off ${off.perSecond.toFixed(0)} commits/s (p99 ${off.p99.toFixed(1)} ms)`,
      },
    ];
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}
