import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { transactionThenPublish } from "../../lib/outbox";
import { en, useTestApp } from "../../test/app";
import {
  buyer,
  buyerOrder,
  catalogueProducts,
  checkout,
  openStore,
  placeOrder,
  sellerWithDeposit,
} from "../../test/store";
import { call, expectSoundLedger, operatorToken, TEST_PROMPTPAY_ID } from "../../test/wallet";
import { expireUnpaidOrders } from "../orders/jobs";

/*
 * DECISIONS "Store and storefront": unpaid orders cannot be used to empty a store. The attack of
 * the security review, run through the API: many addresses and phone numbers ordering at once.
 */
const t = useTestApp({ promptPayId: TEST_PROMPTPAY_ID });

let slug: string;
let otherSlug: string;
let seller: Awaited<ReturnType<typeof sellerWithDeposit>>;
let other: Awaited<ReturnType<typeof sellerWithDeposit>>;
const inTransaction = <T>(work: Parameters<typeof transactionThenPublish<T>>[2]) =>
  transactionThenPublish(t.app.db, t.app.realtime.publish, work);

beforeAll(async () => {
  seller = await sellerWithDeposit(t.app, t.app.db);
  other = await sellerWithDeposit(t.app, t.app.db);
  const [first] = (await catalogueProducts(t.app, t.app.db, [{ name: "ตัวแรก", stock: 10 }])) as [number];
  slug = await openStore(t.app, seller.token, [first], "victim-store");
  otherSlug = await openStore(t.app, other.token, [first], "other-store");
});

/** A product listed in both stores: its stock is the catalogue's, shared by every store. */
async function sharedProduct(stock: number) {
  const [id] = (await catalogueProducts(t.app, t.app.db, [{ name: "กระเป๋า", stock }])) as [number];
  for (const token of [seller.token, other.token]) {
    const listed = await call(t.app, token, "POST", "/api/sellers/products", { product_ids: [id] });
    expect(listed.statusCode).toBe(200);
  }
  return id;
}

const read = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;

const stockOf = async (id: number) =>
  (await read<{ stock: number }>(sql`select stock from products where id = ${id}`))[0]?.stock;

/** Units unpaid orders hold of a product (what they took from stock). */
const heldOf = async (id: number) =>
  (
    await read<{ n: number }>(sql`select coalesce(sum(i.quantity), 0)::int as n from order_items i
      join orders o on o.id = i.order_id
      where i.product_id = ${id} and o.status = 'pending_payment' and o.stock_held`)
  )[0]?.n ?? 0;

const phoneOf = (n: number) => `08${String(10_000_000 + n).slice(-8)}`;

function orderFrom(storeSlug: string, address: string, body: ReturnType<typeof checkout>, key?: string) {
  return t.app.inject({
    method: "POST",
    url: `/api/storefront/${storeSlug}/orders`,
    payload: body,
    remoteAddress: address,
    headers: { "accept-language": "en", "x-language": "en", ...(key ? { "idempotency-key": key } : {}) },
  });
}

