import { successEnvelopeSchema } from "@seller/contract/envelope";
import { healthSchema, readySchema } from "@seller/contract/health";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { ok } from "../../lib/envelope";
import { readinessProbe } from "./tables";

/** A database that has not committed the probe by then counts as not ready (a frozen server). */
const READY_WITHIN_MS = 3_000;

/**
 * GET /api/health is liveness: the process answers, whatever the database does, so an
 * orchestrator does not restart every node while the database restarts. GET /api/ready is
 * readiness, for load balancers: 200 only after the database committed a write (a row of
 * readiness_probe), else 503; a database that answers reads but cannot write (a full disk,
 * a standby after a failover) is not ready, nor is a node whose object storage does not answer,
 * nor with REDIS_URL one whose Redis does not answer (its limits cannot count).
 */
const healthRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    "/api/health",
    { schema: { response: { 200: successEnvelopeSchema(healthSchema) } } },
    async (request) => ok(request, { status: "ok" as const, database: app.dbKind }),
  );

  routes.get(
    "/api/ready",
    { schema: { response: { 200: successEnvelopeSchema(readySchema) } } },
    async (request) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          Promise.all([
            app.db
              .insert(readinessProbe)
              .values({ id: 1, checkedAt: new Date() })
              .onConflictDoUpdate({
                target: readinessProbe.id,
                set: { checkedAt: sql`excluded.checked_at` },
              }),
            // Object storage, when configured, answers too: a node that cannot reach the files is not ready.
            app.fileStorage.check(),
            // With REDIS_URL the limits count there: a node that cannot count them is not ready.
            app.counters.check(),
          ]),
          new Promise((_, fail) => {
            timer = setTimeout(
              () => fail(new Error(`no commit within ${READY_WITHIN_MS} ms`)),
              READY_WITHIN_MS,
            );
          }),
        ]);
      } catch (error) {
        request.log.warn(
          { err: error },
          "not ready: the database cannot take a write, or the file storage or Redis does not answer",
        );
        throw new AppError("SERVER_UNAVAILABLE");
      } finally {
        clearTimeout(timer);
      }
      return ok(request, { status: "ready" as const, database: app.dbKind });
    },
  );
};

export default healthRoutes;
