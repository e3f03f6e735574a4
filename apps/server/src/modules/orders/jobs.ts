import { and, asc, eq, isNull, lte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { Payments } from "../payments/context";
import { getSettings } from "../system/service";
import { endUnpaid, type InTransaction, stopCollecting } from "./cancel";
import { completeOrder } from "./fulfilment";
import { orders } from "./tables";

const HOUR_MS = 60 * 60 * 1000;
/** Each run takes at most this many; the next run (a minute later) takes the rest. */
const BATCH = 200;

/**
 * Unpaid orders past their payment window (DECISIONS "Store and storefront":
 * 30 minutes by default) are cancelled and their stock released, except those
 * whose buyer reported a payment in it ("I have paid"): an operator confirms
 * or refuses those; the buyer's page then says the time to
 * pay ran out (reason payment_expired). Idempotent and safe on several nodes:
 * each order ends in its own transaction, its payment by a conditional update
 * and the order under its row lock, so an order another node (or the buyer, or
 * a late payment) ended first is left as it is.
 */
export async function expireUnpaidOrders(
  db: Database,
  payments: Payments,
  inTransaction: InTransaction,
  now = new Date(),
): Promise<number> {
  const due = await db
    .select()
    .from(orders)
    .where(
      and(eq(orders.status, "pending_payment"), isNull(orders.paymentReportedAt), lte(orders.expiresAt, now)),
    )
    .orderBy(asc(orders.expiresAt))
    .limit(BATCH);
  let expired = 0;
  const failures: unknown[] = [];
  for (const order of due) {
    try {
      await stopCollecting(db, payments, order, inTransaction);
      await inTransaction((tx) => endUnpaid(tx, order, "expire", "payment_expired", "system"));
      expired += 1;
    } catch (error) {
      // Paid in the meantime, or ended by someone else (an AppError): nothing to expire.
      // Anything else (a provider that cannot answer now) must not hold back the others.
      if (!(error instanceof AppError)) failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} orders could not expire`);
  return expired;
}

/**
 * Shipped orders complete on their own autoCompleteDays (default 7) after
 * the parcel left with its tracking (DECISIONS "Orders"); the buyer's payment
 * reaches the seller's balance without fee. Safe on several nodes: the
 * order's row is taken with SKIP LOCKED and re-checked, and completion's
 * transfers carry the order's key, so no order is credited twice.
 */
export async function completeShippedOrders(
  db: Database,
  inTransaction: InTransaction,
  now = new Date(),
): Promise<number> {
  const { autoCompleteDays } = await getSettings(db);
  const cutoff = new Date(now.getTime() - autoCompleteDays * 24 * HOUR_MS);
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "pending_delivery"), lte(orders.dispatchedAt, cutoff)))
    .orderBy(asc(orders.dispatchedAt))
    .limit(BATCH);
  let completed = 0;
  for (const { id } of due) {
    const done = await inTransaction(async (tx) => {
      const [current] = await tx
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, id))
        .for("update", { skipLocked: true });
      if (current?.status !== "pending_delivery") return false;
      await completeOrder(tx, id, { action: "auto_complete", actor: { kind: "system", id: null }, fee: 0n });
      return true;
    });
    if (done) completed += 1;
  }
  return completed;
}
