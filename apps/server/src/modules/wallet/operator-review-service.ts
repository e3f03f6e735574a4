import type { Database, Transaction } from "../../db/client";
import { transactionThenPublish } from "../../lib/outbox";
import type { OperatorContext } from "../audit/context";
import { recordOperatorAct } from "../audit/service";
import { type Answer, type IdempotentCall, type Respond, runIdempotent } from "../idempotency/service";
import type { Actor } from "./ledger";

/** Opens a transaction whose notifications are published after commit. */
export type InTransaction = <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;

/** An operator's decision on a pending recharge, withdrawal or deposit refund. */
export type ReviewDecision<T> = {
  /** The audit log's name of the reviewed request. */
  target: "recharge" | "withdrawal" | "deposit_refund";
  action: "approve" | "reject";
  decide: (tx: Transaction, id: number, actor: Actor, reason: string) => Promise<T>;
  /** What an approval does outside its transaction first (a call to a payment provider). */
  prepare?: (id: number, inTransaction: InTransaction) => Promise<void>;
};

/**
 * One review decision: the request's change and its audit record commit together,
 * once per idempotency key. Every decision writes its transfers with the operator
 * and the reason (ARCHITECTURE.md "Integrity").
 */
export async function decideReviewOnce<T>(
  db: Database,
  call: IdempotentCall,
  operator: OperatorContext,
  id: number,
  reason: string,
  { target, action, decide, prepare }: ReviewDecision<T>,
  respond: Respond<T>,
): Promise<Answer> {
  const actor: Actor = { kind: "operator", id: operator.operatorId };
  if (prepare) await prepare(id, (work) => transactionThenPublish(db, call.publish, work));
  return runIdempotent(db, call, {
    run: async (tx) => {
      const decided = await decide(tx, id, actor, reason);
      await recordOperatorAct(tx, operator, {
        act: `${target}.${action}`,
        target: { type: target, id },
        reason,
      });
      return respond(decided);
    },
  });
}
