import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { en, useTestApp } from "../../test/app";
import { moneySnapshot } from "../../test/payments";
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

const t = useTestApp({ promptPayId: TEST_PROMPTPAY_ID });

let slug: string;
let lamp: number;
let seller: Awaited<ReturnType<typeof sellerWithDeposit>>;

beforeAll(async () => {
  seller = await sellerWithDeposit(t.app, t.app.db);
  [lamp] = (await catalogueProducts(t.app, t.app.db, [
    { name: "โคมไฟ", price: "500.00", cost_price: "200.00", stock: 99_999 },
  ])) as [number];
  slug = await openStore(t.app, seller.token, [lamp]);
});

async function orderIdOf(code: string): Promise<number> {
  const rows = (
    (await t.app.db.execute(sql`select id from orders where code = ${code}`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  return rows[0]?.id as number;
}

async function escrowBalance(): Promise<string> {
  const rows = (
    (await t.app.db.execute(
      sql`select (credits_posted - debits_posted)::text as balance from accounts where seller_id is null and kind = 'buyer_escrow'`,
    )) as unknown as { rows: { balance: string }[] }
  ).rows;
  return rows[0]?.balance ?? "0";
}

describe("the operator confirms a buyer's payment (manual provider)", () => {
  it("lists the orders waiting for payment, oldest first, with their payment", async () => {
    const placed = await placeOrder(t.app, slug, checkout([{ product_id: lamp, quantity: 1 }]));
    const operator = await operatorToken(t.app, t.app.db);
    const list = (await call(t.app, operator, "GET", "/api/admin/orders?status=pending_payment")).json().data;
    const found = list.items.find(
      (item: { order_number: string }) => item.order_number === placed.order_number,
    );
    expect(found).toMatchObject({
      status: "pending_payment",
      seller_account: seller.account,
      total_amount: "500.00",
      payment: { provider: "manual", status: "pending" },
    });
    const sellers = await call(t.app, seller.token, "GET", "/api/admin/orders");
    expect(sellers.statusCode).toBe(403);
  });

  it("refuses an amount that is not the order's total, moving nothing", async () => {
    const placed = await placeOrder(t.app, slug, checkout([{ product_id: lamp, quantity: 2 }]));
    const id = await orderIdOf(placed.code);
    const operator = await operatorToken(t.app, t.app.db);
    const before = await moneySnapshot(t.app.db);
    const response = await call(t.app, operator, "POST", `/api/admin/orders/${id}/confirm-payment`, {
      amount: "500",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      en("orders.admin.amountMismatch", { amount: "500.00", total: "1000.00" }),
    );
    expect(await moneySnapshot(t.app.db)).toEqual(before);
  });

  it("posts order_paid once and moves the order to pending shipment, whatever is replayed", async () => {
    const placed = await placeOrder(t.app, slug, checkout([{ product_id: lamp, quantity: 1 }]));
    const id = await orderIdOf(placed.code);
    const operator = await operatorToken(t.app, t.app.db);
    const escrow = BigInt(await escrowBalance());
    const key = { "idempotency-key": "confirm-once" };
    const first = await call(
      t.app,
      operator,
      "POST",
      `/api/admin/orders/${id}/confirm-payment`,
      { amount: "500.00" },
      key,
    );
    expect(first.statusCode).toBe(200);
    const replay = await call(
      t.app,
      operator,
      "POST",
      `/api/admin/orders/${id}/confirm-payment`,
      { amount: "500.00" },
      key,
    );
    expect(replay.json()).toEqual(first.json());
    const again = await call(t.app, operator, "POST", `/api/admin/orders/${id}/confirm-payment`, {
      amount: "500.00",
    });
    expect(again.statusCode).toBe(400);
    expect(BigInt(await escrowBalance()) - escrow).toBe(50_000n);
    const order = await buyerOrder(t.app, placed.code);
    expect(order).toMatchObject({
      status: "pending_shipment",
      can_cancel: false,
      payment: { status: "paid" },
    });
    const cancel = await buyer(t.app, "POST", `/api/storefront/orders/${placed.code}/cancel`);
    expect(cancel.statusCode).toBe(400);
    const audit = (
      await call(t.app, operator, "GET", `/api/admin/audit-log?act=order.confirm_payment&target_id=${id}`)
    ).json().data;
    expect(audit.entries).toHaveLength(1);
    const notes = (await call(t.app, seller.token, "GET", "/api/sellers/notifications")).json().data
      .notifications;
    // The order's first notification is its payment (DECISIONS "Store and storefront").
    expect(notes[0]).toMatchObject({
      type: "new_order",
      data: { order_number: placed.order_number, status: "pending_shipment" },
    });
    await expectSoundLedger(t.app.db);
  });

  it("confirms once when ten confirmations arrive at the same moment", async () => {
    const placed = await placeOrder(t.app, slug, checkout([{ product_id: lamp, quantity: 3 }]));
    const id = await orderIdOf(placed.code);
    const operator = await operatorToken(t.app, t.app.db);
    const escrow = BigInt(await escrowBalance());
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t.app, operator, "POST", `/api/admin/orders/${id}/confirm-payment`, { amount: "1500.00" }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => status === 200 || status === 400)).toBe(true);
    expect(BigInt(await escrowBalance()) - escrow).toBe(150_000n);
    const transfers = (
      (await t.app.db.execute(
        sql`select count(*)::int as n from transfers where code = 'order_paid' and reference_id = ${id}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]?.n;
    expect(transfers).toBe(1);
    await expectSoundLedger(t.app.db);
  });

  it("refuses the buyer's sandbox control outside the demo, moving nothing", async () => {
    const placed = await placeOrder(t.app, slug, checkout([{ product_id: lamp, quantity: 1 }]));
    const before = await moneySnapshot(t.app.db);
    const response = await buyer(t.app, "POST", `/api/storefront/orders/${placed.code}/sandbox-pay`, {
      outcome: "paid",
    });
    expect(response.statusCode).toBe(403);
    expect(await moneySnapshot(t.app.db)).toEqual(before);
  });
});

describe("stock under concurrency", () => {
  it("20 buyers ordering the last 5 units at once: unpaid orders hold at most their share", async () => {
    const [scarce] = (await catalogueProducts(t.app, t.app.db, [{ name: "ของหายาก", stock: 5 }])) as [number];
    await call(t.app, seller.token, "POST", "/api/sellers/products", { product_ids: [scarce] });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        buyer(
          t.app,
          "POST",
          `/api/storefront/${slug}/orders`,
          checkout([{ product_id: scarce, quantity: 1 }], {
            buyer_phone: `0812${String(n).padStart(6, "0")}`,
          }),
          {
            "idempotency-key": `race-${n}`,
          },
        ),
      ),
    );
    // Every order is taken, but together they hold no more than half the stock (at least one
    // unit): the others hold nothing until paid (DECISIONS "Store and storefront").
    const placed = responses.filter((response) => response.statusCode === 201);
    expect(placed).toHaveLength(20);
    const codes = new Set(placed.map((response) => response.json().data.code));
    expect(codes.size).toBe(20);
    const [row] = (
      (await t.app.db.execute(sql`select stock from products where id = ${scarce}`)) as unknown as {
        rows: { stock: number }[];
      }
    ).rows;
    expect(row?.stock).toBe(3);
    const held = (
      (await t.app.db.execute(
        sql`select coalesce(sum(i.quantity), 0)::int as n from order_items i join orders o on o.id = i.order_id
          where i.product_id = ${scarce} and o.stock_held`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]?.n;
    expect(held).toBe(2);
  });

  it("never lowers an unlimited stock (99999)", async () => {
    await placeOrder(t.app, slug, checkout([{ product_id: lamp, quantity: 7 }]));
    const [row] = (
      (await t.app.db.execute(sql`select stock from products where id = ${lamp}`)) as unknown as {
        rows: { stock: number }[];
      }
    ).rows;
    expect(row?.stock).toBe(99_999);
  });
});
