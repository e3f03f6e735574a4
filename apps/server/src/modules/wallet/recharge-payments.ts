import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import type { Confirmation, PurposeHandler } from "../payments/context";
import { walletEvents } from "./events";
import {
  type Actor,
  lockAccounts,
  lockedBalance,
  platformIn,
  postTransfer,
  sellerAccounts,
  sellerBalances,
} from "./ledger";
import { lockPending, reviewed } from "./review";
import { recharges } from "./tables";

type RechargeRow = typeof recharges.$inferSelect;

/**
 * recharge: bank -> available, once the payment is confirmed. The transfer is
 * marked sandbox when the demo's sandbox confirmed it (a database trigger
 * checks the flag against the payment's provider: migration sandbox_transfers).
 */
export async function creditRecharge(
  tx: Transaction,
  rechargeId: number,
  confirmation: Confirmation & { reason?: string | null | undefined },
) {
  const recharge = await lockPending<RechargeRow>(tx, recharges, rechargeId);
  const actor: Actor =
    confirmation.by === "operator"
      ? { kind: "operator", id: confirmation.operatorId }
      : { kind: "system", id: null };
  const own = await sellerAccounts(tx, recharge.sellerId);
  const locked = await lockAccounts(tx, [own.available], ["bank"]);
  await postTransfer(tx, locked, {
    debit: platformIn(locked, "bank"),
    credit: own.available,
    amount: recharge.amount,
    code: "recharge",
    reference: { type: "recharge", id: recharge.id },
    actor,
    reason: confirmation.reason,
    key: `recharge:${recharge.id}`,
    sandbox: confirmation.sandbox,
  });
  const [row] = await tx
    .update(recharges)
    .set(reviewed("approved", actor, confirmation.reason))
    .where(eq(recharges.id, rechargeId))
    .returning();
  if (!row) throw new Error("recharge vanished under lock");
  await walletEvents.record(tx, {
    type: "recharge",
    event: "approved",
    sellerId: row.sellerId,
    id: row.id,
    amount: row.amount,
    reason: row.reason,
    at: row.reviewedAt ?? new Date(),
    availableAfter: lockedBalance(locked, own.available),
  });
}

/** The payment failed or expired with its provider: the top-up is cancelled, nothing moves. */
async function cancelRecharge(tx: Transaction, rechargeId: number) {
  await lockPending<RechargeRow>(tx, recharges, rechargeId);
  const [row] = await tx
    .update(recharges)
    .set({ ...reviewed("approved", { kind: "system", id: null }, null), status: "cancelled" })
    .where(eq(recharges.id, rechargeId))
    .returning();
  if (!row) throw new Error("recharge vanished under lock");
  await walletEvents.record(tx, {
    type: "recharge",
    event: "cancelled",
    sellerId: row.sellerId,
    id: row.id,
    amount: row.amount,
    reason: null,
    at: row.reviewedAt ?? new Date(),
    availableAfter: (await sellerBalances(tx, row.sellerId)).available,
  });
}

/** What a top-up's payment means to the wallet; app.ts gives it to the payments module. */
export const rechargePurpose: PurposeHandler = {
  paid: (tx, payment, confirmation) => creditRecharge(tx, payment.ownerId, confirmation),
  ended: (tx, payment) => cancelRecharge(tx, payment.ownerId),
};
