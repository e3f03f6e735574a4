import { inject } from "vitest";
import { operatorTokenOf } from "./operator-code";

/** The operator console is not built yet: the tests review verifications through its API. */
async function call<T>(
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${inject("baseUrl")}/api${path}`, {
    method: init.method ?? "GET",
    headers: {
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** The suite operator's session (signed in and enrolled in two-factor by the global setup). */
export async function operatorToken(): Promise<string> {
  return operatorTokenOf();
}

/** The id of the seller's pending verification, found by account. */
export async function pendingVerificationOf(token: string, account: string): Promise<number> {
  const data = await call<{ items: { id: number; seller_account: string }[] }>(
    "/admin/verifications?status=pending",
    { token },
  );
  const item = data.items.find((candidate) => candidate.seller_account === account);
  if (!item) throw new Error(`no pending verification for ${account}`);
  return item.id;
}

export async function rejectVerification(token: string, id: number, reason: string): Promise<void> {
  await call(`/admin/verifications/${id}/reject`, { method: "POST", token, body: { reason } });
}

export async function approveVerification(token: string, id: number): Promise<void> {
  await call(`/admin/verifications/${id}/approve`, { method: "POST", token });
}
