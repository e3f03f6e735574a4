/**
 * Batch ship of 1, 100 and 1,000 orders: one call, one transaction,
 * set-based, so 1,000 orders must take at most 10 times what one takes. On a
 * scratch database of the PostgreSQL at BENCH_DATABASE_URL (default the local
 * server), dropped at the end. Orders are seeded paid (order_paid through the
 * ledger), each size's seller funded and with the security deposit; the call
 * is POST /api/sellers/orders/bulk-ship with the order ids, through the app.
 * The ledger is verified afterwards.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { buildApp } from "../apps/server/src/app";
import { type Database, openPostgres, type Transaction } from "../apps/server/src/db/client";
import { runMigrations } from "../apps/server/src/db/migrate";
import { createSession } from "../apps/server/src/modules/auth/sessions";
import { products } from "../apps/server/src/modules/catalogue/tables";
import { orderItems, orders } from "../apps/server/src/modules/orders/tables";
import { createSeller } from "../apps/server/src/modules/sellers/service";
import {
  lockAccounts,
  platformAccount,
  postTransfer,
  sellerAccounts,
} from "../apps/server/src/modules/wallet/ledger";
import { postTransferBatch } from "../apps/server/src/modules/wallet/ledger-batch";
import { verifyLedger } from "../apps/server/src/modules/wallet/verify-ledger";
import type { BenchRow } from "./lib/report";

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const SIZES = [1, 100, 1000] as const;
/** Runs per size; the median is reported (the machine is shared). */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const RATIO_TARGET = 10;
const PRICE = 35_000n;
const COST = 15_000n;

const system = { kind: "system" as const, id: null };

/** A seller with `baht` available (a recharge) and the security deposit paid, through the ledger. */
async function fundedSeller(db: Database, account: string, available: bigint) {
  const seller = await createSeller(db, { account, password: "bench-secret" });
  if (!seller) throw new Error("seller not created");
  await db.transaction(async (tx) => {
    const own = await sellerAccounts(tx, seller.id);
    const bank = await platformAccount(tx, "bank");
    const locked = await lockAccounts(tx, [own.available, own.deposit, bank]);
    const deposit = 500_000n;
    await postTransfer(tx, locked, {
      debit: bank,
      credit: own.available,
      amount: available + deposit,
      code: "recharge",
      reference: { type: "recharge", id: seller.id },
      actor: system,
      key: `bench:${seller.id}:recharge`,
    });
    await postTransfer(tx, locked, {
      debit: own.available,
      credit: own.deposit,
      amount: deposit,
      code: "deposit",
      reference: { type: "deposit", id: seller.id },
      actor: { kind: "seller", id: seller.id },
      key: `bench:${seller.id}:deposit`,
    });
  });
  const session = await createSession(db, { kind: "seller", ownerId: seller.id, remember: false });
  return { id: seller.id, token: session.token };
}

