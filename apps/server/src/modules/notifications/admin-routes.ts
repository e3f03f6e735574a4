import { successEnvelopeSchema } from "@seller/contract/envelope";
import { translate } from "@seller/contract/messages";
import { announcementBodySchema, announcementResultSchema } from "@seller/contract/notifications";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { transactionThenPublish } from "../../lib/outbox";
import { operatorContextOf } from "../audit/context";
import { recordOperatorAct } from "../audit/service";
import { sendAnnouncement } from "./announcements";

/** Operators announce to every seller or to one (notification type system). */
const adminNotificationRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/api/admin/announcements",
    {
      config: { auth: "operator" },
      schema: {
        body: announcementBodySchema,
        response: { 201: successEnvelopeSchema(announcementResultSchema) },
      },
    },
    async (request, reply) => {
      const operator = operatorContextOf(request);
      const result = await transactionThenPublish(app.db, app.realtime.publish, async (tx) => {
        const sent = await sendAnnouncement(tx, request.body);
        await recordOperatorAct(tx, operator, {
          act: "announcement.send",
          target: {
            type: request.body.seller_id ? "seller" : "all_sellers",
            id: request.body.seller_id ?? null,
          },
          details: { title: request.body.title, message: request.body.message, sent: sent.sent },
        });
        return sent;
      });
      const message = translate(request.language, "notifications.announcementSent", { count: result.sent });
      return reply.code(201).send({ ...ok(request, result), message });
    },
  );
};

export default adminNotificationRoutes;
