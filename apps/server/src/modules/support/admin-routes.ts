import { successEnvelopeSchema } from "@seller/contract/envelope";
import {
  adminHelpEntriesSchema,
  adminHelpEntrySchema,
  helpEntryBodySchema,
  supportMessagesQuerySchema,
  supportMessagesSchema,
} from "@seller/contract/support";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { idParamsSchema } from "../../lib/params";
import { callerOf } from "../../plugins/auth";
import { createHelpEntry, deleteHelpEntry, listHelpEntries, updateHelpEntry } from "./help-entries";
import { listSupportMessages } from "./messages";

/**
 * Operators write the help centre and read what sellers sent to support.
 * (No audit log exists yet on this branch; when the audit module lands, these
 * writes are recorded there like every other operator act.)
 */
const adminSupportRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { config: { auth: "operator" as const } };

  routes.get(
    "/api/admin/help-center",
    { ...guarded, schema: { response: { 200: successEnvelopeSchema(adminHelpEntriesSchema) } } },
    async (request) => ok(request, { entries: await listHelpEntries(app.db) }),
  );

  routes.post(
    "/api/admin/help-center",
    {
      ...guarded,
      schema: { body: helpEntryBodySchema, response: { 201: successEnvelopeSchema(adminHelpEntrySchema) } },
    },
    async (request, reply) => {
      const entry = await createHelpEntry(app.db, request.body, callerOf(request, "operator").ownerId);
      return reply.code(201).send(ok(request, entry, "support.help.saved"));
    },
  );

  routes.put(
    "/api/admin/help-center/:id",
    {
      ...guarded,
      schema: {
        params: idParamsSchema,
        body: helpEntryBodySchema,
        response: { 200: successEnvelopeSchema(adminHelpEntrySchema) },
      },
    },
    async (request) => {
      const entry = await updateHelpEntry(
        app.db,
        request.params.id,
        request.body,
        callerOf(request, "operator").ownerId,
      );
      return ok(request, entry, "support.help.saved");
    },
  );

  routes.delete(
    "/api/admin/help-center/:id",
    {
      ...guarded,
      schema: { params: idParamsSchema, response: { 200: successEnvelopeSchema(z.null()) } },
    },
    async (request) => {
      await deleteHelpEntry(app.db, request.params.id);
      return ok(request, null, "support.help.deleted");
    },
  );

  routes.get(
    "/api/admin/support-messages",
    {
      ...guarded,
      schema: {
        querystring: supportMessagesQuerySchema,
        response: { 200: successEnvelopeSchema(supportMessagesSchema) },
      },
    },
    async (request) => ok(request, await listSupportMessages(app.db, request.query)),
  );
};

export default adminSupportRoutes;
