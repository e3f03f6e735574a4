import { catalogueImageSchema, reviewsQuerySchema } from "@seller/contract/catalogue";
import {
  adminProductCreateBodySchema,
  adminProductSchema,
  adminProductsPageSchema,
  adminProductsQuerySchema,
  adminProductUpdateBodySchema,
  adminReviewSchema,
  adminReviewsPageSchema,
  adminReviewUpdateBodySchema,
  archiveBodySchema,
} from "@seller/contract/catalogue-admin";
import { successEnvelopeSchema } from "@seller/contract/envelope";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { idParamsSchema, rowIdSchema } from "../../lib/params";
import { operatorContextOf } from "../audit/context";
import { listAdminProducts } from "./admin-reads";
import { addProductImage, deleteProductImage } from "./image-writes";
import { adminProductView, archiveProduct, createProduct, updateProduct } from "./product-writes";
import { readCatalogueImage } from "./read-image";
import { listAdminReviews, updateReview } from "./review-writes";

/**
 * The operators' catalogue calls. Each act is one transaction, opened by its
 * service, that also writes its audit log entry (modules/audit), so no change goes unrecorded.
 */
const adminCatalogueRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { config: { auth: "operator" as const } };
  const product = { 200: successEnvelopeSchema(adminProductSchema) };

  routes.get(
    "/api/admin/products",
    {
      ...guarded,
      schema: {
        querystring: adminProductsQuerySchema,
        response: { 200: successEnvelopeSchema(adminProductsPageSchema) },
      },
    },
    async (request) => ok(request, await listAdminProducts(app.db, request.query)),
  );

  routes.get(
    "/api/admin/products/:id",
    { ...guarded, schema: { params: idParamsSchema, response: product } },
    async (request) => ok(request, await adminProductView(app.db, request.params.id)),
  );

  routes.post(
    "/api/admin/products",
    {
      ...guarded,
      schema: {
        body: adminProductCreateBodySchema,
        response: { 201: successEnvelopeSchema(adminProductSchema) },
      },
    },
    async (request, reply) => {
      const operator = operatorContextOf(request);
      const created = await createProduct(app.db, operator, request.body);
      return reply.code(201).send(ok(request, created, "catalogue.server.productCreated"));
    },
  );

  routes.put(
    "/api/admin/products/:id",
    { ...guarded, schema: { params: idParamsSchema, body: adminProductUpdateBodySchema, response: product } },
    async (request) => {
      const operator = operatorContextOf(request);
      const updated = await updateProduct(app.db, operator, request.params.id, request.body);
      return ok(request, updated, "catalogue.server.productUpdated");
    },
  );

  routes.delete(
    "/api/admin/products/:id",
    { ...guarded, schema: { params: idParamsSchema, body: archiveBodySchema, response: product } },
    async (request) => {
      const operator = operatorContextOf(request);
      const reason = request.body?.reason;
      const archived = await archiveProduct(app.db, operator, request.params.id, reason);
      return ok(request, archived, "catalogue.server.productArchived");
    },
  );

  routes.post(
    "/api/admin/products/:id/images",
    {
      ...guarded,
      schema: { params: idParamsSchema, response: { 201: successEnvelopeSchema(catalogueImageSchema) } },
    },
    async (request, reply) => {
      const operator = operatorContextOf(request);
      const bytes = await readCatalogueImage(request);
      const image = await addProductImage(app.db, app.catalogueImages, operator, request.params.id, bytes);
      return reply.code(201).send(ok(request, image, "catalogue.server.imageAdded"));
    },
  );

  routes.delete(
    "/api/admin/products/:id/images/:imageId",
    {
      ...guarded,
      schema: { params: z.object({ id: rowIdSchema, imageId: rowIdSchema }), response: product },
    },
    async (request) => {
      const { id, imageId } = request.params;
      const updated = await deleteProductImage(app.db, operatorContextOf(request), id, imageId);
      return ok(request, updated, "catalogue.server.imageDeleted");
    },
  );

  routes.get(
    "/api/admin/products/:id/reviews",
    {
      ...guarded,
      schema: {
        params: idParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: successEnvelopeSchema(adminReviewsPageSchema) },
      },
    },
    async (request) => {
      await adminProductView(app.db, request.params.id);
      return ok(request, await listAdminReviews(app.db, request.params.id, request.query));
    },
  );

  routes.put(
    "/api/admin/reviews/:id",
    {
      ...guarded,
      schema: {
        params: idParamsSchema,
        body: adminReviewUpdateBodySchema,
        response: { 200: successEnvelopeSchema(adminReviewSchema) },
      },
    },
    async (request) => {
      const operator = operatorContextOf(request);
      const review = await updateReview(app.db, operator, request.params.id, request.body);
      return ok(request, review, "catalogue.server.reviewUpdated");
    },
  );
};

export default adminCatalogueRoutes;
