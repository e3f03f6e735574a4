import { depositRefundOrdersSchema, depositRefundResultSchema } from "@seller/contract/deposit";
import { successEnvelopeSchema } from "@seller/contract/envelope";
import {
  approveBodySchema,
  rechargeResultSchema,
  rechargeReviewQuerySchema,
  rejectBodySchema,
  reviewQuerySchema,
} from "@seller/contract/wallet";
import {
  adminDepositRefundsPageSchema,
  adminRechargesPageSchema,
  adminWithdrawalsPageSchema,
  withdrawalDecisionSchema,
} from "@seller/contract/wallet-review";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { ok } from "../../lib/envelope";
import { idParamsSchema } from "../../lib/params";
import { idempotentCall, sendAnswer } from "../../plugins/idempotency";
import { operatorContextOf } from "../audit/context";
import {
  depositRefundOrders,
  depositRefundOrdersOf,
  stopCollectingBeforeRefund,
} from "../orders/deposit-guard";
import {
  approveDepositRefund,
  depositRefundOf,
  listDepositRefunds,
  rejectDepositRefund,
} from "./deposit-service";
import { decideReviewOnce, type ReviewDecision } from "./operator-review-service";
import { approveRecharge, listRecharges, rejectRecharge } from "./recharge-service";
import type { WalletContext } from "./settings";
import { listWithdrawalsSeenBy } from "./withdrawal-reads";
import { approveWithdrawal, rejectWithdrawal } from "./withdrawal-service";

/** What the operator reads once a decision is recorded (locales: wallet.review). */
const DECIDED_MESSAGE = { approve: "wallet.review.approved", reject: "wallet.review.rejected" } as const;

/**
 * The operator's review of pending requests. Every decision writes its
 * transfers with the operator and the reason, and shows in the seller's
 * history. There is deliberately no call that sets a balance or creates money
 * without a recharge (ARCHITECTURE.md "Integrity").
 */
const operatorWalletRoutes: FastifyPluginAsync<{ context: WalletContext }> = async (app, { context }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { config: { auth: "operator" as const } };

  /** One review decision, its change and audit record in one transaction (decideReviewOnce). */
  async function review<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    id: number,
    reason: string,
    decision: ReviewDecision<T>,
  ) {
    const answer = await decideReviewOnce(
      app.db,
      idempotentCall(request),
      operatorContextOf(request),
      id,
      reason,
      decision,
      (decided) => ({ statusCode: 200, body: ok(request, decided, DECIDED_MESSAGE[decision.action]) }),
    );
    return sendAnswer(reply, answer);
  }
  const reviewOptions = <B extends z.ZodType, I extends z.core.$ZodType>(body: B, item: I) => ({
    ...guarded,
    schema: { params: idParamsSchema, body, response: { 200: successEnvelopeSchema(item) } },
  });

  routes.get(
    "/api/admin/recharges",
    {
      ...guarded,
      schema: {
        querystring: rechargeReviewQuerySchema,
        response: { 200: successEnvelopeSchema(adminRechargesPageSchema) },
      },
    },
    async (request) => ok(request, await listRecharges(app.db, context, request.query)),
  );
  routes.post(
    "/api/admin/recharges/:id/approve",
    reviewOptions(approveBodySchema, rechargeResultSchema),
    (request, reply) =>
      review(request, reply, request.params.id, request.body?.reason ?? "", {
        target: "recharge",
        action: "approve",
        decide: (tx, id, actor, reason) => approveRecharge(tx, context, id, actor, reason),
      }),
  );
  routes.post(
    "/api/admin/recharges/:id/reject",
    reviewOptions(rejectBodySchema, rechargeResultSchema),
    (request, reply) =>
      review(request, reply, request.params.id, request.body.reason, {
        target: "recharge",
        action: "reject",
        decide: (tx, id, actor, reason) => rejectRecharge(tx, context, id, actor, reason),
      }),
  );

  routes.get(
    "/api/admin/withdrawals",
    {
      ...guarded,
      schema: {
        querystring: reviewQuerySchema,
        response: { 200: successEnvelopeSchema(adminWithdrawalsPageSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await listWithdrawalsSeenBy(app.db, app.fieldCipher, operatorContextOf(request), request.query),
      ),
  );
  routes.post(
    "/api/admin/withdrawals/:id/approve",
    reviewOptions(approveBodySchema, withdrawalDecisionSchema),
    (request, reply) =>
      review(request, reply, request.params.id, request.body?.reason ?? "", {
        target: "withdrawal",
        action: "approve",
        decide: approveWithdrawal,
      }),
  );
  routes.post(
    "/api/admin/withdrawals/:id/reject",
    reviewOptions(rejectBodySchema, withdrawalDecisionSchema),
    (request, reply) =>
      review(request, reply, request.params.id, request.body.reason, {
        target: "withdrawal",
        action: "reject",
        decide: rejectWithdrawal,
      }),
  );

  routes.get(
    "/api/admin/deposit-refunds",
    {
      ...guarded,
      schema: {
        querystring: reviewQuerySchema,
        response: { 200: successEnvelopeSchema(adminDepositRefundsPageSchema) },
      },
    },
    async (request) => ok(request, await listDepositRefunds(app.db, request.query)),
  );
  // What the approval would meet, for its confirmation: the orders that refuse it, the ones it cancels.
  routes.get(
    "/api/admin/deposit-refunds/:id/orders",
    {
      ...guarded,
      schema: { params: idParamsSchema, response: { 200: successEnvelopeSchema(depositRefundOrdersSchema) } },
    },
    async (request) => {
      const refund = await depositRefundOf(app.db, request.params.id);
      return ok(request, await depositRefundOrdersOf(app.db, refund.sellerId));
    },
  );
  routes.post(
    "/api/admin/deposit-refunds/:id/approve",
    reviewOptions(approveBodySchema, depositRefundResultSchema),
    (request, reply) =>
      review(request, reply, request.params.id, request.body?.reason ?? "", {
        target: "deposit_refund",
        action: "approve",
        decide: (tx, id, actor, reason) => approveDepositRefund(tx, id, actor, reason, depositRefundOrders),
        // The provider stops collecting the unpaid orders the approval will cancel (deposit-guard.ts).
        prepare: async (id, inTransaction) => {
          const refund = await depositRefundOf(app.db, id);
          if (refund.status !== "pending") return;
          await stopCollectingBeforeRefund(app.db, context.payments, refund.sellerId, inTransaction);
        },
      }),
  );
  routes.post(
    "/api/admin/deposit-refunds/:id/reject",
    reviewOptions(rejectBodySchema, depositRefundResultSchema),
    (request, reply) =>
      review(request, reply, request.params.id, request.body.reason, {
        target: "deposit_refund",
        action: "reject",
        decide: rejectDepositRefund,
      }),
  );
};

export default operatorWalletRoutes;
