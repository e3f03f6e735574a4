import { randomUUID } from "node:crypto";
import { inject } from "vitest";
import { PASSWORD } from "./auth";
import { fundWithCard } from "./wallet";

async function call<T>(path: string, init: { method?: string; token: string; body?: unknown }): Promise<T> {
  const response = await fetch(`${inject("baseUrl")}/api${path}`, {
    method: init.method ?? "GET",
    headers: {
      authorization: `Bearer ${init.token}`,
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...(init.method === "POST" ? { "idempotency-key": randomUUID() } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/**
 * Everything a withdrawal needs, through the seller's API as the wallet
 * screens would: money and a card in the verified name (fundWithCard), and a
 * pending withdrawal. (The seller must be verified.)
 */
export async function requestWithdrawal(account: string, realName: string): Promise<void> {
  const token = await fundWithCard(account, "20000", realName);
  await call("/sellers/wallet/withdraw", {
    method: "POST",
    token,
    body: { amount: "6000", withdraw_password: PASSWORD },
  });
}
