import { formatBaht } from "@seller/contract/money";
import type { OrderMovement, OrderMovementCode } from "@seller/contract/seller-orders";
import { and, asc, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { transfers } from "../wallet/tables";

/** The ledger transfers that name the order, oldest first: the money behind its stored figures. */
export async function movementsOf(db: Queryable, orderId: number): Promise<OrderMovement[]> {
  const rows = await db
    .select({
      id: transfers.id,
      code: transfers.code,
      amount: transfers.amount,
      sandbox: transfers.sandbox,
      createdAt: transfers.createdAt,
    })
    .from(transfers)
    .where(and(eq(transfers.referenceType, "order"), eq(transfers.referenceId, orderId)))
    .orderBy(asc(transfers.id));
  return rows.map((row) => ({
    id: row.id,
    code: row.code as OrderMovementCode,
    amount: formatBaht(row.amount),
    sandbox: row.sandbox,
    created_at: row.createdAt.toISOString(),
  }));
}
