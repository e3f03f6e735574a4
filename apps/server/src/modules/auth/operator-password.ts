import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { FieldCipher } from "../../lib/field-encryption";
import type { Limit } from "../../lib/rate-limits";
import { getOperator, operatorCredentials, setOperatorPassword } from "../admin/service";
import { recordOperatorAct } from "../audit/service";
import { type ActiveSession, revokeOtherSessions } from "./sessions";
import { checkSignin } from "./signin-guard";

/**
 * An operator's password change. The old password is checked like a sign-in
 * from this address (wrong ones count towards its lock), so a stolen token
 * cannot be used to guess it. The new password, the end of every other session
 * of the operator and the audit record commit together.
 */
export async function changeOperatorPassword(
  db: Database,
  session: ActiveSession,
  address: string,
  input: { oldPassword: string; newPassword: string },
  check: { cipher: FieldCipher; limit: Limit },
): Promise<void> {
  if (input.oldPassword === input.newPassword)
    throw new AppError("REQUEST_VALIDATION_ERROR", "security.passwordUnchanged");
  const { account } = await getOperator(db, session.ownerId);
  await checkSignin(db, operatorCredentials, {
    account,
    password: input.oldPassword,
    address,
    cipher: check.cipher,
    limit: check.limit,
  }).catch((error: unknown) => {
    // A 401 would read as "signed out" to a client; a wrong old password is a form error.
    if (error instanceof AppError && error.code === "AUTH_LOGIN_FAILED")
      throw new AppError("REQUEST_VALIDATION_ERROR", "security.oldPasswordWrong");
    throw error;
  });
  await db.transaction(async (tx) => {
    await setOperatorPassword(tx, session.ownerId, input.newPassword);
    await revokeOtherSessions(tx, session);
    await recordOperatorAct(
      tx,
      { operatorId: session.ownerId, sessionId: session.id, address },
      { act: "operator.change_password", target: { type: "operator", id: session.ownerId } },
    );
  });
}
