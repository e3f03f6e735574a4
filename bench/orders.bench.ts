/**
 * Order ship through HTTP on PostgreSQL, beside pgbench's TPC-B-like script
 * in the same run. Buyers place orders in the sellers' stores and pay them
 * through the storefront (the sandbox provider of a setup app stands in for
 * the bank); then the sellers ship them concurrently through
 * POST /api/sellers/orders/{id}/ship on the server in its own process (the
 * supplier cost leaves each seller's available balance). The ledger is
 * verified afterwards. Target: at least 0.25 times pgbench TPC-B tps (about
 * 6 ms of the server's CPU goes into each ship: its ledger rows, the order's
 * move and the seller's notice, against pgbench's five statements).
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq } from "drizzle-orm";
import { openPostgres } from "../apps/server/src/db/client";
import { orderByCode } from "../apps/server/src/modules/orders/reads";
import { orders } from "../apps/server/src/modules/orders/tables";
import { verifyLedger } from "../apps/server/src/modules/wallet/verify-ledger";
import { CONNECTIONS, fixed, machineLoad, post, ratio, runOperations, SECONDS } from "./lib/load";
import { pgbenchInit, pgbenchTps, scratchDatabase } from "./lib/postgres";
import type { BenchRow } from "./lib/report";
import { startServer } from "./lib/server";
import { type BenchSeller, call, openSetupApp, readySeller } from "./lib/setup-app";

const SHOPS = Number(process.env.BENCH_SHOPS ?? 20);
const ORDERS_PER_SHOP = Number(process.env.BENCH_ORDERS_PER_SHOP ?? 25);
const TARGET = 0.25;

const BUYER = {
  buyer_name: "Somsri Buyer",
  buyer_phone: "0898765432",
  address: {
    line: "99/1 ซอยสุขุมวิท 21",
    sub_district: "คลองเตยเหนือ",
    district: "วัฒนา",
    province: "กรุงเทพมหานคร",
    postal_code: "10110",
  },
  note: "",
};

export default async function ordersBench(): Promise<BenchRow[]> {
  const scratch = await scratchDatabase("orders");
  const dataDir = await mkdtemp(join(tmpdir(), "bench-orders-"));
  try {
    await pgbenchInit(scratch.url);
    const setup = await openSetupApp(await openPostgres(scratch.url), dataDir, {
      demo: true,
      paymentProvider: "sandbox",
      platformBankAccount: { bankCode: "SCB", accountNumber: "000-0-12345-6", accountName: "Bench Platform" },
    });
    const product = await call(setup.app, setup.operatorToken, "POST", "/api/admin/products", {
      name: "กระเป๋าผ้า",
      name_zh: "帆布包",
      name_en: "Canvas bag",
      description: "ผ้าแคนวาส",
      description_zh: "帆布",
      description_en: "Canvas",
      category: "fashion",
      price: "400.00",
      discount_price: "350.00",
      cost_price: "150.00",
      stock: SHOPS * ORDERS_PER_SHOP + 100,
    });
    const shops: (BenchSeller & { slug: string })[] = [];
    const prefix = `o${Date.now().toString(36)}`;
    for (let index = 0; index < SHOPS; index += 1) {
      // 5,000 for the security deposit, the rest pays the supplier at shipping (150.00 an order).
      const seller = await readySeller(setup, `${prefix}${index}`, "15000", "bank_transfer");
      await call(setup.app, seller.token, "POST", "/api/sellers/deposit");
      await call(setup.app, seller.token, "POST", "/api/sellers/products", { product_ids: [product.id] });
      const setting = await call(setup.app, seller.token, "GET", "/api/sellers/store-setting");
      shops.push({ ...seller, slug: setting.store_setting.slug });
    }
    const toShip: { shop: BenchSeller; orderId: number }[] = [];
    for (let round = 0; round < ORDERS_PER_SHOP; round += 1) {
      for (const shop of shops) {
        const placed = await setup.app.inject({
          method: "POST",
          url: `/api/storefront/${shop.slug}/orders`,
          payload: { ...BUYER, items: [{ product_id: product.id, quantity: 1 }] },
        });
        if (placed.statusCode !== 201) throw new Error(`order failed: ${placed.body}`);
        const code = placed.json().data.code as string;
        const paid = await setup.app.inject({
          method: "POST",
          url: `/api/storefront/orders/${code}/sandbox-pay`,
          payload: { outcome: "paid" },
        });
        if (paid.statusCode !== 200) throw new Error(`sandbox pay failed: ${paid.body}`);
        toShip.push({ shop, orderId: (await orderByCode(setup.app.db, code)).id });
      }
    }
    await setup.close();

    const server = await startServer({ databaseUrl: scratch.url, dataDir });
    let run: Awaited<ReturnType<typeof runOperations>>;
    try {
      run = await runOperations(toShip.length, CONNECTIONS, async (index) => {
        const order = toShip[index];
        if (!order) throw new Error("no order");
        await post(`${server.base}/api/sellers/orders/${order.orderId}/ship`, order.shop.token, {}, 200, {
          "idempotency-key": randomUUID(),
        });
      });
    } finally {
      await server.stop();
    }
    const load = machineLoad();
    const tpcb = await pgbenchTps(scratch.url, { selectOnly: false, clients: CONNECTIONS, seconds: SECONDS });

    const check = await openPostgres(scratch.url);
    const breaches = await verifyLedger(check.db);
    const [shipped] = await check.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.status, "pending_delivery"));
    await check.close();
    const value = ratio(run.perSecond, tpcb);
    const sound = breaches.length === 0 && shipped?.n === run.done && run.failures.length === 0;
    return [
      {
        group: "Money",
        name: "order ship (PostgreSQL)",
        measured: `${fixed(value, 3)} × pgbench TPC-B`,
        target: `≥ ${TARGET} × pgbench TPC-B, ledger sound`,
        met: value >= TARGET && sound,
        detail: `${fixed(run.perSecond, 1)} ships/s (${run.done} orders of ${SHOPS} shops in ${fixed(run.seconds, 1)} s, ${CONNECTIONS} in flight, p50 ${fixed(run.p50)} ms, p99 ${fixed(run.p99)} ms, ${run.failures.length} failed${run.failures[0] ? `: ${run.failures[0].slice(0, 160)}` : ""}); pgbench TPC-B ${fixed(tpcb)} tps; ledger ${breaches.length === 0 ? "sound" : `${breaches.length} breaches`}, ${shipped?.n ?? 0} orders shipped; ${load}`,
      },
    ];
  } finally {
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
