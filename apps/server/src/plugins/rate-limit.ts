import rateLimit from "@fastify/rate-limit";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error";

/**
 * Per-address limits, switched on route by route (`config.rateLimit`), counted
 * in each node's memory. Refusals go through the error handler as
 * REQUEST_RATE_LIMIT, with Retry-After.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new AppError("REQUEST_RATE_LIMIT"),
    });
  },
  { name: "rate-limit", dependencies: ["errors"] },
);
