import { formatBaht } from "@seller/contract/money";
import type { PaymentProvider } from "@seller/contract/payments";
import type { AdminRefund, adminRefundsQuerySchema, RefundState } from "@seller/contract/refunds";
import { asc, count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database, Queryable, Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { type OperatorContext, recordOperatorAct } from "../audit/service";
import { type Answer, type IdempotentCall, type Respond, runIdempotent } from "../idempotency/service";
import { getSellerAccounts } from "../sellers/directory";
import { platformBalance } from "../wallet/ledger";
import type { RefundRow } from "./present";
import { payRefund } from "./refund";
import { orderRefunds } from "./refund-tables";
import { orders } from "./tables";

/** Stripe pays its own refunds; an operator steps in only when Stripe's refund failed or was cancelled. */
const STRIPE_GAVE_UP = new Set(["failed", "canceled"]);

function operatorMayPay(refund: RefundRow): boolean {
  if (refund.state !== "to_pay") return false;
  if (refund.provider !== "stripe") return true;
  return refund.providerStatus !== null && STRIPE_GAVE_UP.has(refund.providerStatus);
}

function presentAdminRefund(
  refund: RefundRow,
  order: { orderNumber: string; buyerName: string; buyerPhone: string },
  sellerAccount: string,
): AdminRefund {
  return {
    id: refund.id,
    order_id: refund.orderId,
    order_number: order.orderNumber,
    seller_id: refund.sellerId,
    seller_account: sellerAccount,
    buyer_name: order.buyerName,
    amount: formatBaht(refund.amount),
    state: refund.state as RefundState,
    provider: refund.provider as PaymentProvider,
    provider_status: refund.providerStatus,
    promptpay_id: refund.promptPayId ?? order.buyerPhone,
    promptpay_is_order_phone: refund.promptPayId === null,
    reason: refund.reason,
    cause: refund.cause as AdminRefund["cause"],
    created_at: refund.createdAt.toISOString(),
    paid_at: refund.paidAt?.toISOString() ?? null,
    paid_reference: refund.paidReference,
    can_mark_paid: operatorMayPay(refund),
  };
}

/**
 * GET admin/order-refunds: the operators' "refunds to pay" queue (DECISIONS
 * "Payments"), oldest first, with each buyer's PromptPay id; or the paid
 * ones, newest first. The total is the refunds payable account's balance:
 * what the platform owes buyers, the queue's sum.
 */
export async function listAdminRefunds(db: Queryable, query: z.output<typeof adminRefundsQuerySchema>) {
  const where = eq(orderRefunds.state, query.state);
  const [rows, [total], owed] = await Promise.all([
    db
      .select({ refund: orderRefunds, order: orders })
      .from(orderRefunds)
      .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
      .where(where)
      .orderBy(
        ...(query.state === "to_pay"
          ? [asc(orderRefunds.createdAt), asc(orderRefunds.id)]
          : [desc(orderRefunds.paidAt), desc(orderRefunds.id)]),
      )
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(orderRefunds).where(where),
    platformBalance(db, "refunds_payable"),
  ]);
  const sellerAccounts = await getSellerAccounts(db, [...new Set(rows.map((row) => row.refund.sellerId))]);
  return {
    items: rows.map((row) =>
      presentAdminRefund(row.refund, row.order, sellerAccountOf(sellerAccounts, row.refund.sellerId)),
    ),
    total: total?.n ?? 0,
    total_to_pay: formatBaht(owed),
    page: query.page,
    per_page: query.per_page,
  };
}

/**
 * POST admin/order-refunds/{id}/mark-paid: the operator sent the refund by
 * PromptPay and gives the bank's reference; refunds payable -> bank and the
 * refund paid, with the audit record, in one transaction. A Stripe refund is
 * Stripe's to pay (unless it failed), a paid one is not paid twice: both
 * refused, nothing changes.
 */
export function markRefundPaid(
  db: Database,
  call: IdempotentCall,
  operator: OperatorContext,
  refundId: number,
  reference: string,
  respond: Respond<AdminRefund>,
): Promise<Answer> {
  return runIdempotent(db, call, {
    run: async (tx) => respond(await payRefundByOperator(tx, operator, refundId, reference)),
  });
}

async function payRefundByOperator(
  tx: Transaction,
  operator: OperatorContext,
  refundId: number,
  reference: string,
): Promise<AdminRefund> {
  const [refund] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId)).for("update");
  if (!refund) throw new AppError("REQUEST_NOT_FOUND", "refunds.notFound");
  if (refund.state === "paid") throw new AppError("REQUEST_INVALID", "refunds.alreadyPaid");
  if (!operatorMayPay(refund)) throw new AppError("REQUEST_INVALID", "refunds.stripePays");
  await payRefund(tx, refund.id, { by: "operator", operatorId: operator.operatorId, reference });
  const [row] = await tx
    .select({ refund: orderRefunds, order: orders })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(eq(orderRefunds.id, refund.id));
  if (!row) throw new Error("refund vanished under lock");
  await recordOperatorAct(tx, operator, {
    act: "order.refund_paid",
    target: { type: "order", id: refund.orderId },
    details: {
      order_number: row.order.orderNumber,
      amount: formatBaht(refund.amount),
      promptpay_id: row.refund.promptPayId ?? row.order.buyerPhone,
      reference,
    },
  });
  const sellerAccounts = await getSellerAccounts(tx, [refund.sellerId]);
  return presentAdminRefund(row.refund, row.order, sellerAccountOf(sellerAccounts, refund.sellerId));
}

/** Every refund names an existing seller (a foreign key), so a missing account is a broken database. */
function sellerAccountOf(accounts: Map<number, string>, sellerId: number): string {
  const account = accounts.get(sellerId);
  if (account === undefined) throw new Error(`seller ${sellerId} of a refund has no account`);
  return account;
}
