import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../app";
import { type DatabaseHandle, openPostgres } from "../db/client";
import { RELAXED_LIMITS, signedInSeller, TEST_DATA_KEY } from "../test/app";
import { openTestDatabase } from "../test/database";
import { announce } from "../test/notifications";
import { connected, connectSocket, disconnection, listening, nextNotification } from "../test/sockets";
import { call } from "../test/wallet";

const postgres = process.env.TEST_DATABASE_URL;
if (!postgres) {
  console.warn(
    "realtime-nodes.test.ts skipped: set TEST_DATABASE_URL to run two server nodes on one PostgreSQL (CI does)",
  );
}

/**
 * Two server nodes on one PostgreSQL, each with its own pool and adapter
 * (ARCHITECTURE.md "Beyond one machine"): what one commits reaches a socket
 * connected to the other.
 */
describe.skipIf(!postgres)("real time across two server nodes on one PostgreSQL", () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let nodeA: App;
  let nodeB: App;
  let urlB = "";
  let uploadsDir = "";
  const sockets: Socket[] = [];

  async function node(handle: DatabaseHandle) {
    if (handle.client.kind !== "postgres") throw new Error("expected PostgreSQL");
    const app = await buildApp({
      db: handle.db,
      dbKind: handle.kind,
      uploadsDir,
      dataKey: TEST_DATA_KEY,
      limits: RELAXED_LIMITS,
      realtimePool: handle.client.pool,
    });
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), "seller-uploads-"));
    first = await openTestDatabase();
    if (first.client.kind !== "postgres") throw new Error("expected PostgreSQL");
    second = await openPostgres(String(first.client.pool.options.connectionString));
    nodeA = await node(first);
    nodeB = await node(second);
    await listening(nodeA);
    urlB = await listening(nodeB);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await nodeB?.close();
    await nodeA?.close();
    await second?.close();
    await first?.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it("delivers a notification committed on node A to the seller's socket on node B", async () => {
    const seller = await signedInSeller(nodeA);
    const socket = connectSocket(urlB, seller.token);
    sockets.push(socket);
    await connected(socket);
    const arrived = nextNotification(socket, 10_000);
    await announce(nodeA, first.db, { title: "From node A", message: "Hello", seller_id: seller.id });
    expect(await arrived).toMatchObject({ type: "system", title: "From node A", message: "Hello" });
  });

  it("carries a large announcement (over NOTIFY's 8,000 bytes) to every seller on node B", async () => {
    const sellers = await Promise.all(Array.from({ length: 30 }, () => signedInSeller(nodeA)));
    const arrivals = await Promise.all(
      sellers.map(async (seller) => {
        const socket = connectSocket(urlB, seller.token);
        sockets.push(socket);
        await connected(socket);
        // Wrapped: an async function returning the promise itself would wait for the arrival here.
        return { arrival: nextNotification(socket, 10_000) };
      }),
    );
    await announce(nodeA, first.db, { title: "Everyone", message: "x".repeat(500) });
    const received = await Promise.all(arrivals.map(({ arrival }) => arrival));
    for (const notification of received) expect(notification.title).toBe("Everyone");
  });

  it("ends on node B the socket of a session logged out on node A", async () => {
    const seller = await signedInSeller(nodeA);
    const socket = connectSocket(urlB, seller.token);
    sockets.push(socket);
    await connected(socket);
    const ended = disconnection(socket, 10_000);
    expect((await call(nodeA, seller.token, "POST", "/api/sellers/logout")).statusCode).toBe(200);
    expect(await ended).toBe("io server disconnect");
  });
});
