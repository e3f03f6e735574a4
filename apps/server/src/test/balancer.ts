import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { LANGUAGE_HEADER } from "@seller/contract/languages";
import { SOCKET_PATH } from "@seller/contract/notifications";
import type { InjectOptions } from "fastify";
import { io, type Socket } from "socket.io-client";
import type { App } from "../app";
import type { Database } from "../db/client";

export const HAPROXY = "/usr/sbin/haproxy";
/** The template operators use too: addresses come from the environment HAProxy is started with. */
const HAPROXY_CONFIG = fileURLToPath(new URL("../../../../deploy/haproxy.cfg", import.meta.url));
const SERVER_DIR = fileURLToPath(new URL("../..", import.meta.url));
/** The same bundle as dist/main.js in a folder of its own (ignored like node_modules), so a build of
 * dist/ by another test or by the browser suite cannot remove it under the running nodes. */
const BUILD_DIR = "node_modules/.cache/two-nodes-test";
const BUILT_MAIN = fileURLToPath(new URL(`../../${BUILD_DIR}/main.js`, import.meta.url));

export const haproxyInstalled = () => existsSync(HAPROXY);

export function freePort(): Promise<number> {
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

const sleep = (ms: number) => new Promise((resume) => setTimeout(resume, ms));

/** The server's build (build.mjs): the proof runs the bundle as `npm start` does, not the source. */
export function buildServer(): string {
  execFileSync(process.execPath, ["build.mjs"], {
    cwd: SERVER_DIR,
    env: { ...process.env, SERVER_BUILD_DIR: BUILD_DIR },
    stdio: "pipe",
  });
  return BUILT_MAIN;
}

export type Process = { child: ChildProcess; exited: Promise<number | null>; output(): string };

function started(command: string, args: string[], env: NodeJS.ProcessEnv): Process {
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk).slice(-8000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Waits until GET url answers 200, or throws with what the process said. */
async function answering(url: string, process: Process, what: string, withinMs = 30_000) {
  const until = Date.now() + withinMs;
  let exited = false;
  void process.exited.then(() => {
    exited = true;
  });
  while (Date.now() < until) {
    if (exited) throw new Error(`${what} exited before ready: ${process.output()}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`${what} not ready within ${withinMs} ms: ${process.output()}`);
}

export type Node = Process & { port: number };

/**
 * dist/main.js on a free loopback port (or the port given: a node started again where the
 * balancer expects it) with this environment; answers once /api/ready says 200.
 */
export async function startNode(
  main: string,
  env: NodeJS.ProcessEnv,
  name: string,
  atPort?: number,
): Promise<Node> {
  const port = atPort ?? (await freePort());
  const node = started(process.execPath, [main], { ...env, PORT: String(port), HOST: "127.0.0.1" });
  await answering(`http://127.0.0.1:${port}/api/ready`, node, name);
  return { ...node, port };
}

export type Balancer = Process & { url: string };

/**
 * HAProxy in the foreground (-db) on deploy/haproxy.cfg, the two nodes' addresses and the
 * listening port given as the environment the file reads; answers once a node answers through it.
 */
export async function startBalancer(nodes: [Node, Node], checkInterval = "300ms"): Promise<Balancer> {
  const port = await freePort();
  const env = {
    PATH: process.env.PATH,
    SELLER_BIND: `127.0.0.1:${port}`,
    SELLER_NODE_1: `127.0.0.1:${nodes[0].port}`,
    SELLER_NODE_2: `127.0.0.1:${nodes[1].port}`,
    SELLER_CHECK_INTERVAL: checkInterval,
  };
  const balancer = started(HAPROXY, ["-db", "-f", HAPROXY_CONFIG], env);
  const url = `http://127.0.0.1:${port}`;
  await answering(`${url}/api/ready`, balancer, "haproxy", 10_000);
  return { ...balancer, url };
}

export type Answer = {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: string;
  rawPayload: Buffer;
  /** The node that answered, as the balancer names it (X-Served-By). */
  servedBy: string;
  json(): // biome-ignore lint/suspicious/noExplicitAny: the same loose shape as Fastify's inject answer
  any;
};

/**
 * A client of the balancer from a loopback address of its own (all of 127.0.0.0/8 is this
 * machine): the balancer names it in X-Forwarded-For, so each client meets its own
 * per-address limits as it would from its own machine. Shaped like Fastify's inject, so the
 * suites' helpers (register, uploads, operator approvals) drive the real nodes unchanged;
 * an inject `remoteAddress` 10.a.b.c becomes the source address 127.a.b.c.
 */
export function balancerClient(base: string, address: string, db: Database) {
  const agents = new Map<string, Agent>();
  const agentFor = (localAddress: string) => {
    let agent = agents.get(localAddress);
    if (!agent) {
      agent = new Agent({ keepAlive: true, localAddress });
      agents.set(localAddress, agent);
    }
    return agent;
  };
  const inject = (options: InjectOptions): Promise<Answer> => {
    const headers: Record<string, string> = { [LANGUAGE_HEADER]: "en" };
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      if (value !== undefined) headers[name.toLowerCase()] = String(value);
    }
    let payload: Buffer | undefined;
    if (Buffer.isBuffer(options.payload)) payload = options.payload;
    else if (typeof options.payload === "string") payload = Buffer.from(options.payload);
    else if (options.payload !== undefined) {
      payload = Buffer.from(JSON.stringify(options.payload));
      headers["content-type"] ??= "application/json";
    }
    const from = options.remoteAddress?.replace(/^\d+\./, "127.") ?? address;
    const url = new URL(String(options.url), base);
    return new Promise((resolve, reject) => {
      const sent = httpRequest(
        url,
        { method: options.method ?? "GET", headers, agent: agentFor(from), timeout: 20_000 },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", reject);
          response.on("end", () => {
            const rawPayload = Buffer.concat(chunks);
            const body = rawPayload.toString("utf8");
            resolve({
              statusCode: response.statusCode ?? 0,
              headers: response.headers,
              body,
              rawPayload,
              servedBy: String(response.headers["x-served-by"] ?? ""),
              json: () => JSON.parse(body),
            });
          });
        },
      );
      sent.on("timeout", () => sent.destroy(new Error("no answer within 20 s")));
      sent.on("error", reject);
      sent.end(payload);
    });
  };
  /** What the suites' helpers take as the app: its inject, and the database the nodes share. */
  const app = { inject, db } as unknown as App;
  return {
    app,
    inject,
    address,
    close() {
      for (const agent of agents.values()) agent.destroy();
    },
  };
}

export type BalancedSocket = { socket: Socket; servedBy(): string };

type EngineInternals = {
  transport: {
    ws?: { once(event: "upgrade", listener: (response: { headers: IncomingHttpHeaders }) => void): void };
  };
  _cookieJar?: { cookies: Iterable<[string, { value: string }]> };
};

/**
 * A seller's Socket.IO client through the balancer. `websocket`: as the console opens it,
 * a WebSocket at once; `polling`: as the web app opens it, long polling first, then the
 * upgrade, keeping the cookie the balancer sets as a browser does. The node it reached: the
 * WebSocket handshake's X-Served-By, or the balancer's cookie.
 */
export function balancedSocket(base: string, token: string, mode: "websocket" | "polling"): BalancedSocket {
  const socket = io(base, {
    path: SOCKET_PATH,
    transports: mode === "websocket" ? ["websocket"] : ["polling", "websocket"],
    reconnection: false,
    forceNew: true,
    autoConnect: false,
    withCredentials: true,
    auth: { token },
  });
  socket.connect();
  // connect() made the engine and its first transport; a WebSocket's handshake has not come back yet.
  const engine = socket.io.engine as unknown as EngineInternals;
  let upgradedOn = "";
  engine.transport.ws?.once("upgrade", (response) => {
    upgradedOn = String(response.headers["x-served-by"] ?? "");
  });
  return {
    socket,
    servedBy: () => upgradedOn || (new Map(engine._cookieJar?.cookies ?? []).get("SELLER_NODE")?.value ?? ""),
  };
}
