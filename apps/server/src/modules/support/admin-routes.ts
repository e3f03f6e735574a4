import { successEnvelopeSchema } from "@seller/contract/envelope";
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
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { transactionThenPublish } from "../../lib/outbox";
import { idParamsSchema } from "../../lib/params";
import { callerOf } from "../../plugins/auth";
import { operatorContextOf } from "../audit/context";
import { recordOperatorAct } from "../audit/service";
import { createHelpEntry, deleteHelpEntry, listHelpEntries, updateHelpEntry } from "./help-entries";
import { answerSupportMessage, listSupportMessages } from "./messages";

/**
 * Operators write the help centre, read what sellers sent to support and answer
 * it. Each write is audit-logged in the transaction that makes it.
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
      const operator = operatorContextOf(request);
      const { message } = await transactionThenPublish(app.db, app.realtime.publish, async (tx) => {
        const done = await answerSupportMessage(tx, {
          id: request.params.id,
          answer: request.body.message,
          operatorId: callerOf(request, "operator").ownerId,
        });
        await recordOperatorAct(tx, operator, {
          act: "support_message.answer",
          target: { type: "support_message", id: request.params.id },
          details: { seller_id: done.sellerId },
        });
        return done;
      });
      return ok(request, message, "support.answer.sent");
    },
  );
};

export default adminSupportRoutes;
