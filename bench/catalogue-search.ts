/**
 * Catalogue search on PostgreSQL: 10,000 products, GET /api/products with a
 * keyword and a sort, against GET /api/health in the same run, with the query
 * plan of the search as the server ran it. `npm run bench:catalogue`.
 *
 * BENCH_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/postgres)
 * names a server where a scratch database is created and dropped again. The API
 * runs in a child process so that autocannon's load does not share its event loop.
 */
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { buildApp } from "../apps/server/src/app";
import { openPostgres } from "../apps/server/src/db/client";
import { runMigrations } from "../apps/server/src/db/migrate";
import { products } from "../apps/server/src/modules/catalogue/tables";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

const ADJECTIVES = [
  ["พรีเมียม", "高级", "Premium"],
  ["มินิ", "迷你", "Mini"],
  ["ไร้สาย", "无线", "Wireless"],
  ["กันน้ำ", "防水", "Waterproof"],
  ["ออร์แกนิก", "有机", "Organic"],
  ["น้ำหนักเบา", "轻便", "Lightweight"],
  ["คลาสสิก", "经典", "Classic"],
  ["สปอร์ต", "运动", "Sport"],
] as const;
const NOUNS = [
  ["เสื้อยืด", "T恤", "T-shirt"],
  ["ลิปสติก", "口红", "Lipstick"],
  ["หูฟัง", "耳机", "Headphones"],
  ["รองเท้าวิ่ง", "跑鞋", "Running shoes"],
  ["กระเป๋าเป้", "双肩包", "Backpack"],
  ["โคมไฟ", "台灯", "Lamp"],
  ["นาฬิกา", "手表", "Watch"],
  ["แก้วน้ำ", "水杯", "Tumbler"],
  ["เซรั่ม", "精华液", "Serum"],
  ["ลำโพง", "音箱", "Speaker"],
  ["หมวก", "帽子", "Cap"],
  ["ถุงเท้า", "袜子", "Socks"],
  ["พาวเวอร์แบงก์", "充电宝", "Power bank"],
  ["ผ้าพันคอ", "围巾", "Scarf"],
  ["ลูกฟุตบอล", "足球", "Football"],
  ["คีย์บอร์ด", "键盘", "Keyboard"],
  ["เทียนหอม", "香薰蜡烛", "Candle"],
  ["แว่นกันแดด", "太阳镜", "Sunglasses"],
  ["กางเกงยีนส์", "牛仔裤", "Jeans"],
  ["ร่มพับ", "折叠伞", "Umbrella"],
] as const;

