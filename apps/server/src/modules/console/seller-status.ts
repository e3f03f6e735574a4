import type { SellerStatus } from "@seller/contract/console";
import type { Database } from "../../db/client";
import type { OperatorContext } from "../audit/context";
import { recordOperatorAct } from "../audit/service";
import { revokeAllSessions } from "../auth/sessions";
import { changeSellerStatus } from "../sellers/operator-directory";

/**
 * Suspension takes effect at once: the status, the end of every session and
 * the audit record commit together. Answers the ended sessions, whose sockets
 * the caller closes after the commit.
 */
export function changeSellerStatusAsOperator(
  db: Database,
  operator: OperatorContext,
  input: { sellerId: number; status: SellerStatus; action: "suspend" | "reactivate"; reason: string },
): Promise<number[]> {
  const { sellerId, status } = input;
  return db.transaction(async (tx) => {
    await changeSellerStatus(tx, sellerId, status);
    const revoked =
      status === "suspended" ? await revokeAllSessions(tx, { kind: "seller", ownerId: sellerId }) : [];
    await recordOperatorAct(tx, operator, {
      act: `seller.${input.action}`,
      target: { type: "seller", id: sellerId },
      reason: input.reason,
      details: { sessions_ended: revoked.length },
    });
    return revoked;
  });
}
