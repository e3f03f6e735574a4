import { Redis } from "ioredis";
import { AppError } from "./app-error";

/** One key's count in its window, and how long until that window ends. */
export type WindowCount = { count: number; resetInMs: number };

/**
 * Where the limits that are not kept in the database count (per-address limits,
 * the storefront's brakes, each seller's writes): in this node's memory, or with
 * REDIS_URL in Redis, so that every node behind a load balancer sees one count
 * and a limit is not multiplied by the number of nodes. Windows are fixed and
 * start at a key's first hit.
 */
export type CounterStore = {
  readonly kind: "memory" | "redis";
  /** Counts one hit under `key`; a window that has ended starts again at 1. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Throws when the store cannot count now (GET /api/ready). */
  check(): Promise<void>;
  close(): Promise<void>;
};

/** Counts in this node's memory: one node, or nodes that accept a limit per node. */
export function memoryCounterStore(): CounterStore {
  const windows = new Map<string, { startedAt: number; windowMs: number; count: number }>();
  let sweptAt = Date.now();
  /** Ended windows are swept at most once a minute, so the map holds only recent keys. */
  const SWEEP_EVERY_MS = 60_000;
  return {
    kind: "memory",
    async hit(key, windowMs) {
      const now = Date.now();
      if (now - sweptAt >= SWEEP_EVERY_MS) {
        for (const [stale, window] of windows)
          if (now - window.startedAt >= window.windowMs) windows.delete(stale);
        sweptAt = now;
      }
      let window = windows.get(key);
      if (!window || now - window.startedAt >= window.windowMs) {
        window = { startedAt: now, windowMs, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.startedAt + window.windowMs - now };
    },
    async check() {},
    async close() {
      windows.clear();
    },
  };
}

/** Atomic on the server: the first hit of a window sets its expiry, so no key outlives its window. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

/** Keys of this product in a Redis that may be shared with others. */
const KEY_PREFIX = "seller:limit:";

export type RedisCounterOptions = {
  /** Told of connection failures (ioredis retries on its own). */
  onError?: (error: Error) => void;
  /** Keeps several deployments (or test runs) on one Redis apart; default "seller:limit:". */
  keyPrefix?: string;
};

/**
 * Counts in Redis. While Redis cannot be reached a hit fails within about a
 * second (one reconnection attempt) with 503 SERVER_UNAVAILABLE: a limit that cannot
 * count refuses rather than lets everything through, and GET /api/ready says
 * the node is not ready, so the load balancer stops sending it requests.
 */
export function redisCounterStore(url: string, options: RedisCounterOptions = {}): CounterStore {
  const keyPrefix = options.keyPrefix ?? KEY_PREFIX;
  const redis = new Redis(url, {
    // A command sent while (re)connecting waits for one attempt, then fails; none waits longer than 2 s.
    maxRetriesPerRequest: 1,
    connectTimeout: 1_000,
    commandTimeout: 2_000,
    // Reconnects forever, at most every 2 s: Redis coming back brings the node back.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
    lazyConnect: false,
  });
  // Without a listener ioredis prints every failed reconnection; the caller logs them once each.
  redis.on("error", (error: Error) => options.onError?.(error));
  const unavailable = (error: unknown): never => {
    const failure = new AppError("SERVER_UNAVAILABLE");
    failure.cause = error;
    throw failure;
  };
  return {
    kind: "redis",
    async hit(key, windowMs) {
      const answer = (await redis
        .eval(HIT_SCRIPT, 1, keyPrefix + key, String(windowMs))
        .catch(unavailable)) as [number, number];
      return { count: Number(answer[0]), resetInMs: Number(answer[1]) };
    },
    async check() {
      const answer = await redis.ping();
      if (answer !== "PONG") throw new Error(`Redis answered ${answer} to PING`);
    },
    async close() {
      redis.disconnect();
    },
  };
}
