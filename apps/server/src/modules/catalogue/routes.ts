import {
  categoriesSchema,
  favoriteResultSchema,
  productDetailSchema,
  productsPageSchema,
  productsQuerySchema,
  reviewsPageSchema,
  reviewsQuerySchema,
} from "@seller/contract/catalogue";
import { successEnvelopeSchema } from "@seller/contract/envelope";
import type { SQL } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { idParamsSchema } from "../../lib/params";
import { callerOf } from "../../plugins/auth";
import { likeProduct, unlikeProduct } from "./favorites";
import type { Viewer } from "./present";
import {
  getProduct,
  listCategories,
  listReviews,
  type ProductsRead,
  presentProducts,
  readProducts,
} from "./reads";
import type { RecentPages } from "./recent-pages";

/**
 * The store, above the catalogue, answers which product ids a seller has listed
 * (a subquery); app.ts hands it in so that the catalogue imports nothing above it.
 */
export type CatalogueRoutesOptions = {
  listedIdsOf?: (sellerId: number) => SQL;
  /** Pages read in the last second, shared by every caller (recent-pages.ts); app.ts forgets them after a write. */
  recentPages: RecentPages<ProductsRead>;
};

/** Prices in the filter are satang as bigint, which JSON.stringify refuses: in a key they are their digits. */
const withBigInts = (_key: string, value: unknown) => (typeof value === "bigint" ? value.toString() : value);

/** A token, when sent, is resolved by the auth hook (optionalAuth); without one the caller is anonymous. */
function viewerOf(request: FastifyRequest, options: CatalogueRoutesOptions): Viewer {
  const session = request.auth;
  if (!session) return { kind: "anonymous" };
  if (session.kind === "seller") {
    return { kind: "seller", id: session.ownerId, listed: options.listedIdsOf?.(session.ownerId) };
  }
  return { kind: session.kind, id: session.ownerId };
}

/**
 * The catalogue's public calls (DECISIONS "Catalogue": GET products,
 * products/{id}, products/categories) and the seller's favourites.
 */
const catalogueRoutes: FastifyPluginAsync<CatalogueRoutesOptions> = async (app, options) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const publicRead = { config: { optionalAuth: true } };

  routes.get(
    "/api/products",
    {
      ...publicRead,
      schema: {
        querystring: productsQuerySchema,
        response: { 200: successEnvelopeSchema(productsPageSchema) },
      },
    },
    async (request) => {
      const { query, language } = request;
      const read = await options.recentPages.read(`${language} ${JSON.stringify(query, withBigInts)}`, () =>
        readProducts(app.db, query, language),
      );
      return ok(request, await presentProducts(app.db, read, query, viewerOf(request, options)));
    },
  );

  routes.get(
    "/api/products/categories",
    { schema: { response: { 200: successEnvelopeSchema(categoriesSchema) } } },
    async (request) => ok(request, await listCategories(app.db, request.language)),
  );

  routes.get(
    "/api/products/:id",
    {
      ...publicRead,
      schema: { params: idParamsSchema, response: { 200: successEnvelopeSchema(productDetailSchema) } },
    },
    async (request) => ok(request, await getProduct(app.db, request.params.id, viewerOf(request, options))),
  );

  routes.get(
    "/api/products/:id/reviews",
    {
      schema: {
        params: idParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: successEnvelopeSchema(reviewsPageSchema) },
      },
    },
    async (request) => ok(request, await listReviews(app.db, request.params.id, request.query)),
  );

  const favorite = {
    config: { auth: "seller" as const },
    schema: { params: idParamsSchema, response: { 200: successEnvelopeSchema(favoriteResultSchema) } },
  };
  routes.post("/api/products/:id/favorite", favorite, async (request) => {
    const result = await likeProduct(app.db, callerOf(request, "seller").ownerId, request.params.id);
    return ok(request, result, "catalogue.server.favoriteAdded");
  });
  routes.delete("/api/products/:id/favorite", favorite, async (request) => {
    const result = await unlikeProduct(app.db, callerOf(request, "seller").ownerId, request.params.id);
    return ok(request, result, "catalogue.server.favoriteRemoved");
  });
};

export default catalogueRoutes;
