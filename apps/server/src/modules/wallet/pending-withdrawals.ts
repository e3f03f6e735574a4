import { and, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { withdrawals } from "./tables";

/**
 * For the bank-cards module: a card cannot go while a withdrawal to it is
 * pending. Kept apart from withdrawal-service.ts, which imports bank-cards.
 */
export async function hasPendingWithdrawalToCard(db: Queryable, cardId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.bankCardId, cardId), eq(withdrawals.status, "pending")))
    .limit(1);
  return row !== undefined;
}
