import { successEnvelopeSchema } from "@seller/contract/envelope";
import {
  contactSupportBodySchema,
  customerServiceSchema,
  helpCenterSchema,
  supportConversationQuerySchema,
  supportConversationSchema,
  supportMessageReceiptSchema,
  versionSchema,
} from "@seller/contract/support";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import type { RateLimits } from "../../lib/rate-limits";
import { callerOf } from "../../plugins/auth";
import { customerServiceUrl } from "../system/service";
import { helpCenter } from "./help-entries";
import { contactSupport, sellerConversation } from "./messages";
import { versionInfo } from "./version";

type Options = { limits: RateLimits; customerServiceUrl?: string | undefined };

/**
 * Spec section 7's system/help-center, system/version and system/contact-support,
 * and the customer-service link. Reading is public (the sign-in screen's
 * forgot-password dialog offers the link); writing to support needs a seller.
 */
const supportRoutes: FastifyPluginAsync<Options> = async (app, options) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/system/help-center",
    { schema: { response: { 200: successEnvelopeSchema(helpCenterSchema) } } },
    async (request) => ok(request, { entries: await helpCenter(app.db, request.language) }),
  );

  routes.get(
    "/api/system/version",
    { schema: { response: { 200: successEnvelopeSchema(versionSchema) } } },
    async (request) => ok(request, versionInfo()),
  );

  routes.get(
    "/api/system/customer-service",
    { schema: { response: { 200: successEnvelopeSchema(customerServiceSchema) } } },
    async (request) => ok(request, { url: await customerServiceUrl(app.db, options.customerServiceUrl) }),
  );

  routes.post(
    "/api/system/contact-support",
    {
      config: { auth: "seller" },
      schema: {
        body: contactSupportBodySchema,
        response: { 201: successEnvelopeSchema(supportMessageReceiptSchema) },
      },
    },
    async (request, reply) => {
      const receipt = await contactSupport(
        app.db,
        {
          sellerId: callerOf(request, "seller").ownerId,
          message: request.body.message,
          language: request.language,
        },
        options.limits.contactSupportPerSeller,
      );
      return reply.code(201).send(ok(request, receipt, "support.contact.sent"));
    },
  );

  // The help centre's conversation: what the seller sent and the operators' answers.
  routes.get(
    "/api/system/support-messages",
    {
      config: { auth: "seller" },
      schema: {
        querystring: supportConversationQuerySchema,
        response: { 200: successEnvelopeSchema(supportConversationSchema) },
      },
    },
    async (request) =>
      ok(request, await sellerConversation(app.db, callerOf(request, "seller").ownerId, request.query)),
  );
};

export default supportRoutes;
