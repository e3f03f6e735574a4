import { noDataSchema, successEnvelopeSchema } from "@seller/contract/envelope";
import {
  adminHelpEntriesSchema,
  adminHelpEntrySchema,
  helpEntryBodySchema,
  supportAnswerBodySchema,
  supportMessageSchema,
  supportMessagesQuerySchema,
  supportMessagesSchema,
} from "@seller/contract/support";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { idParamsSchema } from "../../lib/params";
import { operatorContextOf } from "../audit/context";
import {
  createHelpEntryAsOperator,
  deleteHelpEntryAsOperator,
  listHelpEntries,
  updateHelpEntryAsOperator,
} from "./help-entries";
import { answerSupportMessageAsOperator, listSupportMessages } from "./messages";

/**
 * Operators write the help centre, read what sellers sent to support and answer
 * it. Each write is audit-logged in the transaction that makes it (help-entries.ts, messages.ts).
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
      const entry = await createHelpEntryAsOperator(app.db, operatorContextOf(request), request.body);
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
      const entry = await updateHelpEntryAsOperator(
        app.db,
        operatorContextOf(request),
        request.params.id,
        request.body,
      );
      return ok(request, entry, "support.help.saved");
    },
  );

  routes.delete(
    "/api/admin/help-center/:id",
    {
      ...guarded,
      schema: { params: idParamsSchema, response: { 200: successEnvelopeSchema(noDataSchema) } },
    },
    async (request) => {
      await deleteHelpEntryAsOperator(app.db, operatorContextOf(request), request.params.id);
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

  routes.post(
    "/api/admin/support-messages/:id/answer",
    {
      ...guarded,
      schema: {
        params: idParamsSchema,
        body: supportAnswerBodySchema,
        response: { 200: successEnvelopeSchema(supportMessageSchema) },
      },
    },
    async (request) => {
      const message = await answerSupportMessageAsOperator(
        app.db,
        app.realtime.publish,
        operatorContextOf(request),
        { id: request.params.id, answer: request.body.message },
      );
      return ok(request, message, "support.answer.sent");
    },
  );
};

export default adminSupportRoutes;
