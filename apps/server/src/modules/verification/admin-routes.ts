import { successEnvelopeSchema } from "@seller/contract/envelope";
import {
  adminVerificationDetailSchema,
  adminVerificationListQuerySchema,
  adminVerificationListSchema,
  adminVerificationSchema,
  rejectVerificationBodySchema,
} from "@seller/contract/verification";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { idParamsSchema } from "../../lib/params";
import { operatorContextOf } from "../audit/context";
import { decideVerificationAsOperator, verificationForReview, verificationQueue } from "./operator-review";

/** Operators review identity verifications (spec section 6: "Administrators review verifications"). */
const adminVerificationRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/admin/verifications",
    {
      config: { auth: "operator" },
      schema: {
        querystring: adminVerificationListQuerySchema,
        response: { 200: successEnvelopeSchema(adminVerificationListSchema) },
      },
    },
    async (request) => ok(request, await verificationQueue(app.db, request.query.status)),
  );

  routes.get(
    "/api/admin/verifications/:id",
    {
      config: { auth: "operator" },
      schema: {
        params: idParamsSchema,
        response: { 200: successEnvelopeSchema(adminVerificationDetailSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await verificationForReview(app.db, app.fieldCipher, operatorContextOf(request), request.params.id),
      ),
  );

  routes.post(
    "/api/admin/verifications/:id/approve",
    {
      config: { auth: "operator" },
      schema: { params: idParamsSchema, response: { 200: successEnvelopeSchema(adminVerificationSchema) } },
    },
    async (request) => {
      const decided = await decideVerificationAsOperator(
        app.db,
        app.realtime.publish,
        operatorContextOf(request),
        {
          id: request.params.id,
          decision: "approved",
        },
      );
      return ok(request, decided, "server.verificationApproved");
    },
  );

  routes.post(
    "/api/admin/verifications/:id/reject",
    {
      config: { auth: "operator" },
      schema: {
        params: idParamsSchema,
        body: rejectVerificationBodySchema,
        response: { 200: successEnvelopeSchema(adminVerificationSchema) },
      },
    },
    async (request) => {
      const decided = await decideVerificationAsOperator(
        app.db,
        app.realtime.publish,
        operatorContextOf(request),
        {
          id: request.params.id,
          decision: "rejected",
          reason: request.body.reason,
        },
      );
      return ok(request, decided, "server.verificationRejected");
    },
  );
};

export default adminVerificationRoutes;
