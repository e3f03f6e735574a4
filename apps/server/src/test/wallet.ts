import type { InjectOptions } from "fastify";
import type { App } from "../app";
import type { Database } from "../db/client";
import { setSetting } from "../modules/system/service";
import { verifyLedger } from "../modules/wallet/verify-ledger";
import { bearer, inEnglish, signedInSeller } from "./app";
import { signedInOperator } from "./operator";
import { submitWithImages } from "./verification";

/** A valid test PromptPay id (a mobile number), given to every wallet test app. */
export const TEST_PROMPTPAY_ID = "0812345678";
/** A clearly fake receiving account for bank-transfer top-ups. */
export const TEST_PLATFORM_BANK_ACCOUNT = {
  bankCode: "SCB",
  accountNumber: "000-0-12345-6",
  accountName: "Test Platform Co., Ltd.",
};
export const REAL_NAME = "Somchai Jaidee";
export const WITHDRAW_PASSWORD = "withdraw123";

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** A call as the seller or operator holding the token, in English. */
export function call(
  app: App,
  token: string,
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const options: InjectOptions = { method, url, headers: { ...bearer(token), ...inEnglish, ...headers } };
  if (payload !== undefined) options.payload = payload as object;
  return app.inject(options);
}

export async function operatorToken(app: App, db: Database) {
  return (await signedInOperator(app, db)).token;
}

/** A seller whose identity an operator approved (through the verification module's own calls). */
export async function verifiedSeller(app: App, db: Database, realName = REAL_NAME) {
  const seller = await signedInSeller(app);
  const { response } = await submitWithImages(app, seller.token, { real_name: realName });
  if (response.statusCode >= 300) throw new Error(`verification submit failed: ${response.body}`);
  const id = response.json().data.id as number;
  const approved = await call(
    app,
    await operatorToken(app, db),
    "POST",
    `/api/admin/verifications/${id}/approve`,
    {},
  );
  if (approved.statusCode !== 200) throw new Error(`verification approve failed: ${approved.body}`);
  return seller;
}

export async function addCard(app: App, token: string, fields: Record<string, unknown> = {}) {
  return call(app, token, "POST", "/api/sellers/bank-cards", {
    bank_name: "KBANK",
    card_number: "1234567890123",
    card_holder_name: REAL_NAME,
    withdraw_password: WITHDRAW_PASSWORD,
    ...fields,
  });
}

/**
 * Tops up by PromptPay and has the operator confirm it, as the default (manual)
 * provider does: the seller's available balance grows by `amount` baht.
 */
export async function fund(
  app: App,
  token: string,
  amount: string,
  method: "promptpay" | "bank_transfer" = "promptpay",
) {
  const created = await call(app, token, "POST", "/api/sellers/wallet/recharge", { amount, method });
  if (created.statusCode !== 201) throw new Error(`recharge failed: ${created.body}`);
  const id = created.json().data.recharge.id as number;
  const operator = await operatorToken(app, app.db);
  const confirmed = await call(app, operator, "POST", `/api/admin/recharges/${id}/approve`);
  if (confirmed.statusCode !== 200) throw new Error(`operator approval failed: ${confirmed.body}`);
  return (await call(app, token, "GET", `/api/sellers/wallet/recharges/${id}`)).json().data;
}

/**
 * Verified, with a verified card, and `amount` baht available: ready to withdraw.
 * In the demo, PromptPay is the sandbox's: fund by bank transfer there.
 */
export async function readySeller(
  app: App,
  db: Database,
  amount = "100000",
  method: "promptpay" | "bank_transfer" = "promptpay",
) {
  const seller = await verifiedSeller(app, db);
  const card = await addCard(app, seller.token);
  if (card.statusCode !== 201) throw new Error(`add card failed: ${card.body}`);
  await fund(app, seller.token, amount, method);
  return { ...seller, cardId: card.json().data.card.id as number };
}

export async function profile(app: App, token: string) {
  return (await call(app, token, "GET", "/api/sellers/profile")).json().data;
}

export async function setDailyLimit(db: Database, limit: number) {
  await setSetting(db, "withdrawalDailyLimit", limit);
}

/** Every test ends with a sound ledger. */
export async function expectSoundLedger(db: Database) {
  const breaches = await verifyLedger(db);
  if (breaches.length > 0) throw new Error(`ledger breaches: ${JSON.stringify(breaches)}`);
}
