import type { Database } from "../../db/client";
import { operatorCredentials } from "../admin/service";
import { recordOperatorAct } from "../audit/service";
import { createSession, type IssuedToken } from "./sessions";
import { checkSignin, type SigninAttempt } from "./signin-guard";

/**
 * An operator's account and password, checked like a seller's (signin-guard.ts). The
 * console's notice that the account-wide limit was reached is the audit log, which every
 * operator reads (DECISIONS.md "Account and session"). Returns the operator's id.
 */
export function checkOperatorSignin(
  db: Database,
  attempt: Omit<SigninAttempt, "onAccountLimit">,
): Promise<number> {
  return checkSignin(db, operatorCredentials, {
    ...attempt,
    onAccountLimit: (operatorId) =>
      recordOperatorAct(
        db,
        { operatorId, sessionId: null, address: attempt.address },
        { act: "operator.signin_limit_reached", target: { type: "operator", id: operatorId } },
      ),
  });
}

/**
 * An operator's sign-in, with the session it opened: recorded with the
 * session in one transaction, so no operator session exists unrecorded.
 */
export async function signInOperator(
  db: Database,
  operatorId: number,
  address: string,
  details: { two_factor: boolean },
): Promise<IssuedToken> {
  return db.transaction(async (tx) => {
    const issued = await createSession(tx, { kind: "operator", ownerId: operatorId, remember: false });
    await recordOperatorAct(
      tx,
      { operatorId, sessionId: issued.sessionId, address },
      { act: "operator.signin", target: { type: "operator", id: operatorId }, details },
    );
    return issued;
  });
}