describe("caps on unpaid orders", () => {
  it("refuses more than 10 units of a product in one order, in the buyer's language, on the field", async () => {
    const id = await sharedProduct(500);
    const response = await buyer(
      t.app,
      "POST",
      `/api/storefront/${slug}/orders`,
      checkout([
        { product_id: id, quantity: 6 },
        { product_id: id, quantity: 5 },
      ]),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: en("storefront.validation.quantityAboveOrderMax", { product: "กระเป๋า", max: 10 }),
    });
    expect(JSON.stringify(response.json())).toContain("items.0.quantity");
    expect(await stockOf(id)).toBe(500);
  });

  it("holds at most 3 unpaid orders per phone and per address", async () => {
    const id = await sharedProduct(500);
    const phone = phoneOf(1);
    for (let n = 0; n < 3; n += 1)
      expect(
        (
          await orderFrom(
            slug,
            `10.200.0.${n + 1}`,
            checkout([{ product_id: id, quantity: 1 }], { buyer_phone: phone }),
          )
        ).statusCode,
      ).toBe(201);
    const fourth = await orderFrom(
      slug,
      "10.200.0.9",
      checkout([{ product_id: id, quantity: 1 }], { buyer_phone: phone }),
    );
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json().message).toBe(en("storefront.validation.unpaidPerPhone", { max: 3 }));
    expect(JSON.stringify(fourth.json())).toContain("buyer_phone");

    for (let n = 0; n < 3; n += 1)
      expect(
        (
          await orderFrom(
            slug,
            "10.201.0.1",
            checkout([{ product_id: id, quantity: 1 }], { buyer_phone: phoneOf(10 + n) }),
          )
        ).statusCode,
      ).toBe(201);
    const fromSameAddress = await orderFrom(
      slug,
      "10.201.0.1",
      checkout([{ product_id: id, quantity: 1 }], { buyer_phone: phoneOf(20) }),
    );
    expect(fromSameAddress.statusCode).toBe(400);
    expect(fromSameAddress.json().message).toBe(en("storefront.validation.unpaidPerAddress", { max: 3 }));
    // The address is kept only as a keyed hash.
    const stored = await read<{ placed_from: string }>(sql`select placed_from from orders`);
    expect(stored.every((row) => !row.placed_from?.includes("10.20"))).toBe(true);
  });

  it("20 addresses and 20 phones ordering at once hold at most half the stock, and a real buyer still buys", async () => {
    const id = await sharedProduct(100);
    const attempts = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        orderFrom(
          slug,
          `10.66.${n % 20}.1`,
          checkout([{ product_id: id, quantity: 10 }], { buyer_phone: phoneOf(100 + (n % 20)) }),
          `attack-${n}`,
        ),
      ),
    );
    expect(attempts.every((response) => response.statusCode < 500)).toBe(true);
    // Together they hold no more than the set share (50%) of the stock.
    expect(await heldOf(id)).toBeLessThanOrEqual(50);
    expect(await stockOf(id)).toBeGreaterThanOrEqual(50);
    // A real buyer in another store orders, pays, and the units are theirs.
    const real = await orderFrom(
      otherSlug,
      "10.99.0.1",
      checkout([{ product_id: id, quantity: 5 }], { buyer_phone: phoneOf(999) }),
    );
    expect(real.statusCode).toBe(201);
    const code = real.json().data.code as string;
    const stockBefore = await stockOf(id);
    const operator = await operatorToken(t.app, t.app.db);
    const orderId = (await read<{ id: number }>(sql`select id from orders where code = ${code}`))[0]?.id;
    const confirmed = await call(t.app, operator, "POST", `/api/admin/orders/${orderId}/confirm-payment`, {
      amount: (await buyerOrder(t.app, code)).total_amount,
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await buyerOrder(t.app, code)).status).toBe("pending_shipment");
    const held = (
      await read<{ stock_held: boolean }>(sql`select stock_held from orders where code = ${code}`)
    )[0];
    expect(held?.stock_held).toBe(true);
    expect(await stockOf(id)).toBeLessThanOrEqual(stockBefore ?? 0);
    // The victim seller heard of none of the unpaid orders, and the operators' queue lists none.
    const notices = await read<{ n: number }>(
      sql`select count(*)::int as n from notifications where seller_id = ${seller.id} and type in ('new_order', 'order_update')`,
    );
    expect(notices[0]?.n).toBe(0);
    const queue = await call(t.app, operator, "GET", "/api/admin/orders?awaiting_confirmation=true");
    expect(queue.json().data.total).toBe(0);
    await expectSoundLedger(t.app.db);
  }, 120_000);
});

describe("the payment window", () => {
  it("lasts 30 minutes by default and then the order expires and its stock comes back", async () => {
    const id = await sharedProduct(40);
    const placedAt = Date.now();
    const { code } = await placeOrder(
      t.app,
      slug,
      checkout([{ product_id: id, quantity: 2 }], { buyer_phone: phoneOf(300) }),
    );
    const order = await buyerOrder(t.app, code);
    const window = new Date(order.expires_at).getTime() - placedAt;
    expect(window).toBeGreaterThan(29 * 60_000);
    expect(window).toBeLessThanOrEqual(30 * 60_000 + 5_000);
    expect(await stockOf(id)).toBe(38);
    // One minute before the end: still there.
    await expireUnpaidOrders(t.app.db, t.app.payments, inTransaction, new Date(placedAt + 29 * 60_000));
    expect((await buyerOrder(t.app, code)).status).toBe("pending_payment");
    await expireUnpaidOrders(t.app.db, t.app.payments, inTransaction, new Date(placedAt + 31 * 60_000));
    expect((await buyerOrder(t.app, code)).status).toBe("cancelled");
    expect(await stockOf(id)).toBe(40);
  });
});

