import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "./app";
import { type DatabaseHandle, openPostgres } from "./db/client";
import { AppError } from "./lib/app-error";
import { type CounterStore, memoryCounterStore, redisCounterStore } from "./lib/counter-store";
import type { RateLimits } from "./lib/rate-limits";
import {
  bearer,
  en,
  inEnglish,
  RELAXED_LIMITS,
  register,
  signedInSeller,
  signIn,
  TEST_DATA_KEY,
} from "./test/app";
import { openTestDatabase } from "./test/database";

/** Redis runs on every machine here and in CI (README "Several nodes"). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
/** Each run counts under its own keys, so runs on both databases at once never meet. */
const runPrefix = () => `test:${randomBytes(6).toString("hex")}:`;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const backends: [string, () => CounterStore][] = [
  ["memory", () => memoryCounterStore()],
  ["redis", () => redisCounterStore(REDIS_URL, { keyPrefix: runPrefix() })],
];

describe.each(backends)("the %s counter store", (_name, open) => {
  let store: CounterStore;
  beforeAll(() => {
    store = open();
  });
  afterAll(async () => {
    await store.close();
  });

  it("counts hits per key within a window, and says when the window ends", async () => {
    const counts = [];
    for (let i = 0; i < 3; i += 1) counts.push((await store.hit("a", 60_000)).count);
    expect(counts).toEqual([1, 2, 3]);
    expect((await store.hit("b", 60_000)).count).toBe(1);
    const { resetInMs } = await store.hit("a", 60_000);
    expect(resetInMs).toBeGreaterThan(55_000);
    expect(resetInMs).toBeLessThanOrEqual(60_000);
  });

  it("counts hits at once without losing any", async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => store.hit("burst", 60_000)));
    expect(answers.map((answer) => answer.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });

  it("starts again at 1 once the window has ended", async () => {
    await store.hit("short", 150);
    expect((await store.hit("short", 150)).count).toBe(2);
    await sleep(200);
    expect((await store.hit("short", 150)).count).toBe(1);
  });

  it("answers the readiness check", async () => {
    await expect(store.check()).resolves.toBeUndefined();
  });
});

