import { successEnvelopeSchema } from "@seller/contract/envelope";
import { healthSchema } from "@seller/contract/health";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { ok } from "../../lib/envelope";

/** For load balancers and the browser suite: OK only when the database answers, else 503. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/health",
      { schema: { response: { 200: successEnvelopeSchema(healthSchema) } } },
      async (request) => {
        try {
          await app.db.execute(sql`select 1`);
        } catch (error) {
          request.log.error({ err: error }, "health check: the database does not answer");
          throw new AppError("SERVER_UNAVAILABLE");
        }
        return ok(request, { status: "ok" as const, database: app.dbKind });
      },
    );
};

export default healthRoutes;
