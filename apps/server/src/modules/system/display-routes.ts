import { catalogueImageSchema } from "@seller/contract/catalogue";
import { successEnvelopeSchema } from "@seller/contract/envelope";
import {
  adminSystemBodySchema,
  announcementSchema,
  announcementsPageSchema,
  announcementsQuerySchema,
  systemDisplaySchema,
} from "@seller/contract/system";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { ok } from "../../lib/envelope";
import { idParamsSchema } from "../../lib/params";
import { operatorContextOf } from "../audit/context";
import { recordOperatorAct } from "../audit/service";
import { describeImage } from "../catalogue/images";
import { readCatalogueImage } from "../catalogue/read-image";
import { getAnnouncement, listAnnouncements } from "./announcements";
import { getDisplay, updateDisplay } from "./display";

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
      const operator = operatorContextOf(request);
      const body = request.body;
      const images = [
        ...(body.home_carousel ?? []).map((item) => item.image),
        ...[body.home_background, body.web_logo, body.profile_bg],
        ...[body.coupon_banner?.image, body.festival_banner?.image],
      ].filter((url): url is string => typeof url === "string");
      for (const url of images) {
        if (!(await app.catalogueImages.has(url))) {
          throw new AppError("REQUEST_VALIDATION_ERROR", "systemDisplay.validation.imageInvalid");
        }
      }
      const saved = await app.db.transaction((tx) => updateDisplay(tx, operator, request.body));
      return ok(request, saved, "systemDisplay.server.displaySaved");
    },
  );

  /** A carousel or banner picture: re-encoded like a product's; PUT /api/admin/system then uses its url. */
  routes.post(
    "/api/admin/system/images",
    {
      config: { auth: "operator" },
      schema: { response: { 201: successEnvelopeSchema(catalogueImageSchema.omit({ id: true })) } },
    },
    async (request, reply) => {
      const operator = operatorContextOf(request);
      const encoded = await app.catalogueImages.store(await readCatalogueImage(request));
      await recordOperatorAct(app.db, operator, {
        act: "system.image.upload",
        target: { type: "system", id: "display" },
        details: { hash: encoded.hash, width: encoded.width, height: encoded.height },
      });
      return reply.code(201).send(ok(request, describeImage(encoded), "catalogue.server.imageAdded"));
    },
  );
};

export default systemDisplayRoutes;