/** Deterministic pseudo-random numbers, so every run measures the same catalogue. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function seed(url: string) {
  const handle = await openPostgres(url);
  await runMigrations(handle);
  const next = random(42);
  const rows = Array.from({ length: PRODUCTS }, (_, index) => {
    const [adjTh, adjZh, adjEn] = ADJECTIVES[index % ADJECTIVES.length] ?? ADJECTIVES[0];
    const [nounTh, nounZh, nounEn] = NOUNS[Math.floor(next() * NOUNS.length)] ?? NOUNS[0];
    const model = `${String.fromCharCode(65 + (index % 26))}${index}`;
    const price = BigInt(Math.round(99 + next() * 4900)) * 100n;
    const onSale = next() < 0.3;
    const reviews = Math.floor(next() * 40);
    return {
      name: `${nounTh}${adjTh} ${model}`,
      nameZh: `${adjZh}${nounZh} ${model}`,
      nameEn: `${adjEn} ${nounEn} ${model}`,
      categoryId: 1 + (index % 5),
      priceSatang: price,
      discountPriceSatang: onSale ? (price * 8n) / 10n : null,
      costPriceSatang: price / 3n,
      stock: Math.floor(next() * 500),
      salesCount: Math.floor(next() ** 3 * 10_000),
      reviewsCount: reviews,
      ratingTotal: reviews === 0 ? 0 : Math.round(reviews * (3 + next() * 2)),
      isHot: next() < 0.1,
    };
  });
  for (let start = 0; start < rows.length; start += 1000) {
    await handle.db.insert(products).values(rows.slice(start, start + 1000));
  }
  await handle.db.execute("analyze products");
  await handle.close();
}

/** Child: the API on the scratch database; every SQL text it runs on products with ILIKE is kept for EXPLAIN. */
async function server(url: string) {
  const handle = await openPostgres(url);
  if (handle.client.kind !== "postgres") throw new Error("expected PostgreSQL");
  const pool = handle.client.pool;
  const seen: { text: string; values: unknown[] }[] = [];
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
    // Drizzle calls query({ text, rowMode, types }, values); others may pass (text, values).
    const config = (typeof args[0] === "string" ? { text: args[0] } : (args[0] ?? {})) as {
      text?: string;
      values?: unknown[];
    };
    const text = config.text;
    const values = (args[1] as unknown[] | undefined) ?? config.values;
    if (seen.length < 20 && typeof text === "string" && /\blike\b/i.test(text))
      seen.push({ text, values: values ?? [] });
    return query(...args);
  };
  const uploadsDir = await mkdtemp(join(tmpdir(), "bench-uploads-"));
  const app = await buildApp({ db: handle.db, dbKind: "postgres", uploadsDir });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  process.send?.({ kind: "listening", port });
  process.on("message", async (message: { kind: string }) => {
    if (message.kind === "queries") process.send?.({ kind: "queries", seen });
    if (message.kind === "stop") {
      await app.close();
      await handle.close();
      await rm(uploadsDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
}

function load(url: string) {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
}

async function main() {
  const name = `bench_catalogue_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const started = Date.now();
  await seed(url.toString());
  console.log(`seeded ${PRODUCTS} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const child = fork(import.meta.filename, ["server", url.toString()], { execArgv: ["--import", "tsx"] });
  try {
    const port = await new Promise<number>((resolve) =>
      child.on("message", (message: { kind: string; port?: number }) => {
        if (message.kind === "listening") resolve(message.port ?? 0);
      }),
    );
    const base = `http://127.0.0.1:${port}`;
    const keyword = `${base}/api/products?keyword=lamp&sort=price_asc`;
    const thai = `${base}/api/products?keyword=${encodeURIComponent("โคมไฟ")}&sort=sales`;
    const sku = `${base}/api/products?keyword=E4242&sort=latest`;
    for (const [word, target] of [
      ["lamp", keyword],
      ["โคมไฟ", thai],
      ["E4242", sku],
    ] as const) {
      const sample = (await (await fetch(target)).json()) as { data: { total: number } };
      console.log(`keyword "${word}" matches ${sample.data.total} of ${PRODUCTS} products`);
    }

    const runs = [
      ["GET /api/health", `${base}/api/health`],
      ["GET /api/products?keyword=lamp&sort=price_asc", keyword],
      ["GET /api/products?keyword=โคมไฟ&sort=sales", thai],
      ["GET /api/products?keyword=E4242&sort=latest", sku],
    ] as const;
    const results: string[] = [];
    for (const [label, target] of process.env.BENCH_PLANS_ONLY ? [] : runs) {
      const result = await load(target);
      results.push(
        `| ${label} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.non2xx} |`,
      );
    }

    child.send({ kind: "queries" });
    const seen = await new Promise<{ text: string; values: unknown[] }[]>((resolve) =>
      child.on("message", (message: { kind: string; seen?: { text: string; values: unknown[] }[] }) => {
        if (message.kind === "queries") resolve(message.seen ?? []);
      }),
    );
    // As the API ran them: the page and count queries of a common word, and the page of a rare one.
    const pageOf = (word: string) =>
      seen.find((entry) => /order by/i.test(entry.text) && entry.values.includes(`%${word}%`));
    const explained = [
      pageOf("lamp"),
      seen.find((entry) => /count\(/i.test(entry.text) && entry.values.includes("%lamp%")),
      pageOf("E4242"),
    ];
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    try {
      for (const entry of explained) {
        if (!entry) continue;
        const plan = await db.query(`explain (analyze, buffers, costs off) ${entry.text}`, entry.values);
        console.log(`\n${entry.text}\n  values ${JSON.stringify(entry.values)}\n`);
        for (const row of plan.rows) console.log(`    ${row["QUERY PLAN"]}`);
      }
    } finally {
      await db.end();
    }

    console.log(
      `\n${CONNECTIONS} connections, ${DURATION_S} s each, one API process, PostgreSQL on this machine:\n`,
    );
    console.log("| Call | req/s | p50 | p99 | non-2xx |\n|---|---|---|---|---|");
    for (const line of results) console.log(line);
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    child.send({ kind: "stop" });
    await new Promise((resolve) => child.once("exit", resolve));
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

if (process.argv[2] === "server") await server(process.argv[3] ?? "");
else await main();
