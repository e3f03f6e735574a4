import { reviewsPageSchema, reviewsQuerySchema } from "@seller/contract/catalogue";
import { successEnvelopeSchema } from "@seller/contract/envelope";
import {
  buyerOrderSchema,
  cancelOrderBodySchema,
  orderCodeParamsSchema,
  placeOrderBodySchema,
  reviewBodySchema,
} from "@seller/contract/orders";
import { sandboxOutcomeParamsSchema } from "@seller/contract/payments";
import { refundPromptPayBodySchema } from "@seller/contract/refunds";
import {
  orderLookupBodySchema,
  orderLookupResultSchema,
  placedOrderSchema,
  storefrontPageSchema,
  storefrontProductDetailSchema,
  storefrontProductParamsSchema,
  storefrontQuerySchema,
  storefrontSlugParamsSchema,
} from "@seller/contract/storefront";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import type { RateLimits } from "../../lib/rate-limits";
import { readUpload } from "../../lib/read-upload";
import { sendAnswer, unguardedCallAs } from "../../plugins/idempotency";
import type { Respond } from "../idempotency/service";
import { buyerOrder } from "../orders/reads";
import { recordVisit } from "../store/visits";
import type { WalletContext } from "../wallet/settings";
import {
  cancelOrderOnce,
  chooseRefundPromptPay,
  confirmReceiptOnce,
  placeOrderOnce,
  refreshOrderQr,
  reportPaymentWithSlip,
  reviewOrderOnce,
  type StorefrontContext,
  sandboxPayOnce,
} from "./buyer-order-service";
import { lookUpOrder } from "./lookup";
import { findStore, storefrontPage, storefrontProduct, storefrontReviews } from "./service";

type Options = { context: WalletContext; limits: RateLimits };

/**
 * The public storefront API (DECISIONS "Store and storefront"): no token,
 * limited per address, answers in the buyer's language. Buyers reach their
 * order only through its unguessable code.
 */
