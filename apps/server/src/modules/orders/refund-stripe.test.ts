import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Transaction } from "../../db/client";
import { createTestApp, en, type TestApp } from "../../test/app";
import { expectFailure, transfersOf } from "../../test/orders";
import { moneySnapshot } from "../../test/payments";
import {
  buyerOrder,
  catalogueProducts,
  checkout,
  openStore,
  placeOrder,
  sellerWithDeposit,
} from "../../test/store";
import { type StripeFake, startStripeFake } from "../../test/stripe-fake";
import { call, expectSoundLedger, operatorToken, TEST_PLATFORM_BANK_ACCOUNT } from "../../test/wallet";
import { orderByCode } from "./reads";
import { sendUnsentProviderRefunds } from "./refund-provider";

let fake: StripeFake;
let t: TestApp;
let slug: string;
let mug: number;
let seller: string;
let operator: string;

beforeAll(async () => {
  fake = await startStripeFake();
  t = await createTestApp({
    platformBankAccount: TEST_PLATFORM_BANK_ACCOUNT,
    paymentProvider: "stripe",
    stripe: fake.options,
  });
  const shop = await sellerWithDeposit(t.app, t.app.db, "10000", "bank_transfer");
  seller = shop.token;
  [mug] = (await catalogueProducts(t.app, t.app.db, [
    { name: "แก้วมัค", price: "150.00", cost_price: "60.00" },
  ])) as [number];
  slug = await openStore(t.app, seller, [mug]);
  operator = await operatorToken(t.app, t.app.db);
});
afterAll(async () => {
  await expectSoundLedger(t.app.db);
  await t?.close();
  await fake?.close();
});

const webhook = (delivery: { payload: string; signature: string }) =>
  t.app.inject({
    method: "POST",
    url: "/api/payments/webhook/stripe",
    headers: { "content-type": "application/json", "stripe-signature": delivery.signature },
    payload: delivery.payload,
  });
const inTransaction = <T>(work: (tx: Transaction) => Promise<T>) => t.app.db.transaction(work);

/** A buyer's order paid through Stripe's signed webhook: pending shipment. */
async function paidThroughStripe(quantity = 1) {
  const placed = await placeOrder(t.app, slug, checkout([{ product_id: mug, quantity }]));
  const intent = [...fake.intents.values()].find((one) => one.metadata.reference === placed.order_number);
  if (!intent) throw new Error("no intent");
  expect((await webhook(fake.event("payment_intent.succeeded", fake.pay(intent.id)))).statusCode).toBe(200);
  const row = await orderByCode(t.app.db, placed.code);
  return { id: row.id, code: placed.code, intentId: intent.id };
}
const refundsOf = (intentId: string) =>
  [...fake.refunds.values()].filter((refund) => refund.payment_intent === intentId);
const adminRow = async (orderId: number) => {
  const list = await call(t.app, operator, "GET", "/api/admin/order-refunds?per_page=100");
  return (
    list.json().data.items as {
      id: number;
      order_id: number;
      provider_status: string | null;
      can_mark_paid: boolean;
    }[]
  ).find((item) => item.order_id === orderId);
};

