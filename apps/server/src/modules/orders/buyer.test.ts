import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { en, useTestApp } from "../../test/app";
import { satangOf } from "../../test/money";
import {
  buyer,
  buyerOrder,
  catalogueProducts,
  checkout,
  openStore,
  placeOrder,
  sellerWithDeposit,
  shipThroughService,
} from "../../test/store";
import {
  call,
  expectSoundLedger,
  profile,
  TEST_PLATFORM_BANK_ACCOUNT,
  TEST_PROMPTPAY_ID,
} from "../../test/wallet";

// The demo's sandbox stands in for the bank here: the buyer's simulate control pays.
const t = useTestApp({
  promptPayId: TEST_PROMPTPAY_ID,
  platformBankAccount: TEST_PLATFORM_BANK_ACCOUNT,
  demo: true,
  paymentProvider: "sandbox",
});

let slug: string;
let bag: number;
let seller: Awaited<ReturnType<typeof sellerWithDeposit>>;

beforeAll(async () => {
  // Funded by bank transfer: in the demo, PromptPay top-ups are the sandbox's.
  seller = await sellerWithDeposit(t.app, t.app.db, "10000", "bank_transfer");
  [bag] = (await catalogueProducts(t.app, t.app.db, [
    { name: "กระเป๋าผ้า", price: "400.00", discount_price: "350.00", cost_price: "150.00", stock: 10 },
  ])) as [number];
  slug = await openStore(t.app, seller.token, [bag], "bag-shop");
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function paidOrder(quantity = 2) {
  const placed = await placeOrder(t.app, slug, checkout([{ product_id: bag, quantity }]));
  const paid = await buyer(t.app, "POST", `/api/storefront/orders/${placed.code}/sandbox-pay`, {
    outcome: "paid",
  });
  expect(paid.statusCode).toBe(200);
  return placed;
}

describe("paying through the demo's sandbox", () => {
  it("marks the order paid and its money sandbox in the ledger", async () => {
    const placed = await placeOrder(t.app, slug, checkout([{ product_id: bag, quantity: 1 }]));
    expect((await buyerOrder(t.app, placed.code)).sandbox).toBe(true);
    const paid = await buyer(t.app, "POST", `/api/storefront/orders/${placed.code}/sandbox-pay`, {
      outcome: "paid",
    });
    expect(paid.json().data).toMatchObject({ status: "pending_shipment", payment: { status: "paid" } });
    const [transfer] = await rows<{ sandbox: boolean; amount: string }>(
      sql`select t.sandbox, t.amount::text from transfers t join orders o on o.id = t.reference_id
          where t.code = 'order_paid' and o.code = ${placed.code}`,
    );
    expect(transfer).toEqual({ sandbox: true, amount: "35000" });
    const again = await buyer(t.app, "POST", `/api/storefront/orders/${placed.code}/sandbox-pay`, {
      outcome: "paid",
    });
    expect(again.statusCode).toBe(400);
    await expectSoundLedger(t.app.db);
  });

  it("cancels the order and releases its stock when the payment fails", async () => {
    const [before] = await rows<{ stock: number }>(sql`select stock from products where id = ${bag}`);
    const placed = await placeOrder(t.app, slug, checkout([{ product_id: bag, quantity: 3 }]));
    const failed = await buyer(t.app, "POST", `/api/storefront/orders/${placed.code}/sandbox-pay`, {
      outcome: "failed",
    });
    expect(failed.json().data).toMatchObject({ status: "cancelled", cancel_reason: "payment_failed" });
    const [after] = await rows<{ stock: number }>(sql`select stock from products where id = ${bag}`);
    expect(after?.stock).toBe(before?.stock);
  });

  it("gives a fresh QR while the order waits for payment", async () => {
    const placed = await placeOrder(t.app, slug, checkout([{ product_id: bag, quantity: 1 }]));
    const first = await buyerOrder(t.app, placed.code);
    const fresh = await buyer(t.app, "POST", `/api/storefront/orders/${placed.code}/qr`);
    expect(fresh.statusCode).toBe(200);
    expect(new Date(fresh.json().data.payment.qr_expires_at).getTime()).toBeGreaterThanOrEqual(
      new Date(first.payment.qr_expires_at).getTime(),
    );
  });
});

describe("confirming receipt", () => {
  it("refuses before the order is shipped", async () => {
    const placed = await paidOrder(1);
    const early = await buyer(t.app, "POST", `/api/storefront/orders/${placed.code}/confirm-receipt`);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(en("orders.notAwaitingReceipt"));
  });

  it("completes the order and credits the seller once, with the stored profit", async () => {
    const placed = await paidOrder(2);
    const start = await profile(t.app, seller.token);
    await shipThroughService(t.app, seller.id, placed.code);
    const shipped = await buyerOrder(t.app, placed.code);
    expect(shipped).toMatchObject({
      status: "pending_delivery",
      courier: "kerry",
      courier_name: "Kerry Express (KEX)",
      tracking_number: "KEX123456789",
      can_confirm_receipt: true,
    });
    expect(shipped.tracking_url).toContain("KEX123456789");
    const afterShip = await profile(t.app, seller.token);
    expect(satangOf(start.available_balance) - satangOf(afterShip.available_balance)).toBe(30_000n);

    const key = { "idempotency-key": "receipt-1" };
    const confirmed = await buyer(
      t.app,
      "POST",
      `/api/storefront/orders/${placed.code}/confirm-receipt`,
      undefined,
      key,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      status: "completed",
      can_review: true,
      can_confirm_receipt: false,
    });
    const replay = await buyer(
      t.app,
      "POST",
      `/api/storefront/orders/${placed.code}/confirm-receipt`,
      undefined,
      key,
    );
    expect(replay.json()).toEqual(confirmed.json());
    const twice = await buyer(t.app, "POST", `/api/storefront/orders/${placed.code}/confirm-receipt`);
    expect(twice.statusCode).toBe(400);

    const end = await profile(t.app, seller.token);
    expect(satangOf(end.available_balance) - satangOf(afterShip.available_balance)).toBe(70_000n);
    const [order] = await rows<{ profit: string; completed_by: string }>(
      sql`select profit::text, completed_by from orders where code = ${placed.code}`,
    );
    expect(order).toEqual({ profit: "40000", completed_by: "buyer" });
    const [profitTransfer] = await rows<{ n: number; sandbox: boolean }>(
      sql`select count(*)::int as n, bool_and(t.sandbox) as sandbox from transfers t join orders o on o.id = t.reference_id
          where t.code = 'order_profit' and o.code = ${placed.code}`,
    );
    expect(profitTransfer).toEqual({ n: 1, sandbox: true });
    const [sales] = await rows<{ sales_count: number }>(
      sql`select sales_count from products where id = ${bag}`,
    );
    expect(sales?.sales_count).toBeGreaterThanOrEqual(2);
    const notes = (await call(t.app, seller.token, "GET", "/api/sellers/notifications")).json().data
      .notifications;
    expect(notes.map((note: { type: string }) => note.type)).toEqual(
      expect.arrayContaining(["earnings", "order_update", "transaction"]),
    );
    await expectSoundLedger(t.app.db);
  });
});

describe("reviewing", () => {
  it("takes one 1-5 star review of a completed order, also on the product", async () => {
    const placed = await paidOrder(1);
    const tooEarly = await buyer(t.app, "POST", `/api/storefront/orders/${placed.code}/review`, {
      rating: 5,
    });
    expect(tooEarly.statusCode).toBe(400);
    await shipThroughService(t.app, seller.id, placed.code);
    await buyer(t.app, "POST", `/api/storefront/orders/${placed.code}/confirm-receipt`);
    const invalid = await buyer(t.app, "POST", `/api/storefront/orders/${placed.code}/review`, { rating: 6 });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().message).toBe(en("orders.validation.ratingInvalid"));
    const review = await buyer(t.app, "POST", `/api/storefront/orders/${placed.code}/review`, {
      rating: 4,
      comment: "Sturdy bag",
    });
    expect(review.statusCode).toBe(200);
    expect(review.json().data).toMatchObject({
      review: { rating: 4, comment: "Sturdy bag" },
      can_review: false,
    });
    const twice = await buyer(t.app, "POST", `/api/storefront/orders/${placed.code}/review`, { rating: 1 });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(en("orders.alreadyReviewed"));
    const product = (await buyer(t.app, "GET", `/api/storefront/${slug}/products/${bag}`)).json().data;
    expect(product.reviews[0]).toMatchObject({ name: "S***", rating: 4, comment: "Sturdy bag" });
  });
});

describe("the security deposit and open orders", () => {
  it("refuses a deposit refund while an order is unfinished", async () => {
    await paidOrder(1);
    const response = await call(t.app, seller.token, "POST", "/api/sellers/deposit/refund");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/paid order\(s\) are not finished yet \(SO/);
  });
});
