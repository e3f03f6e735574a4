import type { Operator } from "@seller/contract/auth";
import type { Queryable } from "../../db/client";
import { getOperator, operatorMustChangePassword } from "../admin/service";
import { isTwoFactorEnabled } from "./service";

/** An operator as the console sees them: with what they must do before anything else. */
export async function operatorAccount(db: Queryable, operatorId: number): Promise<Operator> {
  const operator = await getOperator(db, operatorId);
  const enrolled = await isTwoFactorEnabled(db, { kind: "operator", ownerId: operatorId });
  return { ...operator, must_enrol_two_factor: !enrolled };
}

/**
 * What an operator must do before any other operator call answers (plugins/auth.ts asks):
 * replace the password printed at first start, then enrol an authenticator app, since every
 * operator signs in with two-factor (DECISIONS.md "Operator console"). Null once both are done.
 */
export async function operatorDuty(
  db: Queryable,
  operatorId: number,
): Promise<"change_password" | "enrol_two_factor" | null> {
  if (await operatorMustChangePassword(db, operatorId)) return "change_password";
  if (!(await isTwoFactorEnabled(db, { kind: "operator", ownerId: operatorId }))) return "enrol_two_factor";
  return null;
}
