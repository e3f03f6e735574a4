import { auditLogPageSchema, auditLogQuerySchema } from "@seller/contract/audit";
import { successEnvelopeSchema } from "@seller/contract/envelope";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { listAuditLog } from "./service";

/** The audit log, read-only: no call writes or changes it; services record acts as they happen. */
const auditRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/admin/audit-log",
    {
      config: { auth: "operator" },
      schema: {
        querystring: auditLogQuerySchema,
        response: { 200: successEnvelopeSchema(auditLogPageSchema) },
      },
    },
    async (request) => ok(request, await listAuditLog(app.db, request.query)),
  );
};

export default auditRoutes;
