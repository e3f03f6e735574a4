import { successEnvelopeSchema } from "@seller/contract/envelope";
import { healthSchema } from "@seller/contract/health";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";

/** For load balancers and the browser suite: OK only when the database answers. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/health",
      { schema: { response: { 200: successEnvelopeSchema(healthSchema) } } },
      async (request) => {
        await app.db.execute(sql`select 1`);
        return ok(request, { status: "ok" as const, database: app.dbKind });
      },
    );
};

export default healthRoutes;
