import { successEnvelopeSchema } from "@seller/contract/envelope";
import {
  adminVerificationDetailSchema,
  adminVerificationListQuerySchema,
  adminVerificationListSchema,
  adminVerificationSchema,
  rejectVerificationBodySchema,
} from "@seller/contract/verification";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { transactionThenPublish } from "../../lib/outbox";
import { idParamsSchema } from "../../lib/params";
import { callerOf } from "../../plugins/auth";
import { operatorContextOf } from "../audit/context";
import { recordOperatorAct } from "../audit/service";
import { getSellerAccounts } from "../sellers/directory";
import { presentForOperator } from "./present";
import { decideVerification, getVerification, listVerifications } from "./review";
import { idNumberCheck, sameIdNumber } from "./same-number";
import type { VerificationView } from "./service";

/** Operators review identity verifications (spec section 6: "Administrators review verifications"). */
const adminVerificationRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const operatorOf = (request: FastifyRequest) => ({ id: callerOf(request, "operator").ownerId });

  /** Lists and decisions show the masked ID number; the full one only where it is compared with the card. */
  async function present(views: VerificationView[]) {
    const accounts = await getSellerAccounts(app.db, [...new Set(views.map((view) => view.sellerId))]);
    return views.map((view) => presentForOperator(view, accounts.get(view.sellerId) ?? ""));
  }
  async function presentOne(view: VerificationView, full = false) {
    const accounts = await getSellerAccounts(app.db, [view.sellerId]);
    const idNumber = full ? app.fieldCipher.open("id_number", view.idCardNumberSealed) : undefined;
    return presentForOperator(view, accounts.get(view.sellerId) ?? "", idNumber);
  }

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
      return ok(request, { items: await present(views) });
    },
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
    async (request) => {
      // The operator compares the number with the card images: the full number, here only.
      const view = await getVerification(app.db, request.params.id);
      const presented = await presentOne(view, true);
      // Who saw a full ID number, and when (ASVS 7.1: access to sensitive data is logged).
      await recordOperatorAct(app.db, operatorContextOf(request), {
        act: "verification.view_id_number",
        target: { type: "verification", id: view.id },
        details: { seller_id: view.sellerId },
      });
      const others = await sameIdNumber(app.db, view.id);
      const accounts = await getSellerAccounts(app.db, [...new Set(others.map((other) => other.sellerId))]);
      return ok(request, {
        ...presented,
        id_number_check: idNumberCheck(presented.id_card_number),
        same_id_number: others.map((other) => ({
          verification_id: other.verificationId,
          seller_id: other.sellerId,
          seller_account: accounts.get(other.sellerId) ?? "",
          verification_status: other.status,
          submitted_at: other.submittedAt.toISOString(),
        })),
      });
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
      const view = await transactionThenPublish(app.db, app.realtime.publish, async (tx) => {
        const decided = await decideVerification(tx, {
          id: request.params.id,
          operatorId: operator.id,
          decision: "approved",
        });
        await recordOperatorAct(tx, operatorContextOf(request), {
          act: "verification.approve",
          target: { type: "verification", id: request.params.id },
          details: { seller_id: decided.sellerId },
        });
        return decided;
      });
      return ok(request, await presentOne(view), "server.verificationApproved");
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
      const view = await transactionThenPublish(app.db, app.realtime.publish, async (tx) => {
        const decided = await decideVerification(tx, {
          id: request.params.id,
          operatorId: operator.id,
          decision: "rejected",
          reason: request.body.reason,
        });
        await recordOperatorAct(tx, operatorContextOf(request), {
          act: "verification.reject",
          target: { type: "verification", id: request.params.id },
          reason: request.body.reason,
          details: { seller_id: decided.sellerId },
        });
        return decided;
      });
      return ok(request, await presentOne(view), "server.verificationRejected");
    },
  );
};

export default adminVerificationRoutes;