describe("a Redis counter store that cannot reach Redis", () => {
  it("refuses within seconds with SERVER_UNAVAILABLE instead of counting nothing", async () => {
    // Port 1: nothing listens there.
    const store = redisCounterStore("redis://127.0.0.1:1", { keyPrefix: runPrefix(), onError: () => {} });
    const started = Date.now();
    const failure = await store.hit("x", 60_000).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe("SERVER_UNAVAILABLE");
    await expect(store.check()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
    await store.close();
  });
});

/**
 * Two server nodes (two app instances, each with its own connection to the database and to
 * Redis) on one database: an attacker sending each guess to another node, as a round-robin load
 * balancer does, meets the same limits and locks as on one node.
 */
describe("limits across two server nodes", () => {
  const limits: RateLimits = {
    ...RELAXED_LIMITS,
    signinPerAddress: { max: 10, windowMs: 60_000 },
    writesPerSeller: { max: 4, windowMs: 60_000 },
    storefrontReadPerAddress: { max: 4, windowMs: 60_000 },
  };
  let first: DatabaseHandle;
  let second: DatabaseHandle | undefined;
  let uploadsDir = "";
  const apps: App[] = [];

  async function node(handle: DatabaseHandle, counters: CounterStore) {
    const app = await buildApp({
      db: handle.db,
      dbKind: handle.kind,
      uploadsDir,
      dataKey: TEST_DATA_KEY,
      limits,
      counters,
    });
    await app.ready();
    apps.push(app);
    return app;
  }

  /** Two nodes on one Redis, or (as without REDIS_URL) each counting in its own memory. */
  async function twoNodes(shared: boolean): Promise<[App, App]> {
    const prefix = runPrefix();
    const counters = () =>
      shared ? redisCounterStore(REDIS_URL, { keyPrefix: prefix }) : memoryCounterStore();
    return [await node(first, counters()), await node(second ?? first, counters())];
  }

  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), "seller-uploads-"));
    first = await openTestDatabase();
    // On PostgreSQL the second node has its own pool, as a second process would.
    if (first.client.kind === "postgres")
      second = await openPostgres(String(first.client.pool.options.connectionString));
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await second?.close();
    await first?.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  let lastAddress = 0;
  const newAddress = () => `198.51.100.${++lastAddress}`;

  /** Wrong passwords for fresh account names from one address, alternating between the nodes. */
  async function spreadGuesses(nodes: [App, App], count: number) {
    const remoteAddress = newAddress();
    const codes = [];
    for (let i = 0; i < count; i += 1) {
      const answer = await signIn(nodes[i % 2] as App, `guess${Date.now()}${i}`, "wrong-password", {
        remoteAddress,
      });
      codes.push(answer.statusCode);
    }
    return codes;
  }

  it("holds an address to one sign-in limit on both nodes with Redis; in memory each node counts its own", async () => {
    const shared = await spreadGuesses(await twoNodes(true), 14);
    expect(shared).toEqual([...Array(10).fill(401), 429, 429, 429, 429]);
    // Without Redis (the embedded default) each node allows the limit: the spread gets more guesses.
    const apart = await spreadGuesses(await twoNodes(false), 14);
    expect(apart).toEqual(Array(14).fill(401));
  });

  it("locks an account name from an address after 5 wrong passwords spread over both nodes", async () => {
    const [nodeA, nodeB] = await twoNodes(true);
    const owner = await register(nodeA);
    const remoteAddress = newAddress();
    const answers = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await signIn(i % 2 === 0 ? nodeA : nodeB, owner.account, "wrong-password", {
        remoteAddress,
        headers: inEnglish,
      });
      answers.push(answer);
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401, 429, 429]);
    // Even the right password waits out the lock, on either node.
    for (const nodeOf of [nodeA, nodeB]) {
      const right = await signIn(nodeOf, owner.account, owner.password, {
        remoteAddress,
        headers: inEnglish,
      });
      expect(right.statusCode).toBe(429);
      expect(right.json().message).toBe(en("server.accountLocked", { minutes: 15 }));
    }
  });

  it("holds a seller's writes to one limit across both nodes", async () => {
    const [nodeA, nodeB] = await twoNodes(true);
    const seller = await signedInSeller(nodeA);
    const codes = [];
    for (let i = 0; i < 8; i += 1) {
      const answer = await (i % 2 === 0 ? nodeA : nodeB).inject({
        method: "PUT",
        url: "/api/sellers/update",
        headers: { ...bearer(seller.token), ...inEnglish },
        payload: { language: "en" },
      });
      codes.push(answer.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
  });

  it("holds a buyer's address to one storefront brake across both nodes", async () => {
    const [nodeA, nodeB] = await twoNodes(true);
    const remoteAddress = newAddress();
    const codes = [];
    for (let i = 0; i < 8; i += 1) {
      const answer = await (i % 2 === 0 ? nodeA : nodeB).inject({
        method: "GET",
        url: "/api/storefront/no-such-store",
        remoteAddress,
      });
      codes.push(answer.statusCode);
    }
    expect(codes.slice(0, 4).every((code) => code !== 429)).toBe(true);
    expect(codes.slice(4)).toEqual([429, 429, 429, 429]);
  });

  it("says a node is not ready while its Redis does not answer", async () => {
    const [nodeA] = await twoNodes(true);
    expect((await nodeA.inject({ method: "GET", url: "/api/ready" })).statusCode).toBe(200);
    const cutOff = await node(first, redisCounterStore("redis://127.0.0.1:1", { onError: () => {} }));
    const ready = await cutOff.inject({ method: "GET", url: "/api/ready", headers: inEnglish });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().code).toBe("SERVER_UNAVAILABLE");
    // Its limits cannot count either: a limited call is refused, not let through uncounted.
    const guess = await signIn(cutOff, "someone", "wrong-password", { remoteAddress: newAddress() });
    expect(guess.statusCode).toBe(503);
  });
});
