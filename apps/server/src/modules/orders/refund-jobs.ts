import { translate } from "@seller/contract/messages";
import { formatBahtGrouped } from "@seller/contract/money";
import { NOT_SHIPPED_REASON } from "@seller/contract/refunds";
import { and, asc, eq, isNull, lte } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { notify } from "../notifications/notify";
import type { Payments } from "../payments/context";
import { getSettings } from "../system/service";
import type { InTransaction } from "./cancel";
import { refundOrder } from "./refund";
import { sendProviderRefund } from "./refund-provider";
import { orderRefunds } from "./refund-tables";
import { orders } from "./tables";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Each run takes at most this many; the next run takes the rest. */
const BATCH = 200;

/** The seller's warning: this paid order is refunded in a day unless it is shipped (DECISIONS "Orders"). */
async function warnSeller(tx: Transaction, orderId: number, refundAt: Date): Promise<boolean> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update", { skipLocked: true });
  if (order?.status !== "pending_shipment" || order.refundWarnedAt !== null) return false;
  await tx.update(orders).set({ refundWarnedAt: new Date() }).where(eq(orders.id, order.id));
  await notify(tx, order.sellerId, "order_update", (language) => {
    const params = { order_number: order.orderNumber, amount: formatBahtGrouped(order.itemsTotal) };
    return {
      title: translate(language, "refunds.warning.title", params),
      message: translate(language, "refunds.warning.message", params),
      data: {
        order_id: order.id,
        order_number: order.orderNumber,
        status: order.status,
        warning: "auto_refund",
        refund_at: refundAt.toISOString(),
      },
    };
  });
  return true;
}

/**
 * Paid orders not shipped within autoRefundDays (default 3) are refunded by
 * the system with the reason not_shipped_in_time, and paid back as every
 * refund is (Stripe's refund call, or the operators' queue); a day before,
 * the seller is warned once (orders.refund_warned_at). Safe on several nodes
 * and to repeat: each order in its own transaction under its row lock, the
 * refund only from pending shipment.
 */
export async function refundUnshippedOrders(
  db: Database,
  payments: Payments,
  inTransaction: InTransaction,
  now = new Date(),
): Promise<{ warned: number; refunded: number }> {
  const { autoRefundDays } = await getSettings(db);
  const refundCutoff = new Date(now.getTime() - autoRefundDays * DAY_MS);
  const warnCutoff = new Date(now.getTime() - (autoRefundDays - 1) * DAY_MS);
  const toWarn = await db
    .select({ id: orders.id, paidAt: orders.paidAt })
    .from(orders)
    .where(
      and(
        eq(orders.status, "pending_shipment"),
        lte(orders.paidAt, warnCutoff),
        isNull(orders.refundWarnedAt),
      ),
    )
    .orderBy(asc(orders.paidAt))
    .limit(BATCH);
  let warned = 0;
  for (const { id, paidAt } of toWarn) {
    const refundAt = new Date((paidAt ?? now).getTime() + autoRefundDays * DAY_MS);
    if (await inTransaction((tx) => warnSeller(tx, id, refundAt))) warned += 1;
  }
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "pending_shipment"), lte(orders.paidAt, refundCutoff)))
    .orderBy(asc(orders.paidAt))
    .limit(BATCH);
  let refunded = 0;
  const failures: unknown[] = [];
  for (const { id } of due) {
    try {
      await inTransaction((tx) => refundOrder(tx, { kind: "system" }, id, NOT_SHIPPED_REASON));
      refunded += 1;
    } catch (error) {
      // Shipped or refunded by the seller in the meantime (an AppError): nothing to do.
      if (!(error instanceof AppError)) failures.push(error);
      continue;
    }
    const [refund] = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id));
    if (refund?.provider === "stripe") {
      try {
        await sendProviderRefund(db, payments, inTransaction, refund.id);
      } catch (error) {
        // Sent again by the next run (sendUnsentProviderRefunds): the refund itself is recorded.
        failures.push(error);
      }
    }
  }
  if (failures.length > 0)
    throw new AggregateError(failures, `${failures.length} orders could not be refunded`);
  return { warned, refunded };
}
