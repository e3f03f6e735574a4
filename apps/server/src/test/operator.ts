import type { App } from "../app";
import type { Database } from "../db/client";
import { bootstrapOperator } from "../modules/admin/service";

const OPERATOR = { account: "reviewer", password: "reviewer-secret" };

/** The test database's operator (created on first use), signed in. */
export async function signedInOperator(app: App, db: Database) {
  await bootstrapOperator(db, { admin: OPERATOR, generateIfNone: false });
  const response = await app.inject({ method: "POST", url: "/api/admin/signin", payload: OPERATOR });
  if (response.statusCode !== 200) throw new Error(`operator sign-in failed: ${response.body}`);
  const { token, operator } = response.json().data;
  return { token: token as string, id: operator.id as number };
}