describe("a refund paid back through Stripe", () => {
  it("calls Stripe's refund once per order with the order's Idempotency-Key, and pays it on Stripe's event, once", async () => {
    const order = await paidThroughStripe(2);
    const sent = fake.refundRequests.length;
    const response = await call(t.app, seller, "POST", `/api/sellers/orders/${order.id}/refund`, {
      reason: "Supplier closed",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(fake.refundRequests.slice(sent)).toEqual([{ key: `order-refund-${order.id}` }]);
    const [refund] = refundsOf(order.intentId);
    expect(refund).toMatchObject({ amount: 30_000, status: "pending" });
    expect((await buyerOrder(t.app, order.code)).refund).toMatchObject({ state: "to_pay" });
    expect(await adminRow(order.id)).toMatchObject({ provider_status: "pending", can_mark_paid: false });

    // Asked again (a retry, another node): Stripe answers the same refund for the same key.
    const stripe = t.app.payments.stripe;
    if (!stripe || !refund) throw new Error("stripe is configured");
    const again = await stripe.refund({
      providerPaymentId: order.intentId,
      amount: 30_000n,
      orderId: order.id,
      orderRefundId: 0,
    });
    expect(again.id).toBe(refund.id);
    expect(refundsOf(order.intentId)).toHaveLength(1);
    // The job finds nothing unsent.
    const before = fake.refundRequests.length;
    await sendUnsentProviderRefunds(t.app.db, t.app.payments, inTransaction);
    expect(fake.refundRequests.length).toBe(before);

    // An operator may not pay what Stripe pays.
    const row = await adminRow(order.id);
    const snapshot = await moneySnapshot(t.app.db);
    expectFailure(
      await call(t.app, operator, "POST", `/api/admin/order-refunds/${row?.id}/mark-paid`, {
        reference: "KB20261127-0099",
      }),
      400,
      en("refunds.stripePays"),
    );
    expect(await moneySnapshot(t.app.db)).toEqual(snapshot);

    const succeeded = fake.event("refund.updated", fake.settleRefund(refund.id, "succeeded"));
    expect((await webhook(succeeded)).json().data.duplicate).toBe(false);
    expect((await webhook(succeeded)).json().data.duplicate).toBe(true);
    expect(await transfersOf(t.app, order.id, "refund_paid")).toBe(1);
    expect((await buyerOrder(t.app, order.code)).refund).toMatchObject({ state: "paid" });
    await expectSoundLedger(t.app.db);
  });

  it("keeps the refund when Stripe is down and sends it from the job, once", async () => {
    const order = await paidThroughStripe();
    fake.setRefundsDown(true);
    const response = await call(t.app, seller, "POST", `/api/sellers/orders/${order.id}/refund`, {
      reason: "Out of stock",
    });
    fake.setRefundsDown(false);
    expect(response.statusCode, response.body).toBe(200);
    expect(refundsOf(order.intentId)).toHaveLength(0);
    expect((await buyerOrder(t.app, order.code)).refund).toMatchObject({ state: "to_pay" });
    expect(await adminRow(order.id)).toMatchObject({ provider_status: null, can_mark_paid: false });

    fake.refundsStartAs("succeeded");
    await sendUnsentProviderRefunds(t.app.db, t.app.payments, inTransaction);
    await sendUnsentProviderRefunds(t.app.db, t.app.payments, inTransaction);
    fake.refundsStartAs("pending");
    expect(refundsOf(order.intentId)).toHaveLength(1);
    // Every attempt for the order carried the same key.
    const keys = new Set(fake.refundRequests.map((request) => request.key));
    expect(keys.has(`order-refund-${order.id}`)).toBe(true);
    expect(await transfersOf(t.app, order.id, "refund_paid")).toBe(1);
    expect((await buyerOrder(t.app, order.code)).refund).toMatchObject({ state: "paid" });
  });

  it("lets an operator pay a refund Stripe failed", async () => {
    const order = await paidThroughStripe();
    expect(
      (await call(t.app, seller, "POST", `/api/sellers/orders/${order.id}/refund`, { reason: "No stock" }))
        .statusCode,
    ).toBe(200);
    const [refund] = refundsOf(order.intentId);
    if (!refund) throw new Error("no refund at Stripe");
    await webhook(fake.event("refund.failed", fake.settleRefund(refund.id, "failed")));
    const row = await adminRow(order.id);
    expect(row).toMatchObject({ provider_status: "failed", can_mark_paid: true });
    const paid = await call(t.app, operator, "POST", `/api/admin/order-refunds/${row?.id}/mark-paid`, {
      reference: "SCB-778",
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await transfersOf(t.app, order.id, "refund_paid")).toBe(1);
    const [count] = (
      (await t.app.db.execute(
        sql`select count(*)::int as n from transfers where reference_id = ${order.id} and code = 'order_refund'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(count?.n).toBe(1);
    await expectSoundLedger(t.app.db);
  });
});
