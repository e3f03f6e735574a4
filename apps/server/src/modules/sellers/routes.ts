import { registerBodySchema, registerResultSchema } from "@seller/contract/auth";
import { successEnvelopeSchema } from "@seller/contract/envelope";
import { sellerProfileSchema, updateSellerBodySchema } from "@seller/contract/seller";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import type { RateLimits } from "../../lib/rate-limits";
import { callerOf } from "../../plugins/auth";
import { getProfile } from "../profile/service";
import { registerSeller, updateSeller } from "./service";

const sellerRoutes: FastifyPluginAsync<{ limits: RateLimits }> = async (app, { limits }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // No token on purpose: after registering, the seller signs in on /login (DECISIONS.md).
  routes.post(
    "/api/sellers/register",
    {
      config: {
        rateLimit: { max: limits.registerPerAddress.max, timeWindow: limits.registerPerAddress.windowMs },
      },
      schema: { body: registerBodySchema, response: { 201: successEnvelopeSchema(registerResultSchema) } },
    },
    async (request, reply) => {
      const user = await registerSeller(app.db, request.body);
      return reply.code(201).send(ok(request, { user }, "server.registered"));
    },
  );

  routes.get(
    "/api/sellers/profile",
    { config: { auth: "seller" }, schema: { response: { 200: successEnvelopeSchema(sellerProfileSchema) } } },
    async (request) => ok(request, await getProfile(app.db, callerOf(request, "seller").ownerId)),
  );

  routes.put(
    "/api/sellers/update",
    {
      config: { auth: "seller" },
      schema: { body: updateSellerBodySchema, response: { 200: successEnvelopeSchema(sellerProfileSchema) } },
    },
    async (request) => {
      const sellerId = callerOf(request, "seller").ownerId;
      await updateSeller(app.db, sellerId, request.body);
      return ok(request, await getProfile(app.db, sellerId), "server.updated");
    },
  );
};

export default sellerRoutes;
