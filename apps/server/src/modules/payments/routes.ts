import { successEnvelopeSchema } from "@seller/contract/envelope";
import { paymentSchema } from "@seller/contract/payments";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { idParamsSchema } from "../../lib/params";
import type { Payments } from "./context";
import { syncWithProvider, toPayment } from "./service";
import { handleStripeWebhook } from "./webhook";

/** Stripe signs the exact bytes it sent: the webhook reads its body raw, and only its body. */
const stripeWebhook: FastifyPluginAsync<{ context: Payments }> = async (app, { context }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/payments/webhook/stripe",
    {
      schema: {
        response: {
          200: successEnvelopeSchema(
            z.object({
              received: z.literal(true),
              duplicate: z.boolean(),
              payment_reference: z.string().nullable(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await handleStripeWebhook(
        app.db,
        context,
        body,
        request.headers["stripe-signature"],
        app.realtime.publish,
      );
      return ok(request, result);
    },
  );
};

/** The payment providers' side: Stripe's webhook, and the operator's status query to Stripe. */
const paymentRoutes: FastifyPluginAsync<{ context: Payments }> = async (app, { context }) => {
  await app.register(stripeWebhook, { context });

  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/admin/payments/:id/sync",
    {
      config: { auth: "operator" },
      schema: { params: idParamsSchema, response: { 200: successEnvelopeSchema(paymentSchema) } },
    },
    async (request) => {
      const row = await syncWithProvider(app.db, app.realtime.publish, context, request.params.id);
      return ok(request, toPayment(row));
    },
  );
};

export default paymentRoutes;