/** `count` paid orders of the seller: the buyer's money in escrow (order_paid), pending shipment. */
async function paidOrders(tx: Transaction, sellerId: number, productId: number, count: number) {
  const now = new Date();
  const rows = await tx
    .insert(orders)
    .values(
      Array.from({ length: count }, () => {
        const code = randomBytes(16).toString("base64url");
        return {
          code,
          orderNumber: `BENCH${code.slice(0, 12)}`,
          sellerId,
          status: "pending_shipment",
          buyerName: "Bench Buyer",
          buyerPhone: "0812345678",
          addressLine: "1 Bench Road",
          subDistrict: "คลองเตยเหนือ",
          district: "วัฒนา",
          province: "กรุงเทพมหานคร",
          postalCode: "10110",
          itemsTotal: PRICE,
          supplierCost: COST,
          profit: PRICE - COST,
          expiresAt: new Date(now.getTime() + 86_400_000),
          paidAt: now,
        };
      }),
    )
    .returning({ id: orders.id });
  await tx.insert(orderItems).values(
    rows.map((row) => ({
      orderId: row.id,
      productId,
      productName: "กระเป๋าผ้า",
      productNameZh: "布袋",
      unitPrice: PRICE,
      unitCost: COST,
      quantity: 1,
      subtotal: PRICE,
    })),
  );
  const bank = await platformAccount(tx, "bank");
  const escrow = await platformAccount(tx, "buyer_escrow");
  await postTransferBatch(tx, await lockAccounts(tx, [bank, escrow]), {
    debit: bank,
    credit: escrow,
    code: "order_paid",
    referenceType: "order",
    actor: system,
    items: rows.map((row) => ({ amount: PRICE, referenceId: row.id, key: `order:${row.id}:paid` })),
  });
  return rows.map((row) => row.id);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export default async function batchShipBench(): Promise<BenchRow[]> {
  const name = `bench_batch_ship_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  const uploadsDir = await mkdtemp(join(tmpdir(), "bench-uploads-"));
  try {
    await runMigrations(handle);
    const db = handle.db;
    const app = await buildApp({ db, dbKind: "postgres", uploadsDir, dataKey: randomBytes(32) });
    await app.ready();
    const [product] = await db
      .insert(products)
      .values({
        name: "กระเป๋าผ้า",
        nameZh: "布袋",
        categoryId: 1,
        priceSatang: PRICE,
        costPriceSatang: COST,
        stock: 99999,
      })
      .returning({ id: products.id });
    if (!product) throw new Error("product not created");

    const ship = async (size: number, run: number) => {
      const seller = await fundedSeller(db, `bench${size}r${run}`, COST * BigInt(size));
      const ids = await db.transaction((tx) => paidOrders(tx, seller.id, product.id, size));
      const started = performance.now();
      const response = await app.inject({
        method: "POST",
        url: "/api/sellers/orders/bulk-ship",
        headers: { authorization: `Bearer ${seller.token}` },
        payload: { order_ids: ids },
      });
      const ms = performance.now() - started;
      const data = response.json().data;
      if (response.statusCode !== 200 || data.processed_orders !== size || data.balance_after !== "0.00") {
        throw new Error(
          `batch ship of ${size} failed: ${response.statusCode} ${response.body.slice(0, 300)}`,
        );
      }
      return ms;
    };

    await ship(1, 0); // warm-up: the first call compiles routes and fills connection pools
    const timings = new Map<number, number[]>();
    for (let run = 1; run <= RUNS; run += 1) {
      for (const size of SIZES) timings.set(size, [...(timings.get(size) ?? []), await ship(size, run)]);
    }
    const breaches = await verifyLedger(db);
    await app.close();

    const ms = (size: number) => median(timings.get(size) ?? []);
    const ratio = ms(1000) / ms(1);
    const detail = (size: number) =>
      `median of ${RUNS}: ${(timings.get(size) ?? []).map((value) => value.toFixed(1)).join(", ")} ms`;
    return [
      ...SIZES.map((size) => ({
        group: "Batch ship",
        name: `${size.toLocaleString("en")} order${size === 1 ? "" : "s"}, one call`,
        measured: `${ms(size).toFixed(1)} ms`,
        target: "-",
        met: null,
        detail: detail(size),
      })),
      {
        group: "Batch ship",
        name: "1,000 orders vs 1",
        measured: `${ratio.toFixed(1)}x`,
        target: `<= ${RATIO_TARGET}x`,
        met: ratio <= RATIO_TARGET,
        detail: `${(ms(1000) / 1000).toFixed(2)} ms an order at 1,000`,
      },
      {
        group: "Batch ship",
        name: "ledger:verify after",
        measured: breaches.length === 0 ? "clean" : `${breaches.length} breaches`,
        target: "clean",
        met: breaches.length === 0,
        ...(breaches.length > 0 ? { detail: JSON.stringify(breaches.slice(0, 3)) } : {}),
      },
    ];
  } finally {
    await handle.close();
    await rm(uploadsDir, { recursive: true, force: true });
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}
