import type { Database } from "../../db/client";
import { recordOperatorAct } from "../audit/service";
import { createSession, type IssuedToken } from "./sessions";

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
