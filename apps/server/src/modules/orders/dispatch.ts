import type { AdminOrder } from "@seller/contract/orders";
import { and, asc, eq, isNull, lte } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { OperatorContext } from "../audit/context";
import { recordOperatorAct } from "../audit/service";
import { type Answer, type IdempotentCall, type Respond, runIdempotent } from "../idempotency/service";
import { paymentsByIds } from "../payments/service";
import { presentAdminOrders } from "./admin";
import type { InTransaction } from "./cancel";
import { notifyOrderUpdate } from "./notices";
import type { OrderRow } from "./present";
import { itemsOf, lockOrder } from "./reads";
import { orders } from "./tables";

type Shipment = { courier: string; tracking_number: string };
export type Dispatcher = { kind: "operator"; operator: OperatorContext } | { kind: "sandbox" };

/**
 * The supplier's dispatch of a batch-shipped order (DECISIONS "Orders"):
 * courier and tracking recorded, "awaiting tracking" ends, automatic
 * completion starts counting. The order's row lock makes two operators at
 * once take turns: the second finds it dispatched and is told so.
 */
export async function dispatchOrder(
  tx: Transaction,
  by: Dispatcher,
  orderId: number,
  shipment: Shipment,
): Promise<OrderRow> {
  const order = await lockOrder(tx, orderId);
  if (order.dispatchedAt !== null) throw new AppError("REQUEST_INVALID", "orders.alreadyDispatched");
  if (order.status !== "pending_delivery")
    throw new AppError("REQUEST_INVALID", "orders.notAwaitingDispatch");
  const now = new Date();
  const [dispatched] = await tx
    .update(orders)
    .set({
      courier: shipment.courier,
      trackingNumber: shipment.tracking_number,
      dispatchedAt: now,
      dispatchedBy: by.kind === "operator" ? by.operator.operatorId : null,
      updatedAt: now,
    })
    .where(and(eq(orders.id, order.id), isNull(orders.dispatchedAt)))
    .returning();
  if (!dispatched) throw new Error("order vanished under lock");
  if (by.kind === "operator") {
    await recordOperatorAct(tx, by.operator, {
      act: "order.dispatch",
      target: { type: "order", id: order.id },
      details: {
        order_number: order.orderNumber,
        courier: shipment.courier,
        tracking_number: shipment.tracking_number,
      },
    });
  }
  await notifyOrderUpdate(tx, dispatched, await itemsOf(tx, dispatched.id));
  return dispatched;
}

/**
 * POST admin/orders/{id}/dispatch, once per Idempotency-Key: the order as the
 * console shows it afterwards.
 */
export function dispatchByOperator(
  db: Database,
  call: IdempotentCall,
  operator: OperatorContext,
  orderId: number,
  shipment: Shipment,
  respond: Respond<AdminOrder>,
): Promise<Answer> {
  return runIdempotent(db, call, {
    run: async (tx) => {
      const dispatched = await dispatchOrder(tx, { kind: "operator", operator }, orderId, shipment);
      const [answer] = await presentAdminOrders(tx, [dispatched]);
      if (!answer) throw new Error("dispatched order not presented");
      return respond(answer);
    },
  });
}

/** The demo's sandbox supplier waits this long after a batch ship before it dispatches. */
export const SANDBOX_DISPATCH_DELAY_MS = 30_000;

/**
 * The demo's sandbox supplier (DEMO=1 only, a periodic job): batch-shipped
 * orders paid through the sandbox get a courier and a tracking number marked
 * DEMO after a short delay. A real buyer's order is never dispatched by it.
 * Safe on several nodes: dispatchOrder re-checks under the row lock, and an
 * order another node dispatched first is skipped.
 */
export async function dispatchSandboxOrders(db: Database, inTransaction: InTransaction, now = new Date()) {
  const due = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, "pending_delivery"),
        isNull(orders.dispatchedAt),
        lte(orders.shippedAt, new Date(now.getTime() - SANDBOX_DISPATCH_DELAY_MS)),
      ),
    )
    .orderBy(asc(orders.shippedAt))
    .limit(100);
  const paymentOf = await paymentsByIds(
    db,
    due.flatMap((row) => (row.paymentId === null ? [] : [row.paymentId])),
  );
  let dispatched = 0;
  for (const row of due) {
    if (row.paymentId === null || paymentOf.get(row.paymentId)?.provider !== "sandbox") continue;
    const done = await inTransaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, row.id))
        .for("update", { skipLocked: true });
      if (!current || current.dispatchedAt !== null || current.status !== "pending_delivery") return false;
      await dispatchOrder(tx, { kind: "sandbox" }, row.id, {
        courier: "flash",
        tracking_number: `DEMO${row.orderNumber.replace(/[^A-Za-z0-9]/g, "")}`.slice(0, 40),
      });
      return true;
    });
    if (done) dispatched += 1;
  }
  return dispatched;
}
