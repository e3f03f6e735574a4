import { randomUUID } from "node:crypto";
import { inject } from "vitest";
import { PASSWORD } from "./auth";
import { idCardPng } from "./images";
import { approveVerification, operatorToken, pendingVerificationOf } from "./operator";
import { freshThaiIdNumber } from "./thai-id";

/** Calls the API as a seller or operator and returns the envelope's data, or throws with the answer. */
async function call<T>(path: string, init: { method?: string; token: string; body?: unknown }): Promise<T> {
  const multipart = init.body instanceof FormData;
  const response = await fetch(`${inject("baseUrl")}/api${path}`, {
    method: init.method ?? "GET",
    headers: {
      authorization: `Bearer ${init.token}`,
      ...(init.body === undefined || multipart ? {} : { "content-type": "application/json" }),
      ...(init.method === "POST" ? { "idempotency-key": randomUUID() } : {}),
    },
    body:
      init.body === undefined ? undefined : multipart ? (init.body as FormData) : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

export async function sellerToken(account: string, password = PASSWORD): Promise<string> {
  const response = await fetch(`${inject("baseUrl")}/api/sellers/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ account, password }),
  });
  if (!response.ok) throw new Error(`signin ${account}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function upload(token: string, side: "front" | "back"): Promise<string> {
  const form = new FormData();
  form.append("type", side);
  form.append("file", new Blob([new Uint8Array(idCardPng(side))], { type: "image/png" }), `${side}.png`);
  const data = await call<{ url: string }>("/sellers/verification/upload", {
    method: "POST",
    token,
    body: form,
  });
  return data.url;
}

/**
 * The first withdrawal needs a verified identity: the seller submits through
 * the API and the operator approves, as the verification suite does through the screens.
 */
export async function verifySeller(account: string, realName: string): Promise<void> {
  const token = await sellerToken(account);
  const front = await upload(token, "front");
  const back = await upload(token, "back");
  await call("/sellers/verification", {
    method: "POST",
    token,
    body: {
      real_name: realName,
      id_card_number: freshThaiIdNumber(),
      id_card_front_url: front,
      id_card_back_url: back,
    },
  });
  const operator = await operatorToken();
  await approveVerification(operator, await pendingVerificationOf(operator, account));
}

/** The operator console is not built yet: the operator pays a withdrawal out through its API. */
export async function approvePendingWithdrawal(account: string, reason = "Paid out"): Promise<void> {
  const token = await operatorToken();
  const page = await call<{ items: { id: number; seller_account: string }[] }>(
    "/admin/withdrawals?status=pending",
    {
      token,
    },
  );
  const item = page.items.find((candidate) => candidate.seller_account === account);
  if (!item) throw new Error(`no pending withdrawal for ${account}`);
  await call(`/admin/withdrawals/${item.id}/approve`, { method: "POST", token, body: { reason } });
}

/** The operator confirms the seller's pending top-up against the bank statement (manual provider). */
export async function approvePendingRecharge(account: string): Promise<void> {
  const token = await operatorToken();
  const page = await call<{ items: { id: number; seller_account: string }[] }>(
    "/admin/recharges?status=pending",
    {
      token,
    },
  );
  const item = page.items.find((candidate) => candidate.seller_account === account);
  if (!item) throw new Error(`no pending top-up for ${account}`);
  await call(`/admin/recharges/${item.id}/approve`, {
    method: "POST",
    token,
    body: { reason: "Bank statement" },
  });
}

/**
 * A verified seller's money for a withdrawal, through the seller's API as the wallet screens
 * would: a PromptPay top-up the operator confirms (manual provider) and a bank card in the
 * verified name, whose withdrawal password is the suite's PASSWORD. Answers the seller's token.
 */
export async function fundWithCard(account: string, amount: string, cardHolder: string): Promise<string> {
  const token = await sellerToken(account);
  await call("/sellers/wallet/recharge", {
    method: "POST",
    token,
    body: { amount, method: "promptpay" },
  });
  await approvePendingRecharge(account);
  await call("/sellers/bank-cards", {
    method: "POST",
    token,
    body: {
      bank_name: "KBANK",
      card_number: "123456789012",
      card_holder_name: cardHolder,
      withdraw_password: PASSWORD,
    },
  });
  return token;
}
