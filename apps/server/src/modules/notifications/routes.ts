import { successEnvelopeSchema } from "@seller/contract/envelope";
import {
  notificationIdsBodySchema,
  notificationsQuerySchema,
  settingsBodySchema,
} from "@seller/contract/notification-requests";
import {
  changeResultSchema,
  listSchema,
  notificationSchema,
  settingsSchema,
} from "@seller/contract/notifications";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { idParamsSchema } from "../../lib/params";
import { callerOf } from "../../plugins/auth";
import {
  deleteNotifications,
  deleteOne,
  getNotification,
  getSettings,
  listNotifications,
  markOneRead,
  markRead,
  updateSettings,
} from "./service";

/** The notification centre's calls (spec section 7), each on the caller's own notifications only. */
const notificationRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { config: { auth: "seller" as const } };
  const changed = { 200: successEnvelopeSchema(changeResultSchema) };

  routes.get(
    "/api/sellers/notifications",
    {
      ...guarded,
      schema: { querystring: notificationsQuerySchema, response: { 200: successEnvelopeSchema(listSchema) } },
    },
    async (request) =>
      ok(request, await listNotifications(app.db, callerOf(request, "seller").ownerId, request.query)),
  );

  routes.get(
    "/api/sellers/notifications/settings",
    { ...guarded, schema: { response: { 200: successEnvelopeSchema(settingsSchema) } } },
    async (request) => ok(request, await getSettings(app.db, callerOf(request, "seller").ownerId)),
  );

  routes.put(
    "/api/sellers/notifications/settings",
    {
      ...guarded,
      schema: { body: settingsBodySchema, response: { 200: successEnvelopeSchema(settingsSchema) } },
    },
    async (request) => {
      const settings = await updateSettings(app.db, callerOf(request, "seller").ownerId, request.body);
      return ok(request, settings, "notifications.settingsSaved");
    },
  );

  routes.post(
    "/api/sellers/notifications/batch-read",
    { ...guarded, schema: { body: notificationIdsBodySchema, response: changed } },
    async (request) => {
      const sellerId = callerOf(request, "seller").ownerId;
      return ok(
        request,
        await markRead(app.db, sellerId, request.body.notification_ids),
        "notifications.marked",
      );
    },
  );

  routes.post(
    "/api/sellers/notifications/read-all",
    { ...guarded, schema: { response: changed } },
    async (request) =>
      ok(request, await markRead(app.db, callerOf(request, "seller").ownerId, "all"), "notifications.marked"),
  );

  routes.post(
    "/api/sellers/notifications/batch-delete",
    { ...guarded, schema: { body: notificationIdsBodySchema, response: changed } },
    async (request) => {
      const sellerId = callerOf(request, "seller").ownerId;
      const result = await deleteNotifications(app.db, sellerId, request.body.notification_ids);
      return ok(request, result, "notifications.deleted");
    },
  );

  routes.get(
    "/api/sellers/notifications/:id",
    {
      ...guarded,
      schema: { params: idParamsSchema, response: { 200: successEnvelopeSchema(notificationSchema) } },
    },
    async (request) =>
      ok(request, await getNotification(app.db, callerOf(request, "seller").ownerId, request.params.id)),
  );

  routes.post(
    "/api/sellers/notifications/:id/read",
    { ...guarded, schema: { params: idParamsSchema, response: changed } },
    async (request) => {
      const sellerId = callerOf(request, "seller").ownerId;
      return ok(request, await markOneRead(app.db, sellerId, request.params.id), "notifications.marked");
    },
  );

  routes.delete(
    "/api/sellers/notifications/:id",
    { ...guarded, schema: { params: idParamsSchema, response: changed } },
    async (request) =>
      ok(
        request,
        await deleteOne(app.db, callerOf(request, "seller").ownerId, request.params.id),
        "notifications.deleted",
      ),
  );
};

export default notificationRoutes;
