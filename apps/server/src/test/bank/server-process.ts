import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { dataOf, type Send } from "./client";

const SERVER = fileURLToPath(new URL("./crash-server.ts", import.meta.url));

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
