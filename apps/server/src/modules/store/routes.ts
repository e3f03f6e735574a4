import { successEnvelopeSchema } from "@seller/contract/envelope";
import {
  listingBodySchema,
  listingResultSchema,
  sellerProductsPageSchema,
  sellerProductsQuerySchema,
  storeSettingAnswerSchema,
  storeSettingBodySchema,
  unlistResultSchema,
} from "@seller/contract/store";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { idParamsSchema } from "../../lib/params";
import { callerOf } from "../../plugins/auth";
import { listInStore, listSellerProducts, unlistProduct } from "./listings";
import { getStoreSetting, updateStoreSetting } from "./settings";

/** The seller's store: listing catalogue products and the store's settings (spec section 7, "Own store listing"). */
const storeRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { config: { auth: "seller" as const } };
  const listing = { 200: successEnvelopeSchema(listingResultSchema) };

  routes.get(
    "/api/sellers/products",
    {
      ...guarded,
      schema: {
        querystring: sellerProductsQuerySchema,
        response: { 200: successEnvelopeSchema(sellerProductsPageSchema) },
      },
    },
    async (request) => {
      const sellerId = callerOf(request, "seller").ownerId;
      return ok(request, await listSellerProducts(app.db, sellerId, request.query, request.language));
    },
  );

  routes.post(
    "/api/sellers/products",
    { ...guarded, schema: { body: listingBodySchema, response: listing } },
    async (request) => {
      const sellerId = callerOf(request, "seller").ownerId;
      const result = await listInStore(app.db, sellerId, request.body.product_ids);
      return ok(request, result, result.success_count > 0 ? "store.listed" : "store.nothingListed");
    },
  );

  routes.post(
    "/api/products/:id/list",
    { ...guarded, schema: { params: idParamsSchema, response: listing } },
    async (request) => {
      const sellerId = callerOf(request, "seller").ownerId;
      const result = await listInStore(app.db, sellerId, [request.params.id]);
      return ok(request, result, result.success_count > 0 ? "store.listed" : "store.nothingListed");
    },
  );

  routes.delete(
    "/api/sellers/products/:id",
    {
      ...guarded,
      schema: { params: idParamsSchema, response: { 200: successEnvelopeSchema(unlistResultSchema) } },
    },
    async (request) => {
      const sellerId = callerOf(request, "seller").ownerId;
      return ok(request, await unlistProduct(app.db, sellerId, request.params.id), "store.unlisted");
    },
  );

  const setting = { 200: successEnvelopeSchema(storeSettingAnswerSchema) };
  routes.get("/api/sellers/store-setting", { ...guarded, schema: { response: setting } }, async (request) => {
    const sellerId = callerOf(request, "seller").ownerId;
    return ok(request, { store_setting: await getStoreSetting(app.db, sellerId) });
  });

  routes.put(
    "/api/sellers/store-setting",
    { ...guarded, schema: { body: storeSettingBodySchema, response: setting } },
    async (request) => {
      const sellerId = callerOf(request, "seller").ownerId;
      const saved = await updateStoreSetting(app.db, sellerId, request.body.store_setting);
      return ok(request, { store_setting: saved }, "store.settingsSaved");
    },
  );
};

export default storeRoutes;
