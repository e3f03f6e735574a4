import rateLimit, { type FastifyRateLimitStore } from "@fastify/rate-limit";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error";
import type { CounterStore } from "../lib/counter-store";

type RateLimitCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store interface over our counter store: the plugin
 * makes one child per route, whose keys carry the route so that each route
 * keeps its own count per address, as with the plugin's own stores.
 */
function storeOver(counters: CounterStore) {
  return class SharedRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = "route:",
    ) {}

    incr(key: string, done: RateLimitCallback, timeWindow: number) {
      counters.hit(this.prefix + key, timeWindow).then(
        ({ count, resetInMs }) => done(null, { current: count, ttl: resetInMs }),
        (error: Error) => done(error),
      );
    }

    // Typed as route options, given the route's merged limit settings with the route in routeInfo.
    child(options: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const method = [route?.method ?? ""].flat().join(",");
      return new SharedRateLimitStore(undefined, `route:${method}:${route?.url ?? ""}:`);
    }
  };
}

/**
 * Per-address limits, switched on route by route (`config.rateLimit`), counted
 * in the app's counter store (this node's memory, or Redis shared by every
 * node). Refusals go through the error handler as REQUEST_RATE_LIMIT, with
 * Retry-After; a store that cannot count answers 503 (lib/counter-store.ts).
 */
export default fp<{ counters: CounterStore }>(
  async (app, options) => {
    await app.register(rateLimit, {
      global: false,
      store: storeOver(options.counters),
      errorResponseBuilder: () => new AppError("REQUEST_RATE_LIMIT"),
    });
  },
  { name: "rate-limit", dependencies: ["errors"] },
);
