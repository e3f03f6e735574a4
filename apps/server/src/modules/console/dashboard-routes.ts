import { dashboardSchema } from "@seller/contract/console";
import { successEnvelopeSchema } from "@seller/contract/envelope";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { orderQueues } from "../orders/queue-summary";
import { orderRefundQueue } from "../orders/refund-queue-summary";
import { platformContact } from "../system/service";
import { verificationQueue } from "../verification/queue-summary";
import { walletQueues } from "../wallet/queue-summary";

/** GET admin/dashboard: what waits for an operator, queue by queue, with the oldest item's age. */
const dashboardRoutes: FastifyPluginAsync<{ customerServiceUrl?: string | undefined }> = async (
  app,
  options,
) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/admin/dashboard",
      { config: { auth: "operator" }, schema: { response: { 200: successEnvelopeSchema(dashboardSchema) } } },
      async (request) => {
        const [wallet, verifications, orders, orderRefunds, reach] = await Promise.all([
          walletQueues(app.db),
          verificationQueue(app.db),
          orderQueues(app.db),
          orderRefundQueue(app.db),
          platformContact(app.db, options.customerServiceUrl),
        ]);
        return ok(request, {
          queues: { verifications, ...wallet, ...orders, order_refunds: orderRefunds },
          contact_missing:
            !reach.customer_service_url && Object.values(reach.contact).every((value) => !value),
          generated_at: new Date().toISOString(),
        });
      },
    );
};

export default dashboardRoutes;
