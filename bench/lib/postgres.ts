import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

/** The PostgreSQL server the benches create their scratch databases on (trust auth, user postgres). */
export const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

export type ScratchDatabase = { name: string; url: string; drop(): Promise<void> };

/** A new empty database on SERVER_URL; drop() removes it, whoever is still connected. */
export async function scratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `bench_${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: SERVER_URL });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

function connectionArgs(url: string) {
  const parsed = new URL(url);
  return [
    "-h",
    parsed.hostname,
    "-p",
    parsed.port || "5432",
    "-U",
    decodeURIComponent(parsed.username || "postgres"),
    parsed.pathname.slice(1),
  ];
}

/** pgbench's own tables (scale 1: 100,000 accounts) in the scratch database. */
export async function pgbenchInit(url: string) {
  const args = connectionArgs(url);
  const database = args.pop() ?? "";
  await run("pgbench", ["-i", "-q", "-s", "1", ...args, database]);
}

/**
 * tps of pgbench with the same number of clients as the HTTP load: `-S` is
 * select-only (one primary-key read per transaction), no flag is the TPC-B-like
 * script (three updates, one select, one insert per transaction).
 */
export async function pgbenchTps(
  url: string,
  options: { selectOnly: boolean; clients: number; seconds: number },
): Promise<number> {
  const args = connectionArgs(url);
  const database = args.pop() ?? "";
  const { stdout } = await run("pgbench", [
    ...(options.selectOnly ? ["-S"] : []),
    "-n",
    "-c",
    String(options.clients),
    "-j",
    "2",
    "-T",
    String(options.seconds),
    ...args,
    database,
  ]);
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
  if (!match) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return Number(match[1]);
}
