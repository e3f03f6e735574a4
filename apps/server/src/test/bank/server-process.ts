import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { dataOf, type Send } from "./client";

const SERVER = fileURLToPath(new URL("./crash-server.ts", import.meta.url));
const MAIN = fileURLToPath(new URL("../../main.ts", import.meta.url));

export type BankServer = { child: ChildProcess; port: number; exited: Promise<void> };

/**
 * The bank test's server in its own node process (crash-server.ts), as the
 * crash test kills it and the bench loads it; answers once it listens.
 */
export function startBankServer(env: NodeJS.ProcessEnv): Promise<BankServer> {
  const child = spawn(process.execPath, ["--import", "tsx", SERVER], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let errors = "";
  child.stderr?.on("data", (chunk) => {
    errors += chunk;
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk) => {
      out += chunk;
      const port = /listening (\d+)/.exec(out)?.[1];
      if (port) resolve({ child, port: Number(port), exited });
    });
    child.once("exit", (code) => reject(new Error(`server exited (${code}) before listening: ${errors}`)));
  });
}

/**
 * The seller's order id by its number, through the seller's own list: what a
 * client outside the server's process knows of an order it placed.
 */
export function orderIdsByNumber(send: () => Send) {
  const known = new Map<string, number>();
  return async (order: { code: string; orderNumber: string; token: string }) => {
    const cached = known.get(order.code);
    if (cached) return cached;
    const reply = await send()({
      method: "GET",
      url: `/api/sellers/orders?time=all&keyword=${order.orderNumber}`,
      token: order.token,
    });
    const id = dataOf<{ orders: { id: number }[] }>(reply)?.orders[0]?.id;
    if (!id) throw new Error(`order ${order.orderNumber} not listed: ${reply.body}`);
    known.set(order.code, id);
    return id;
  };
}

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

/**
 * The real start path, main.ts as `npm start` runs it (migrations, the demo's
 * seed, the periodic jobs, the control socket), on a free loopback port of its
 * own; answers once /api/ready says it can take a write.
 */
export async function startMainServer(env: NodeJS.ProcessEnv): Promise<BankServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", (code) => {
      exitCode = code;
      resolve();
    }),
  );
  let errors = "";
  child.stderr?.on("data", (chunk) => {
    errors = (errors + chunk).slice(-4000);
  });
  for (;;) {
    if (exitCode !== undefined) throw new Error(`main.ts exited (${exitCode}) before ready: ${errors}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return { child, port, exited };
    await new Promise((resume) => setTimeout(resume, 100));
  }
}
