import type { App } from "../app";
import type { Database } from "../db/client";
import { bootstrapOperator, operatorCredentials } from "../modules/admin/service";
import { signInOperator } from "../modules/auth/operator-signin";
import { turnOnTwoFactor } from "./two-factor";

export const OPERATOR = { account: "reviewer", password: "reviewer-secret" };

/** The authenticator secrets the test operators enrolled, per test database and account. */
const secrets = new WeakMap<Database, Map<string, string>>();

/** A test operator's authenticator secret, once `signedInOperator` has enrolled it. */
export function operatorTotpSecret(db: Database, account = OPERATOR.account): string | undefined {
  return secrets.get(db)?.get(account);
}

/**
 * The test database's operator (created on first use), signed in. Every operator signs in
 * with two-factor (DECISIONS.md "Operator console"): the first call signs in with the
 * password and enrols an authenticator app through the API, as the console does; later
 * calls start a session as the answered code would (a code is accepted once per 30 s step,
 * and tests sign in more often than that). `enrol: false` gives the session of an operator
 * who has not enrolled yet, which opens nothing but the enrolment.
 */
export async function signedInOperator(
  app: App,
  db: Database,
  options: { enrol?: boolean; operator?: { account: string; password: string } } = {},
) {
  const credentials = options.operator ?? OPERATOR;
  await bootstrapOperator(db, { admin: credentials, generateIfNone: false });
  const response = await app.inject({ method: "POST", url: "/api/admin/signin", payload: credentials });
  if (response.statusCode !== 200) throw new Error(`operator sign-in failed: ${response.body}`);
  const data = response.json().data;
  if (data.two_factor_required) {
    const found = await operatorCredentials.find(db, credentials.account);
    if (!found) throw new Error("test operator missing");
    const issued = await signInOperator(db, found.id, "127.0.0.1", { two_factor: true });
    return { token: issued.token, id: found.id };
  }
  const { token, operator } = data;
  if (options.enrol !== false) {
    const { secret } = await turnOnTwoFactor(app, token, { prefix: "/api/admin/2fa" });
    const ofDatabase = secrets.get(db) ?? new Map<string, string>();
    ofDatabase.set(credentials.account, secret);
    secrets.set(db, ofDatabase);
  }
  return { token: token as string, id: operator.id as number };
}
