import { successEnvelopeSchema } from "@seller/contract/envelope";
import {
  adminVerificationListQuerySchema,
  adminVerificationListSchema,
  adminVerificationSchema,
  rejectVerificationBodySchema,
} from "@seller/contract/verification";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { idParamsSchema } from "../../lib/params";
import { callerOf } from "../../plugins/auth";
import type { Viewer } from "../files/access-token";
import { transactionThenPublish } from "../notifications/outbox";
import { getSellerAccounts } from "../sellers/directory";
import { presentForOperator } from "./present";
import { decideVerification, getVerification, listVerifications } from "./review";
import type { VerificationView } from "./service";

/** Operators review identity verifications (spec section 6: "Administrators review verifications"). */
const adminVerificationRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const operatorOf = (request: FastifyRequest): Viewer => ({
    kind: "operator",
    id: callerOf(request, "operator").ownerId,
  });

  async function present(views: VerificationView[], viewer: Viewer) {
    const accounts = await getSellerAccounts(app.db, [...new Set(views.map((view) => view.sellerId))]);
    return views.map((view) =>
      presentForOperator(view, accounts.get(view.sellerId) ?? "", viewer, app.uploads.urlFor),
    );
  }
  const presentOne = (view: VerificationView, viewer: Viewer) =>
    present([view], viewer).then(([one]) => {
      if (!one) throw new Error("presenting one verification gave none");
      return one;
    });

  routes.get(
    "/api/admin/verifications",
    {
      config: { auth: "operator" },
      schema: {
        querystring: adminVerificationListQuerySchema,
        response: { 200: successEnvelopeSchema(adminVerificationListSchema) },
      },
    },
    async (request) => {
      const views = await listVerifications(app.db, request.query.status);
      return ok(request, { items: await present(views, operatorOf(request)) });
    },
  );

  routes.get(
    "/api/admin/verifications/:id",
    {
      config: { auth: "operator" },
      schema: { params: idParamsSchema, response: { 200: successEnvelopeSchema(adminVerificationSchema) } },
    },
    async (request) => {
      const view = await getVerification(app.db, request.params.id);
      return ok(request, await presentOne(view, operatorOf(request)));
    },
  );

  routes.post(
    "/api/admin/verifications/:id/approve",
    {
      config: { auth: "operator" },
      schema: { params: idParamsSchema, response: { 200: successEnvelopeSchema(adminVerificationSchema) } },
    },
    async (request) => {
      const operator = operatorOf(request);
      const view = await transactionThenPublish(app.db, app.realtime.publish, (tx) =>
        decideVerification(tx, { id: request.params.id, operatorId: operator.id, decision: "approved" }),
      );
      return ok(request, await presentOne(view, operator), "server.verificationApproved");
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
      const operator = operatorOf(request);
      const view = await transactionThenPublish(app.db, app.realtime.publish, (tx) =>
        decideVerification(tx, {
          id: request.params.id,
          operatorId: operator.id,
          decision: "rejected",
          reason: request.body.reason,
        }),
      );
      return ok(request, await presentOne(view, operator), "server.verificationRejected");
    },
  );
};

export default adminVerificationRoutes;
