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
import type { Transaction } from "../../db/client";
import { ok } from "../../lib/envelope";
import { transactionThenPublish } from "../../lib/outbox";
import type { RateLimits } from "../../lib/rate-limits";
import { readUpload } from "../../lib/read-upload";
import { checkThaiAddress } from "../../lib/thai-address";
import { sendAnswer } from "../../plugins/idempotency";
import { prepareSlip } from "../files/service";
import { idempotencyKeyOf, runIdempotent } from "../idempotency/service";
import { cancelByBuyer, confirmReceipt, reportPayment, reviewOrder } from "../orders/buyer";
import { placeOrder } from "../orders/place";
import { buyerOrder, orderByCode } from "../orders/reads";
import { setRefundPromptPay } from "../orders/refund";
import { refreshQr, simulate } from "../payments/service";
import { recordVisit } from "../store/visits";
import type { WalletContext } from "../wallet/settings";
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
  const inTransaction = <T>(work: (tx: Transaction) => Promise<T>) =>
    transactionThenPublish(app.db, app.realtime.publish, work);
  const order = { 200: successEnvelopeSchema(buyerOrderSchema) };

  /** A buyer's money-moving call, replayed rather than repeated for the same Idempotency-Key. */
  const once = (
    request: FastifyRequest,
    actor: string,
    statusCode: number,
    run: (tx: Transaction) => Promise<unknown>,
    messageKey?: string,
    precheck?: () => Promise<void>,
  ) =>
    runIdempotent(
      app.db,
      {
        actor,
        key: idempotencyKeyOf(request.headers["idempotency-key"]),
        method: request.method,
        path: request.url.split("?")[0] ?? request.url,
        body: request.body,
        publish: app.realtime.publish,
      },
      {
        ...(precheck ? { precheck } : {}),
        run: async (tx) => ({ statusCode, body: ok(request, await run(tx), messageKey) }),
      },
    );

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
      const { row } = await findStore(app.db, request.params.slug);
      // The data set's check reads no table: done before the transaction opens.
      await checkThaiAddress(request.body.address);
      const answer = await once(
        request,
        `storefront:${row.slug}`,
        201,
        (tx) => placeOrder(tx, context, row, request.body, { address: request.ip }),
        "storefront.orderPlaced",
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
      const { code } = request.params;
      const buyerCancel = cancelByBuyer(app.db, context.payments, code, request.body?.reason, inTransaction);
      // With an Idempotency-Key, a repeat replays the first answer instead of "cannot be cancelled".
      const answer = await once(
        request,
        `buyer:${code}`,
        200,
        async (tx) => {
          await buyerCancel.end(tx);
          return buyerOrder(tx, code);
        },
        "storefront.orderCancelled",
        buyerCancel.stopCollecting,
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
      const { code } = request.params;
      const slip = request.isMultipart()
        ? await prepareSlip(app.uploads.store, await readUpload(request))
        : undefined;
      let attached = false;
      try {
        attached = await inTransaction((tx) => reportPayment(tx, code, slip));
      } finally {
        // Nothing half-stored: bytes no order points at are removed again.
        if (slip && !attached) await slip.discard();
      }
      return ok(request, await buyerOrder(app.db, code), "storefront.paymentReported");
    },
  );

  routes.post(
    "/api/storefront/orders/:code/confirm-receipt",
    { ...write, schema: { params: orderCodeParamsSchema, response: order } },
    async (request, reply) => {
      const { code } = request.params;
      const answer = await once(
        request,
        `buyer:${code}`,
        200,
        async (tx) => {
          await confirmReceipt(tx, code);
          return buyerOrder(tx, code);
        },
        "storefront.receiptConfirmed",
      );
      return sendAnswer(reply, answer);
    },
  );

  routes.post(
    "/api/storefront/orders/:code/review",
    { ...write, schema: { params: orderCodeParamsSchema, body: reviewBodySchema, response: order } },
    async (request, reply) => {
      const { code } = request.params;
      const answer = await once(
        request,
        `buyer:${code}`,
        200,
        async (tx) => {
          await reviewOrder(tx, code, request.body);
          return buyerOrder(tx, code);
        },
        "storefront.reviewSaved",
      );
      return sendAnswer(reply, answer);
    },
  );

  // Where the refund goes (DECISIONS "Payments"): the order's phone unless the buyer gives another.
  routes.put(
    "/api/storefront/orders/:code/refund-promptpay",
    { ...write, schema: { params: orderCodeParamsSchema, body: refundPromptPayBodySchema, response: order } },
    async (request) => {
      const { code } = request.params;
      const found = await orderByCode(app.db, code);
      await app.db.transaction((tx) => setRefundPromptPay(tx, found.id, request.body.promptpay_id));
      return ok(request, await buyerOrder(app.db, code), "refunds.promptPaySaved");
    },
  );

  // A fresh QR for the same payment (a QR lives 15 minutes), until the order expires.
  routes.post(
    "/api/storefront/orders/:code/qr",
    { ...write, schema: { params: orderCodeParamsSchema, response: order } },
    async (request) => {
      const found = await orderByCode(app.db, request.params.code);
      if (found.paymentId !== null) await refreshQr(app.db, context.payments, found.paymentId, inTransaction);
      return ok(request, await buyerOrder(app.db, request.params.code));
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
      const { code } = request.params;
      const found = await orderByCode(app.db, code);
      const outcome = request.body?.outcome ?? "paid";
      const answer = await once(request, `buyer:${code}`, 200, async (tx) => {
        if (found.paymentId !== null) await simulate(tx, context.payments, found.paymentId, outcome);
        return buyerOrder(tx, code);
      });
      return sendAnswer(reply, answer);
    },
  );
};

export default storefrontRoutes;
