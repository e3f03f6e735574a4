import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request as httpRequest, type IncomingMessage } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SOCKET_PATH } from "@seller/contract/notifications";
import pg from "pg";
import { io, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DATA_KEY } from "../test/app";

/**
 * A node stopped by its supervisor (SIGTERM: a deploy, a scale-down) drains: the
 * built server (dist/main.js, as `npm start` runs it) stops taking connections,
 * finishes the request it is reading, closes its Socket.IO connections so that
 * the clients connect again on their own (to the next node, here a new one on
 * the same address, as behind a load balancer), and exits 0 within main.ts's
 * shutdown deadline. PGlite under a data folder, or a scratch database on
 * TEST_DATABASE_URL.
 */
const SERVER_DIR = fileURLToPath(new URL("../..", import.meta.url));
/** The same bundle as dist/main.js, in a folder of its own (ignored like node_modules): the two-node
 * proof rebuilds dist/ meanwhile. */
const BUILD_DIR = "node_modules/.cache/drain-test";
const MAIN = join(SERVER_DIR, BUILD_DIR, "main.js");
/** main.ts's SHUTDOWN_DEADLINE_MS: past it the process exits 1 on its own. */
const SHUTDOWN_DEADLINE_MS = 10_000;
const PASSWORD = "secret123";

const work = mkdtempSync(join(tmpdir(), "drain-test-"));
const serverUrl = process.env.TEST_DATABASE_URL;
let databaseUrl = "";
let scratchName = "";
const children: ChildProcess[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  // The bundle of these sources, not one left from an earlier build.
  execFileSync(process.execPath, ["build.mjs"], {
    cwd: SERVER_DIR,
    env: { ...process.env, SERVER_BUILD_DIR: BUILD_DIR },
    stdio: "ignore",
  });
  if (serverUrl) {
    scratchName = `seller_drain_${process.pid}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${scratchName}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${scratchName}`;
    databaseUrl = url.toString();
  }
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(work, { recursive: true, force: true });
  rmSync(join(SERVER_DIR, BUILD_DIR), { recursive: true, force: true });
  if (scratchName && serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${scratchName}" with (force)`);
    await admin.end();
  }
});

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? done(address.port) : fail(new Error("no port")),
      );
    });
  });
}

type Node = { child: ChildProcess; exited: Promise<number | null>; errors: () => string };

async function startNode(port: number): Promise<Node> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: join(work, "data"),
      DATABASE_URL: databaseUrl,
      DATA_ENCRYPTION_KEY: TEST_DATA_KEY.toString("hex"),
      DEMO: "0",
      PAYMENT_PROVIDER: "manual",
      ADMIN_ACCOUNT: "drain",
      ADMIN_PASSWORD: "a-long-operator-password",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.push(child);
  let errors = "";
  child.stderr?.on("data", (chunk) => {
    errors = (errors + chunk).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`dist/main.js exited (${child.exitCode}): ${errors}`);
    if (Date.now() > deadline) throw new Error(`dist/main.js not ready: ${errors}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return { child, exited, errors: () => errors };
    await new Promise((resume) => setTimeout(resume, 100));
  }
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resume) => setTimeout(resume, 50));
  }
}

/** The error code of a fresh connection's failure, or "answered". */
async function newConnection(port: number): Promise<string> {
  return fetch(`http://127.0.0.1:${port}/api/health`, {
    headers: { connection: "close" },
    signal: AbortSignal.timeout(2_000),
  })
    .then(() => "answered")
    .catch((error: { cause?: { code?: string } }) => error.cause?.code ?? String(error));
}

/** A socket.io-client with its own reconnection on (its default), quick to retry. */
function openSocket(port: number, token: string, transports: ("polling" | "websocket")[]) {
  const socket = io(`http://127.0.0.1:${port}`, {
    path: SOCKET_PATH,
    auth: { token },
    transports,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
  });
  sockets.push(socket);
  return socket;
}

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });

