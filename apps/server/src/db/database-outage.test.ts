import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";

/**
 * A node and a PostgreSQL of its own (Debian's PostgreSQL 15 binaries, a
 * temporary cluster on a free port; the machine's own server is never
 * touched): the real start-up path (main.ts) starts while the database is
 * down and becomes ready when it comes, survives the Socket.IO adapter's
 * LISTEN connection being killed and the whole server restarting, answers 503
 * quickly while the database is away, and keeps what was written before.
 */
const PG_BIN = "/usr/lib/postgresql/15/bin";
const MAIN = fileURLToPath(new URL("../main.ts", import.meta.url));
const asRoot = process.getuid?.() === 0;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? done(address.port) : fail(new Error("no port")),
      );
    });
  });
}

/** initdb and pg_ctl refuse to run as root: they run as the postgres user then. */
function pgTool(tool: string, args: string[]) {
  const [command, rest] = asRoot
    ? ["runuser", ["-u", "postgres", "--", join(PG_BIN, tool), ...args]]
    : [join(PG_BIN, tool), args];
  return execFileSync(command, rest as string[], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

const work = mkdtempSync(join(tmpdir(), "db-outage-"));
const cluster = join(work, "cluster");
let node: ChildProcess | undefined;
let pgPort = 0;

function startPostgres() {
  pgTool("pg_ctl", [
    "start",
    "-w",
    "-D",
    cluster,
    "-l",
    join(cluster, "server.log"),
    "-o",
    `-p ${pgPort} -k ${cluster} -c listen_addresses=127.0.0.1 -c fsync=off`,
  ]);
}
const stopPostgres = () => pgTool("pg_ctl", ["stop", "-w", "-m", "fast", "-D", cluster]);

afterAll(() => {
  node?.kill("SIGKILL");
  try {
    stopPostgres();
  } catch {}
  rmSync(work, { recursive: true, force: true });
});

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

async function listeners(): Promise<number[]> {
  const client = new pg.Client({ host: "127.0.0.1", port: pgPort, user: "postgres", database: "postgres" });
  await client.connect();
  try {
    const result = await client.query<{ pid: number }>(
      "select pid from pg_stat_activity where query like 'LISTEN %' and pid <> pg_backend_pid()",
    );
    return result.rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

describe.skipIf(!existsSync(join(PG_BIN, "initdb")))("a node across PostgreSQL outages", () => {
  it("starts while the database is down, survives a killed LISTEN connection and a restart, loses nothing", async () => {
    if (asRoot) execFileSync("chown", ["postgres:postgres", work]);
    pgTool("initdb", ["-D", cluster, "-A", "trust", "-U", "postgres", "--no-sync"]);
    pgPort = await freePort();
    const httpPort = await freePort();
    const base = `http://127.0.0.1:${httpPort}`;
    const get = (path: string, token?: string) =>
      fetch(`${base}${path}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
        signal: AbortSignal.timeout(10_000),
      });

    // The node first, the database after: it waits for the database instead of exiting.
    let output = "";
    node = spawn(process.execPath, ["--import", "tsx", MAIN], {
      env: {
        ...process.env,
        DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPort}/postgres`,
        DATA_DIR: join(work, "data"),
        DATA_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
        PORT: String(httpPort),
        HOST: "127.0.0.1",
        DEMO: "0",
        ADMIN_ACCOUNT: "outage",
        ADMIN_PASSWORD: "a-long-operator-password",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    node.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    node.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    await waitFor("the node to say it waits for the database", async () =>
      output.includes("database is not reachable") ? true : undefined,
    );
    expect(node.exitCode).toBeNull();
    startPostgres();
    await waitFor("the node to become ready", async () => ((await get("/api/ready")).ok ? true : undefined));

    // A seller registered and signed in before the outages: the rows the restart must keep.
    const post = (path: string, body: unknown) =>
      fetch(`${base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const account = `outage${randomBytes(3).toString("hex")}`;
    expect((await post("/api/sellers/register", { account, password: "secret123" })).status).toBe(201);
    const signin = await post("/api/sellers/signin", { account, password: "secret123" });
    expect(signin.status).toBe(200);
    const { token } = ((await signin.json()) as { data: { token: string } }).data;
    const me = "/api/sellers/profile";
    expect((await get(me, token)).status).toBe(200);

    // The adapter's LISTEN connection killed from the server side: the node stays up and listens again.
    const [listener] = await waitFor("the adapter's LISTEN", async () => {
      const pids = await listeners();
      return pids.length > 0 ? pids : undefined;
    });
    const admin = new pg.Client({ host: "127.0.0.1", port: pgPort, user: "postgres", database: "postgres" });
    await admin.connect();
    await admin.query("select pg_terminate_backend($1)", [listener]);
    await admin.end();
    await waitFor("a new LISTEN connection", async () => {
      const pids = await listeners();
      return pids.some((pid) => pid !== listener) ? true : undefined;
    });
    expect(node.exitCode).toBeNull();
    expect((await get(me, token)).status).toBe(200);

    // The whole server stopped: not ready and a clear 503, quickly, while it is away.
    stopPostgres();
    const started = performance.now();
    const notReady = await get("/api/ready");
    const during = await get(me, token);
    const elapsed = performance.now() - started;
    expect(notReady.status).toBe(503);
    expect(during.status).toBe(503);
    expect(((await during.json()) as { code: string }).code).toBe("SERVER_UNAVAILABLE");
    expect(elapsed).toBeLessThan(5_000);
    expect((await get("/api/health")).status).toBe(200); // liveness: the process itself is fine

    startPostgres();
    await waitFor("the node to be ready again", async () =>
      (await get("/api/ready")).ok ? true : undefined,
    );
    // The session written before the restart is still there, and the adapter listens again.
    expect((await get(me, token)).status).toBe(200);
    await waitFor("LISTEN after the restart", async () =>
      (await listeners()).length > 0 ? true : undefined,
    );
    expect(node.exitCode).toBeNull();
    expect(output).not.toMatch(/Unhandled|uncaught/i);
    console.log(
      `outage test: 503 answers in ${elapsed.toFixed(0)} ms for two calls while PostgreSQL was stopped`,
    );
  }, 240_000);
});
