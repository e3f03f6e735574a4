import { SETTING_INTEGER_BOUNDS } from "@seller/contract/operator-settings";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../test/app";
import { ORDER_APP_OPTIONS, paidOrder, type Shop, shopWithProduct } from "../test/orders";
import {
  addCard,
  call,
  expectSoundLedger,
  operatorToken,
  setDailyLimit,
  WITHDRAW_PASSWORD,
} from "../test/wallet";

/**
 * Idempotency: 1,000 requests, each of 100 money moves sent 10 times
 * with one Idempotency-Key (8 at once, then 2 replays): every move happens
 * once, and every copy gets the first answer.
 */
const t = useTestApp(ORDER_APP_OPTIONS);
const KEYS_PER_KIND = 20;
const COPIES_AT_ONCE = 8;
const REPLAYS = 2;
const KEYS_AT_ONCE = 5;

let shop: Shop;
let operator = "";
let shipping: number[] = [];
let refunding: number[] = [];

beforeAll(async () => {
  shop = await shopWithProduct(t.app, "200000");
  expect((await addCard(t.app, shop.token)).statusCode).toBe(201);
  await setDailyLimit(t.app.db, SETTING_INTEGER_BOUNDS.withdrawalDailyLimit.max);
  operator = await operatorToken(t.app, t.app.db);
  shipping = [];
  refunding = [];
  for (let i = 0; i < KEYS_PER_KIND; i += 1) {
    shipping.push((await paidOrder(t.app, shop)).id);
    refunding.push((await paidOrder(t.app, shop)).id);
  }
});
afterAll(async () => {
  await setDailyLimit(t.app.db, 3);
  await expectSoundLedger(t.app.db);
});

type Move = { key: string; token: string; url: string; body?: unknown };

/** Sends each move's copies; answers every copy's status and body, by key. */
async function sendCopies(moves: Move[]) {
  const send = (move: Move) =>
    call(t.app, move.token, "POST", move.url, move.body, { "idempotency-key": move.key });
  const answers = new Map<string, { status: number; body: string }[]>();
  const record = (key: string, response: Awaited<ReturnType<typeof send>>) => {
    const list = answers.get(key) ?? [];
    list.push({ status: response.statusCode, body: response.body });
    answers.set(key, list);
  };
  // Keys go in waves of KEYS_AT_ONCE, each with all its copies at once.
  for (let start = 0; start < moves.length; start += KEYS_AT_ONCE) {
    await Promise.all(
      moves
        .slice(start, start + KEYS_AT_ONCE)
        .flatMap((move) =>
          Array.from({ length: COPIES_AT_ONCE }, async () => record(move.key, await send(move))),
        ),
    );
  }
  for (let replay = 0; replay < REPLAYS; replay += 1)
    for (const move of moves) record(move.key, await send(move));
  return answers;
}

/**
 * Every copy got the first answer, but for one kind of refusal: a copy that
 * found all 5 places of the withdrawal password's check taken for 5 s is told
 * to try later (lib/wait-for-place.ts), and moved nothing; its retry replays.
 */
function expectOneAnswerEach(answers: Map<string, { status: number; body: string }[]>, status: number) {
  for (const [key, copies] of answers) {
    expect(copies, key).toHaveLength(COPIES_AT_ONCE + REPLAYS);
    const answered = copies.filter((copy) => !copy.body.includes('"REQUEST_RATE_LIMIT"'));
    tryLater += copies.length - answered.length;
    expect(answered.at(-1)?.status, answered.at(-1)?.body).toBe(status);
    for (const copy of answered) expect(copy, key).toEqual(answered.at(-1));
  }
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  return ((await t.app.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

const transfersPerOrder = (ids: number[], code: string) =>
  Promise.all(
    ids.map((id) =>
      count(
        sql`select count(*)::int as n from transfers where reference_type = 'order' and reference_id = ${id} and code = ${code}`,
      ),
    ),
  );

let sent = 0;
let tryLater = 0;
// Each case sends about 1,000 calls: on a busy two-core machine that can pass the default 30 s.
describe("1,000 duplicate and concurrent requests with the same key", { timeout: 120_000 }, () => {
  it("freezes each withdrawal once, and the operator pays each out once", async () => {
    const requested = await sendCopies(
      Array.from({ length: KEYS_PER_KIND }, (_, i) => ({
        key: `withdraw-${i}`,
        token: shop.token,
        url: "/api/sellers/wallet/withdraw",
        body: { amount: "5000", withdraw_password: WITHDRAW_PASSWORD },
      })),
    );
    expectOneAnswerEach(requested, 201);
    const ids = [...requested.values()].map(
      (copies) => JSON.parse(copies.at(-1)?.body ?? "{}").data.withdrawal.id,
    );
    expect(new Set(ids).size).toBe(KEYS_PER_KIND);
    const approved = await sendCopies(
      ids.map((id) => ({
        key: `approve-${id}`,
        token: operator,
        url: `/api/admin/withdrawals/${id}/approve`,
        body: {},
      })),
    );
    expectOneAnswerEach(approved, 200);
    sent += 2 * KEYS_PER_KIND * (COPIES_AT_ONCE + REPLAYS);
    const sellerAccounts = sql`(select id from accounts where seller_id = ${shop.sellerId})`;
    expect(
      await count(
        sql`select count(*)::int as n from transfers where code = 'freeze' and debit_account_id in ${sellerAccounts}`,
      ),
    ).toBe(KEYS_PER_KIND);
    expect(
      await count(
        sql`select count(*)::int as n from transfers where code = 'withdraw' and debit_account_id in ${sellerAccounts}`,
      ),
    ).toBe(KEYS_PER_KIND);
  });

  it("ships each order once and credits each early receipt once", async () => {
    const shipped = await sendCopies(
      shipping.map((id) => ({
        key: `ship-${id}`,
        token: shop.token,
        url: `/api/sellers/orders/${id}/ship`,
        body: {},
      })),
    );
    expectOneAnswerEach(shipped, 200);
    expect(await transfersPerOrder(shipping, "order_payment")).toEqual(shipping.map(() => 1));
    const received = await sendCopies(
      shipping.map((id) => ({
        key: `early-${id}`,
        token: shop.token,
        url: "/api/sellers/orders/bulk-early-profit",
        body: { order_ids: [id] },
      })),
    );
    expectOneAnswerEach(received, 200);
    expect(await transfersPerOrder(shipping, "order_profit")).toEqual(shipping.map(() => 1));
    sent += 2 * KEYS_PER_KIND * (COPIES_AT_ONCE + REPLAYS);
  });

  it("refunds each paid order to the buyer once", async () => {
    const refunded = await sendCopies(
      refunding.map((id) => ({
        key: `refund-${id}`,
        token: shop.token,
        url: `/api/sellers/orders/${id}/refund`,
        body: { reason: "Out of stock" },
      })),
    );
    expectOneAnswerEach(refunded, 200);
    expect(await transfersPerOrder(refunding, "order_refund")).toEqual(refunding.map(() => 1));
    sent += KEYS_PER_KIND * (COPIES_AT_ONCE + REPLAYS);
    console.info(
      `[${t.database.kind}] idempotency: ${sent} requests, ${sent / (COPIES_AT_ONCE + REPLAYS)} moves, ${tryLater} told to try later`,
    );
    expect(sent).toBe(1000);
  });
});
