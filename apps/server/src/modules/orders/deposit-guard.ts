import { and, count, eq, inArray } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { depositRefundRequested } from "../wallet/events";
import { orders } from "./tables";

/** The states in which an order still needs the seller (DECISIONS "Wallet": "when no order is unfinished"). */
const UNFINISHED = ["pending_payment", "pending_shipment", "pending_delivery"];

async function refuseWithUnfinishedOrders(tx: Transaction, event: { sellerId: number }) {
  const [row] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.sellerId, event.sellerId), inArray(orders.status, UNFINISHED)));
  const open = row?.n ?? 0;
  if (open > 0) throw new AppError("REQUEST_INVALID", "deposit.unfinishedOrders", { count: open });
}

/** Called once when the app is built (app.ts). */
export function guardDepositRefunds(): void {
  depositRefundRequested.listen(refuseWithUnfinishedOrders);
}
