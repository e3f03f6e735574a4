import { formatBaht } from "@seller/contract/money";
import type { OrderMovement, OrderMovementCode } from "@seller/contract/seller-orders";
import type { Queryable } from "../../db/client";
import { transfersReferencing } from "../wallet/ledger";

/** The ledger transfers that name the order, oldest first: the money behind its stored figures. */
export async function movementsOf(db: Queryable, orderId: number): Promise<OrderMovement[]> {
  const rows = await transfersReferencing(db, "order", orderId);
  return rows.map((row) => ({
    id: row.id,
    code: row.code as OrderMovementCode,
    amount: formatBaht(row.amount),
    sandbox: row.sandbox,
    created_at: row.createdAt.toISOString(),
  }));
}