describe("I have paid (manual provider)", () => {
  it("keeps the order and its stock past the window until an operator confirms or refuses", async () => {
    const id = await sharedProduct(40);
    const placedAt = Date.now();
    const first = await placeOrder(
      t.app,
      slug,
      checkout([{ product_id: id, quantity: 2 }], { buyer_phone: phoneOf(400) }),
    );
    const second = await placeOrder(
      t.app,
      slug,
      checkout([{ product_id: id, quantity: 3 }], { buyer_phone: phoneOf(401) }),
    );
    const operator = await operatorToken(t.app, t.app.db);
    // Not yet reported: not in the operators' queue.
    expect(
      (await call(t.app, operator, "GET", "/api/admin/orders?awaiting_confirmation=true")).json().data.total,
    ).toBe(0);
    for (const { code } of [first, second]) {
      expect((await buyerOrder(t.app, code)).can_report_payment).toBe(true);
      const reported = await buyer(t.app, "POST", `/api/storefront/orders/${code}/payment-reported`);
      expect(reported.statusCode).toBe(200);
      expect(reported.json().message).toBe(en("storefront.paymentReported"));
      expect(reported.json().data).toMatchObject({ can_report_payment: false, can_cancel: false });
      expect(reported.json().data.payment_reported_at).toEqual(expect.any(String));
    }
    // Twice changes nothing; the buyer can no longer cancel.
    expect(
      (await buyer(t.app, "POST", `/api/storefront/orders/${first.code}/payment-reported`)).statusCode,
    ).toBe(200);
    expect((await buyer(t.app, "POST", `/api/storefront/orders/${first.code}/cancel`)).statusCode).toBe(400);
    const queue = await call(t.app, operator, "GET", "/api/admin/orders?awaiting_confirmation=true");
    expect(queue.json().data.total).toBe(2);
    // Past the window: kept, with its stock.
    await expireUnpaidOrders(t.app.db, t.app.payments, inTransaction, new Date(placedAt + 60 * 60_000));
    expect((await buyerOrder(t.app, first.code)).status).toBe("pending_payment");
    expect(await stockOf(id)).toBe(35);
    const idOf = async (code: string) =>
      (await read<{ id: number }>(sql`select id from orders where code = ${code}`))[0]?.id;
    const confirmed = await call(
      t.app,
      operator,
      "POST",
      `/api/admin/orders/${await idOf(first.code)}/confirm-payment`,
      {
        amount: (await buyerOrder(t.app, first.code)).total_amount,
      },
    );
    expect(confirmed.statusCode).toBe(200);
    expect((await buyerOrder(t.app, first.code)).status).toBe("pending_shipment");
    const refused = await call(
      t.app,
      operator,
      "POST",
      `/api/admin/orders/${await idOf(second.code)}/refuse-payment`,
      {
        reason: "not on the statement",
      },
    );
    expect(refused.statusCode).toBe(200);
    expect(refused.json().message).toBe(en("orders.admin.paymentRefused"));
    expect(await buyerOrder(t.app, second.code)).toMatchObject({
      status: "cancelled",
      cancel_reason: "payment_refused",
    });
    expect(await stockOf(id)).toBe(38);
    // The seller's first notice of the paid order is its payment; nothing of the refused one.
    const notices = await read<{ type: string }>(
      sql`select type from notifications where seller_id = ${seller.id} and type in ('new_order', 'order_update')`,
    );
    expect(notices.map((row) => row.type)).toEqual(["new_order"]);
    const audit = await read<{ act: string }>(
      sql`select act from audit_log where act = 'order.refuse_payment'`,
    );
    expect(audit).toHaveLength(1);
    expect(
      (await call(t.app, operator, "GET", "/api/admin/orders?awaiting_confirmation=true")).json().data.total,
    ).toBe(0);
    await expectSoundLedger(t.app.db);
  });

  it("is refused once the window has ended", async () => {
    const id = await sharedProduct(40);
    const { code } = await placeOrder(
      t.app,
      slug,
      checkout([{ product_id: id, quantity: 1 }], { buyer_phone: phoneOf(500) }),
    );
    await t.app.db.execute(
      sql`update orders set expires_at = now() - interval '1 second' where code = ${code}`,
    );
    const late = await buyer(t.app, "POST", `/api/storefront/orders/${code}/payment-reported`);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(en("orders.paymentWindowOver"));
  });
});

