import { and, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { withdrawals } from "./tables";

/**
 * A card cannot go while a withdrawal to it is pending: the bank-cards module,
 * below the wallet, is handed this check by app.ts.
 */
export async function hasPendingWithdrawalToCard(db: Queryable, cardId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.bankCardId, cardId), eq(withdrawals.status, "pending")))
    .limit(1);
  return row !== undefined;
}
