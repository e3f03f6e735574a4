import { successEnvelopeSchema } from "@seller/contract/envelope";
import {
  adminSystemBodySchema,
  announcementSchema,
  announcementsPageSchema,
  announcementsQuerySchema,
  displayPictureSchema,
  systemDisplaySchema,
} from "@seller/contract/system";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { idParamsSchema } from "../../lib/params";
import { operatorContextOf } from "../audit/context";
import { describeImage } from "../catalogue/images";
import { readCatalogueImage } from "../catalogue/read-image";
import { getAnnouncement, listAnnouncements } from "./announcements";
import { getDisplay, saveDisplay, uploadDisplayPicture } from "./display";

/**
 * The public system reads of spec section 7 (GET system, system/announcements)
 * and the operators' display settings: the home carousel, background, logo and banners.
 */
const systemDisplayRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const display = { 200: successEnvelopeSchema(systemDisplaySchema) };

  routes.get("/api/system", { schema: { response: display } }, async (request) =>
    ok(request, await getDisplay(app.db)),
  );

  routes.get(
    "/api/system/announcements",
    {
      schema: {
        querystring: announcementsQuerySchema,
        response: { 200: successEnvelopeSchema(announcementsPageSchema) },
      },
    },
    async (request) => ok(request, await listAnnouncements(app.db, request.query, request.language)),
  );

  routes.get(
    "/api/system/announcements/:id",
    { schema: { params: idParamsSchema, response: { 200: successEnvelopeSchema(announcementSchema) } } },
    async (request) => ok(request, await getAnnouncement(app.db, request.params.id, request.language)),
  );

  routes.put(
    "/api/admin/system",
    { config: { auth: "operator" }, schema: { body: adminSystemBodySchema, response: display } },
    async (request) => {
      const saved = await saveDisplay(app.db, app.catalogueImages, operatorContextOf(request), request.body);
      return ok(request, saved, "systemDisplay.server.displaySaved");
    },
  );

  /** A carousel or banner picture: re-encoded like a product's; PUT /api/admin/system then uses its url. */
  routes.post(
    "/api/admin/system/images",
    {
      config: { auth: "operator" },
      schema: { response: { 201: successEnvelopeSchema(displayPictureSchema) } },
    },
    async (request, reply) => {
      const encoded = await uploadDisplayPicture(
        app.db,
        app.catalogueImages,
        operatorContextOf(request),
        await readCatalogueImage(request),
      );
      return reply.code(201).send(ok(request, describeImage(encoded), "catalogue.server.imageAdded"));
    },
  );
};

export default systemDisplayRoutes;