describe("SIGTERM", () => {
  it("drains the built server: no new connections, the request in flight answered, sockets told to reconnect, exit 0 in the bound", async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const node = await startNode(port);

    const account = `drain${Date.now().toString(36)}`;
    const registered = await fetch(`${base}/api/sellers/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ account, password: PASSWORD }),
    });
    expect(registered.status).toBe(201);
    const signin = JSON.stringify({ account, password: PASSWORD, remember: false });
    const signedIn = await fetch(`${base}/api/sellers/signin`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: signin,
    });
    expect(signedIn.status).toBe(200);
    const { token } = ((await signedIn.json()) as { data: { token: string } }).data;

    // As the web app connects (polling, then upgraded to a WebSocket), and as a client behind a
    // load balancer that keeps long-polling.
    const upgraded = openSocket(port, token, ["polling", "websocket"]);
    const polling = openSocket(port, token, ["polling"]);
    await Promise.all([connected(upgraded), connected(polling)]);
    await until("the WebSocket upgrade", async () =>
      upgraded.io.engine.transport.name === "websocket" ? true : undefined,
    );
    const reasons = [upgraded, polling].map(
      (socket) => new Promise<string>((resolve) => socket.once("disconnect", (reason) => resolve(reason))),
    );

    // A sign-in in flight, on a connection its client keeps open for more (as a load balancer's
    // pool does: no idle timeout of its own). With "Expect: 100-continue" the node answers 100 when it takes the
    // request in (Node.js writes it just before handing the request to the router): from then on
    // the request is the node's to finish. Half of the body follows, the rest waits.
    const slow = httpRequest({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/sellers/signin",
      agent: new Agent({ keepAlive: true }),
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(signin),
        expect: "100-continue",
      },
    });
    const answered = new Promise<{ status: number; connection: string; body: string }>((resolve, reject) => {
      slow.once("response", (response: IncomingMessage) => {
        let body = "";
        response.on("data", (chunk) => {
          body += chunk;
        });
        const connection = response.headers.connection ?? "";
        response.once("end", () => resolve({ status: response.statusCode ?? 0, connection, body }));
      });
      slow.once("error", reject);
    });
    const accepted = new Promise<void>((resolve) => slow.once("continue", () => resolve()));
    slow.flushHeaders();
    await accepted;
    const half = Math.floor(signin.length / 2);
    await new Promise<void>((resolve, reject) =>
      slow.write(signin.slice(0, half), (error) => (error ? reject(error) : resolve())),
    );

    const stopped = performance.now();
    node.child.kill("SIGTERM");

    // Each socket is closed at its transport, not disconnected by the server: the client's own
    // reconnection goes on ("io server disconnect" would end it, and the socket be inactive).
    expect(await Promise.all(reasons)).toEqual(["transport close", "transport close"]);
    expect(upgraded.active).toBe(true);
    expect(polling.active).toBe(true);

    // The node takes no new connection while the sign-in is still being read.
    const refused = await until("a refused connection", async () => {
      const outcome = await newConnection(port);
      return outcome === "answered" ? undefined : outcome;
    });
    expect(refused).toBe("ECONNREFUSED");
    expect(node.child.exitCode).toBeNull();

    slow.end(signin.slice(half));
    const reply = await answered;
    expect(reply.status).toBe(200);
    // Its connection ends with it: the pool's idle connection does not hold the node open.
    expect(reply.connection).toBe("close");
    expect(typeof (JSON.parse(reply.body) as { data: { token: unknown } }).data.token).toBe("string");

    const code = await node.exited;
    const tookMs = performance.now() - stopped;
    expect(code, node.errors()).toBe(0);
    expect(tookMs).toBeLessThan(SHUTDOWN_DEADLINE_MS);

    // The next node on the address (as the load balancer's other node): both clients connect again
    // by themselves, with the same token.
    // Their attempts fail (connect_error) until it listens: only the connection counts here.
    const again = [upgraded, polling].map(
      (socket) => new Promise<void>((resolve) => socket.once("connect", () => resolve())),
    );
    await startNode(port);
    await Promise.all(again);
    expect(upgraded.connected && polling.connected).toBe(true);
  }, 180_000);
});
