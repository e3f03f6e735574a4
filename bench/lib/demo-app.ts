import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnServer } from "../../e2e/support/server";
import { rememberedSession } from "../../e2e/support/session-storage";

const ROOT = join(import.meta.dirname, "../..");
let built = false;

/** The app as `npm start` serves it: built once per bench run (BENCH_SKIP_BUILD=1 measures the build there is). */
export function ensureBuilt(): void {
  if (built || process.env.BENCH_SKIP_BUILD === "1") return;
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stdout}${result.stderr}`);
  built = true;
}

export type DemoServer = { baseUrl: string; stop(): Promise<void> };

/** The built server with DEMO=1 on a fresh data dir: the demo seller `demo` and its shop at /s/demo. */
export async function startDemoServer(): Promise<DemoServer> {
  ensureBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), "seller-bench-"));
  const server = await spawnServer(dataDir, { DEMO: "1", PAYMENT_PROVIDER: "" });
  return {
    baseUrl: server.baseUrl,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function call<T>(baseUrl: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      "idempotency-key": crypto.randomUUID(),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** The demo seller's remember-me session, as the app stores it: pages open signed in. */
export function demoSessionStorage(baseUrl: string): Promise<Record<string, string>> {
  return rememberedSession(baseUrl, "demo", "demo123");
}

type ShopPage = { products: { id: number }[] };
type ProductDetail = { colors: { thai_name: string }[]; sizes: string[] };

/** The first product the demo shop lists: the seller's /product/{id} and the storefront's /s/demo/p/{id}. */
export async function demoProductId(baseUrl: string): Promise<number> {
  const shop = await call<ShopPage>(baseUrl, "/storefront/demo");
  const first = shop.products[0];
  if (!first) throw new Error("the demo shop lists no product");
  return first.id;
}

/** A buyer's order in the demo shop, as the storefront places it; answers its code (the /o/{code} page). */
export async function placeDemoOrder(baseUrl: string): Promise<string> {
  const shop = await call<ShopPage>(baseUrl, "/storefront/demo");
  const first = shop.products[0];
  if (!first) throw new Error("the demo shop lists no product");
  const product = await call<ProductDetail>(baseUrl, `/storefront/demo/products/${first.id}`);
  const order = await call<{ code: string }>(baseUrl, "/storefront/demo/orders", {
    buyer_name: "Bench Buyer",
    buyer_phone: "0898765432",
    address: {
      line: "99/1 ซอยสุขุมวิท 21",
      sub_district: "คลองเตยเหนือ",
      district: "วัฒนา",
      province: "กรุงเทพมหานคร",
      postal_code: "10110",
    },
    items: [
      {
        product_id: first.id,
        quantity: 1,
        ...(product.colors[0] ? { color: product.colors[0].thai_name } : {}),
        ...(product.sizes[0] ? { size: product.sizes[0] } : {}),
      },
    ],
  });
  return order.code;
}
