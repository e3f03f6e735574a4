import { sql } from "drizzle-orm";
import type { App } from "../app";
import type { Database } from "../db/client";
import { call } from "./wallet";

/**
 * Everything money-related that an attack could change: every account's
 * posted totals, the number of transfers, and each recharge's and payment's
 * status. Equal snapshots before and after mean nothing moved.
 */
export async function moneySnapshot(db: Database) {
  const read = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
  return {
    accounts: await read(sql`select id, debits_posted::text, credits_posted::text from accounts order by id`),
    transfers: await read(sql`select count(*)::int as n from transfers`),
    recharges: await read(sql`select id, status from recharges order by id`),
    payments: await read(sql`select id, status, confirmed_by from payments order by id`),
  };
}

/** A PromptPay top-up by the seller holding `token`; returns the recharge as the API shows it. */
export async function promptPayTopUp(app: App, token: string, amount = "5000") {
  const response = await call(app, token, "POST", "/api/sellers/wallet/recharge", {
    amount,
    method: "promptpay",
  });
  if (response.statusCode !== 201) throw new Error(`top-up failed: ${response.body}`);
  return response.json().data.recharge as {
    id: number;
    status: string;
    payment: { id: number; provider: string; status: string; promptpay_payload: string; reference: string };
  };
}
