import { successEnvelopeSchema } from "@seller/contract/envelope";
import { translate } from "@seller/contract/messages";
import { announcementBodySchema, announcementResultSchema } from "@seller/contract/notification-requests";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { operatorContextOf } from "../audit/context";
import { sendAnnouncementAudited } from "./announcements";

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
      const result = await sendAnnouncementAudited(
        app.db,
        app.realtime.publish,
        operatorContextOf(request),
        request.body,
      );
      const message = translate(request.language, "notifications.announcementSent", { count: result.sent });
      return reply.code(201).send({ ...ok(request, result), message });
    },
  );
};

export default adminNotificationRoutes;
