import { type ChildProcess, spawn } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..", "..");
/** The data key of every bench database: sealed numbers are not what is measured. */
export const BENCH_DATA_KEY = Buffer.alloc(32, 3);
export const BENCH_OPERATOR = { account: "benchoperator", password: "bench-operator-secret" };

/** A port free right now (the OS picks it), handed to the server: its log may be too quiet to say. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type RunningServer = { base: string; process: ChildProcess; stop(): Promise<void> };

/**
 * The API as production runs it: apps/server/src/main.ts in its own node
 * process (through tsx), its log at the configured level written to a file
 * (as a log collector would read it), listening on a free port; BENCH_LOG_LEVEL
 * changes the level (info by default, as in production).
 * `dataDir` holds the embedded database when no DATABASE_URL is given.
 * BENCH_SERVER_NODE_ARGS adds node flags (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
 */
export async function startServer(options: {
  databaseUrl?: string;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const logDir = await mkdtemp(join(tmpdir(), "bench-server-log-"));
  const logFile = join(logDir, "server.log");
  const out = openSync(logFile, "w");
  const port = await freePort();
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(
    process.execPath,
    [...nodeArgs, "--import", "tsx", join(ROOT, "apps/server/src/main.ts")],
    {
      cwd: ROOT,
      stdio: ["ignore", out, out],
      env: {
        PATH: process.env.PATH ?? "",
        TMPDIR: tmpdir(),
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: options.dataDir,
        DEMO: "0",
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
        DATA_ENCRYPTION_KEY: BENCH_DATA_KEY.toString("hex"),
        ADMIN_ACCOUNT: BENCH_OPERATOR.account,
        ADMIN_PASSWORD: BENCH_OPERATOR.password,
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
        ...options.env,
      },
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const started = Date.now();
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    const up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    const log = () => readFileSync(logFile, "utf8").slice(-4000);
    if (child.exitCode !== null) throw new Error(`server exited before listening:\n${log()}`);
    if (Date.now() - started > 180_000) throw new Error(`server did not listen in 180 s:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    process: child,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      await rm(logDir, { recursive: true, force: true });
    },
  };
}
