import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { PASSWORD } from "./auth";
import { idCardPng, productPng } from "./images";
import { operatorTokenOf } from "./operator-code";
import { clientAddressHeader, spawnServer } from "./server";
import { freshThaiIdNumber } from "./thai-id";

/** STORE_SCREENS=/tmp/screens/store saves a picture of each store screen (for review). */
const SCREENS = process.env.STORE_SCREENS;

export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  if (!SCREENS) return;
  mkdirSync(SCREENS, { recursive: true });
  await page.waitForFunction(() => !document.querySelector('[data-testid="toast"]'), null, { timeout: 8000 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage });
}

/**
 * A server of its own in the demo (DEMO=1): the sandbox provider, whose
 * simulate control stands in for the buyer's bank. The demo catalogue's
 * pictures are shared by every demo server of the suite (support/server.ts).
 */
export async function startDemoServer() {
  const dataDir = mkdtempSync(join(tmpdir(), "seller-e2e-store-"));
  const server = await spawnServer(dataDir, { DEMO: "1", PAYMENT_PROVIDER: "" });
  return {
    baseUrl: server.baseUrl,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A demo server for the file's tests alone (startDemoServer), started before the first and
 * stopped after the last; answers its address once it is up.
 */
export function useDemoServer(): () => string {
  let server: Awaited<ReturnType<typeof startDemoServer>> | undefined;
  beforeAll(async () => {
    server = await startDemoServer();
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });
  return () => server?.baseUrl ?? "";
}

type Init = { method?: string; token?: string; body?: unknown };

/** The API of the given server, as a seller, an operator or nobody; answers the envelope's data. */
export function apiOf(baseUrl: string) {
  return async function call<T>(path: string, init: Init = {}): Promise<T> {
    const multipart = init.body instanceof FormData;
    const response = await fetch(`${baseUrl}/api${path}`, {
      method: init.method ?? "GET",
      headers: {
        ...clientAddressHeader(),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body === undefined || multipart ? {} : { "content-type": "application/json" }),
        ...(init.method === "POST" ? { "idempotency-key": randomUUID() } : {}),
      },
      body:
        init.body === undefined ? undefined : multipart ? (init.body as FormData) : JSON.stringify(init.body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  };
}

/** A seller registered and signed in through the ordinary calls, with nothing else done yet. */
export async function registeredSeller(baseUrl: string, account: string) {
  const call = apiOf(baseUrl);
  await call("/sellers/register", { method: "POST", body: { account, password: PASSWORD } });
  const { token } = await call<{ token: string }>("/sellers/signin", {
    method: "POST",
    body: { account, password: PASSWORD },
  });
  return { token };
}

/** The seller sends both sides of an ID card and the real name; the review waits for the operator. */
export async function submitIdentity(baseUrl: string, token: string, realName: string) {
  const call = apiOf(baseUrl);
  const upload = async (side: "front" | "back") => {
    const form = new FormData();
    form.append("type", side);
    form.append("file", new Blob([new Uint8Array(idCardPng(side))], { type: "image/png" }), `${side}.png`);
    return (
      await call<{ url: string }>("/sellers/verification/upload", { method: "POST", token, body: form })
    ).url;
  };
  await call("/sellers/verification", {
    method: "POST",
    token,
    body: {
      real_name: realName,
      id_card_number: freshThaiIdNumber(),
      id_card_front_url: await upload("front"),
      id_card_back_url: await upload("back"),
    },
  });
}

/**
 * A seller ready to list, made through the ordinary calls: registered,
 * verified by the operator, topped up by a bank transfer the operator
 * confirms, and with the security deposit paid.
 */
export async function readySeller(baseUrl: string, account: string) {
  const call = apiOf(baseUrl);
  const { token } = await registeredSeller(baseUrl, account);
  await submitIdentity(baseUrl, token, "Nok Seller");
  const operator = await operatorTokenOf(baseUrl);
  const pending = await call<{ items: { id: number; seller_account: string }[] }>(
    "/admin/verifications?status=pending",
    { token: operator },
  );
  const verification = pending.items.find((item) => item.seller_account === account);
  await call(`/admin/verifications/${verification?.id}/approve`, { method: "POST", token: operator });
  const recharge = await call<{ recharge: { id: number } }>("/sellers/wallet/recharge", {
    method: "POST",
    token,
    body: { amount: "6000", method: "bank_transfer" },
  });
  await call(`/admin/recharges/${recharge.recharge.id}/approve`, { method: "POST", token: operator });
  await call("/sellers/deposit", { method: "POST", token });
  return { token, operator };
}

/** Two catalogue products an operator adds, with pictures; the second comes in sizes. */
export async function addShopProducts(baseUrl: string, operator: string, tag: string) {
  const call = apiOf(baseUrl);
  const made: number[] = [];
  const bodies = [
    {
      name: `กระเป๋าผ้า ${tag}`,
      name_zh: `帆布包 ${tag}`,
      name_en: `Canvas bag ${tag}`,
      price: "390.00",
      discount_price: "329.00",
      cost_price: "120.00",
      stock: 20,
    },
    {
      name: `เสื้อยืด ${tag}`,
      name_zh: `T恤 ${tag}`,
      name_en: `T-shirt ${tag}`,
      price: "259.00",
      cost_price: "90.00",
      stock: 99_999,
      sizes: ["M", "L"],
    },
  ];
  for (const [index, body] of bodies.entries()) {
    const product = await call<{ id: number }>("/admin/products", {
      method: "POST",
      token: operator,
      body: { ...body, category: "fashion", description: "ผ้าดี ใส่สบาย\nซักเครื่องได้" },
    });
    const form = new FormData();
    const colour: [number, number, number] = index === 0 ? [236, 140, 80] : [70, 140, 220];
    form.append("file", new Blob([new Uint8Array(productPng(colour))], { type: "image/png" }), "photo.png");
    await call(`/admin/products/${product.id}/images`, { method: "POST", token: operator, body: form });
    made.push(product.id);
  }
  return made;
}