const storefrontRoutes: FastifyPluginAsync<Options> = async (app, { context, limits }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limit = (which: "storefrontReadPerAddress" | "storefrontWritePerAddress") => ({
    config: { rateLimit: { max: limits[which].max, timeWindow: limits[which].windowMs } },
  });
  const read = limit("storefrontReadPerAddress");
  const write = limit("storefrontWritePerAddress");
  const storefront: StorefrontContext = { db: app.db, publish: app.realtime.publish, wallet: context };
  const order = { 200: successEnvelopeSchema(buyerOrderSchema) };
  /** The answer a buyer's idempotent call keeps and replays: built inside the call's transaction. */
  const answered =
    <T>(request: FastifyRequest, statusCode: number, messageKey?: string): Respond<T> =>
    (result) => ({ statusCode, body: ok(request, result, messageKey) });

  routes.get(
    "/api/storefront/:slug",
    {
      ...read,
      schema: {
        params: storefrontSlugParamsSchema,
        querystring: storefrontQuerySchema,
        response: { 200: successEnvelopeSchema(storefrontPageSchema) },
      },
    },
    async (request) => {
      const { sellerId, ...page } = await storefrontPage(
        app.db,
        request.params.slug,
        request.query,
        request.language,
      );
      // The first page is a visit (DECISIONS "Orders": visitors a day, no cookie).
      if (request.query.page === 1) {
        await recordVisit(app.db, sellerId, {
          address: request.ip,
          userAgent: request.headers["user-agent"] ?? "",
        });
      }
      return ok(request, page);
    },
  );

  routes.get(
    "/api/storefront/:slug/products/:id",
    {
      ...read,
      schema: {
        params: storefrontProductParamsSchema,
        response: { 200: successEnvelopeSchema(storefrontProductDetailSchema) },
      },
    },
    async (request) => ok(request, await storefrontProduct(app.db, request.params.slug, request.params.id)),
  );

  routes.get(
    "/api/storefront/:slug/products/:id/reviews",
    {
      ...read,
      schema: {
        params: storefrontProductParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: successEnvelopeSchema(reviewsPageSchema) },
      },
    },
    async (request) =>
      ok(request, await storefrontReviews(app.db, request.params.slug, request.params.id, request.query)),
  );

  routes.post(
    "/api/storefront/:slug/orders",
    {
      ...write,
      schema: {
        params: storefrontSlugParamsSchema,
        body: placeOrderBodySchema,
        response: { 201: successEnvelopeSchema(placedOrderSchema) },
      },
    },
    async (request, reply) => {
      const answer = await placeOrderOnce(
        storefront,
        unguardedCallAs(request),
        request.params.slug,
        request.body,
        { address: request.ip },
        answered(request, 201, "storefront.orderPlaced"),
      );
      return sendAnswer(reply, answer);
    },
  );

  // A POST: the order number and the phone travel in the body, which no log line carries.
  routes.post(
    "/api/storefront/:slug/order-lookup",
    {
      ...write,
      schema: {
        params: storefrontSlugParamsSchema,
        body: orderLookupBodySchema,
        response: { 200: successEnvelopeSchema(orderLookupResultSchema) },
      },
    },
    async (request) => {
      const { row } = await findStore(app.db, request.params.slug);
      const found = await lookUpOrder(
        app.db,
        {
          sellerId: row.sellerId,
          orderNumber: request.body.order_number,
          phone: request.body.phone,
          address: request.ip,
        },
        limits,
      );
      return ok(request, found, found.code ? "storefront.lookup.found" : "storefront.lookup.notFound");
    },
  );

  routes.get(
    "/api/storefront/orders/:code",
    { ...read, schema: { params: orderCodeParamsSchema, response: order } },
    async (request) => ok(request, await buyerOrder(app.db, request.params.code)),
  );

  routes.post(
    "/api/storefront/orders/:code/cancel",
    { ...write, schema: { params: orderCodeParamsSchema, body: cancelOrderBodySchema, response: order } },
    async (request, reply) => {
      const answer = await cancelOrderOnce(
        storefront,
        unguardedCallAs(request),
        request.params.code,
        request.body?.reason,
        answered(request, 200, "storefront.orderCancelled"),
      );
      return sendAnswer(reply, answer);
    },
  );

  // "I have paid" (manual provider): the order waits for the operators' check instead of expiring.
  // The buyer may send the transfer slip with it (a form with one image `file`), for the operators only.
  routes.post(
    "/api/storefront/orders/:code/payment-reported",
    { ...write, schema: { params: orderCodeParamsSchema, response: order } },
    async (request) => {
      const upload = request.isMultipart() ? await readUpload(request) : undefined;
      const reported = await reportPaymentWithSlip(
        storefront,
        app.uploads.store,
        request.params.code,
        upload,
      );
      return ok(request, reported, "storefront.paymentReported");
    },
  );

  routes.post(
    "/api/storefront/orders/:code/confirm-receipt",
    { ...write, schema: { params: orderCodeParamsSchema, response: order } },
    async (request, reply) => {
      const answer = await confirmReceiptOnce(
        app.db,
        unguardedCallAs(request),
        request.params.code,
        answered(request, 200, "storefront.receiptConfirmed"),
      );
      return sendAnswer(reply, answer);
    },
  );

  routes.post(
    "/api/storefront/orders/:code/review",
    { ...write, schema: { params: orderCodeParamsSchema, body: reviewBodySchema, response: order } },
    async (request, reply) => {
      const answer = await reviewOrderOnce(
        app.db,
        unguardedCallAs(request),
        request.params.code,
        request.body,
        answered(request, 200, "storefront.reviewSaved"),
      );
      return sendAnswer(reply, answer);
    },
  );

  // Where the refund goes (DECISIONS "Payments"): the order's phone unless the buyer gives another.
  routes.put(
    "/api/storefront/orders/:code/refund-promptpay",
    { ...write, schema: { params: orderCodeParamsSchema, body: refundPromptPayBodySchema, response: order } },
    async (request) => {
      const saved = await chooseRefundPromptPay(app.db, request.params.code, request.body.promptpay_id);
      return ok(request, saved, "refunds.promptPaySaved");
    },
  );

  // A fresh QR for the same payment (a QR lives 15 minutes), until the order expires.
  routes.post(
    "/api/storefront/orders/:code/qr",
    { ...write, schema: { params: orderCodeParamsSchema, response: order } },
    async (request) => {
      return ok(request, await refreshOrderQr(storefront, request.params.code));
    },
  );

  // The demo's stand-in for the bank (sandbox provider only; 403 otherwise, nothing moves).
  routes.post(
    "/api/storefront/orders/:code/sandbox-pay",
    {
      ...write,
      schema: {
        params: orderCodeParamsSchema,
        body: z.strictObject({ outcome: sandboxOutcomeParamsSchema.shape.outcome.optional() }).nullish(),
        response: order,
      },
    },
    async (request, reply) => {
      const answer = await sandboxPayOnce(
        storefront,
        unguardedCallAs(request),
        request.params.code,
        request.body?.outcome ?? "paid",
        answered(request, 200),
      );
      return sendAnswer(reply, answer);
    },
  );
};

export default storefrontRoutes;
