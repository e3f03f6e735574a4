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
import { operatorContextOf } from "../audit/context";
import { recordOperatorAct } from "../audit/service";
import { createHelpEntry, deleteHelpEntry, listHelpEntries, updateHelpEntry } from "./help-entries";
import { listSupportMessages } from "./messages";

/**
 * Operators write the help centre and read what sellers sent to support. Each
 * write is audit-logged in the transaction that makes it.
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
      const operator = operatorContextOf(request);
      const entry = await app.db.transaction(async (tx) => {
        const created = await createHelpEntry(tx, request.body, operator.operatorId);
        await recordOperatorAct(tx, operator, {
          act: "help_entry.create",
          target: { type: "help_entry", id: created.id },
          details: { title: request.body.title },
        });
        return created;
      });
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
      const operator = operatorContextOf(request);
      const entry = await app.db.transaction(async (tx) => {
        const updated = await updateHelpEntry(tx, request.params.id, request.body, operator.operatorId);
        await recordOperatorAct(tx, operator, {
          act: "help_entry.update",
          target: { type: "help_entry", id: request.params.id },
          details: { title: request.body.title },
        });
        return updated;
      });
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
      const operator = operatorContextOf(request);
      await app.db.transaction(async (tx) => {
        await deleteHelpEntry(tx, request.params.id);
        await recordOperatorAct(tx, operator, {
          act: "help_entry.delete",
          target: { type: "help_entry", id: request.params.id },
        });
      });
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