describe("a reported payment and the seller's deposit refund", () => {
  it("refuses the refund while a buyer's reported transfer waits for an operator, naming the order", async () => {
    const owner = await sellerWithDeposit(t.app, t.app.db);
    const [id] = (await catalogueProducts(t.app, t.app.db, [{ name: "แก้วน้ำ", stock: 20 }])) as [number];
    const ownerSlug = await openStore(t.app, owner.token, [id], "reported-store");
    const reported = await placeOrder(
      t.app,
      ownerSlug,
      checkout([{ product_id: id, quantity: 1 }], { buyer_phone: phoneOf(600) }),
    );
    const unreported = await placeOrder(
      t.app,
      ownerSlug,
      checkout([{ product_id: id, quantity: 1 }], { buyer_phone: phoneOf(601) }),
    );
    const said = await buyer(t.app, "POST", `/api/storefront/orders/${reported.code}/payment-reported`);
    expect(said.statusCode).toBe(200);

    // The buyer's money may be on its way: the store still owes that buyer a parcel.
    const asked = await call(t.app, owner.token, "POST", "/api/sellers/deposit/refund");
    expect(asked.statusCode).toBe(400);
    expect(asked.json().message).toBe(
      en("deposit.unfinishedOrders", { count: 1, orders: reported.order_number }),
    );

    // Once the operator refuses the transfer, only the unreported order is left, and it does not block.
    const operator = await operatorToken(t.app, t.app.db);
    const [row] = await read<{ id: number }>(sql`select id from orders where code = ${reported.code}`);
    const refused = await call(t.app, operator, "POST", `/api/admin/orders/${row?.id}/refuse-payment`, {
      reason: "not on the statement",
    });
    expect(refused.statusCode).toBe(200);
    expect((await call(t.app, owner.token, "POST", "/api/sellers/deposit/refund")).statusCode).toBe(201);
    const list = (await call(t.app, operator, "GET", "/api/admin/deposit-refunds?status=pending")).json()
      .data;
    const refund = list.items.find((item: { seller_id: number }) => item.seller_id === owner.id);
    const orders = (
      await call(t.app, operator, "GET", `/api/admin/deposit-refunds/${refund.id}/orders`)
    ).json().data;
    expect(orders).toEqual({ blocking: [], unpaid_count: 1 });

    // The other buyer reports a transfer while the request is reviewed: the approval is refused, naming it.
    const late = await buyer(t.app, "POST", `/api/storefront/orders/${unreported.code}/payment-reported`);
    expect(late.statusCode).toBe(200);
    const blocking = (
      await call(t.app, operator, "GET", `/api/admin/deposit-refunds/${refund.id}/orders`)
    ).json().data;
    expect(blocking).toEqual({
      blocking: [
        expect.objectContaining({ order_number: unreported.order_number, status: "pending_payment" }),
      ],
      unpaid_count: 0,
    });
    const approved = await call(
      t.app,
      operator,
      "POST",
      `/api/admin/deposit-refunds/${refund.id}/approve`,
      {},
    );
    expect(approved.statusCode).toBe(400);
    expect(approved.json().message).toBe(
      en("deposit.unfinishedOrders", { count: 1, orders: unreported.order_number }),
    );
    expect((await buyerOrder(t.app, unreported.code)).status).toBe("pending_payment");
    await expectSoundLedger(t.app.db);
  });
});
