import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import {
  buyer,
  buyerOrder,
  catalogueProducts,
  checkout,
  openStore,
  placeOrder,
  sellerWithDeposit,
} from "../../test/store";
import { type StripeFake, startStripeFake } from "../../test/stripe-fake";
import { expectSoundLedger, TEST_PLATFORM_BANK_ACCOUNT } from "../../test/wallet";

let fake: StripeFake;
let t: TestApp;
let slug: string;
let mug: number;

beforeAll(async () => {
  fake = await startStripeFake();
  t = await createTestApp({
    platformBankAccount: TEST_PLATFORM_BANK_ACCOUNT,
    paymentProvider: "stripe",
    stripe: fake.options,
  });
  const seller = await sellerWithDeposit(t.app, t.app.db, "10000", "bank_transfer");
  [mug] = (await catalogueProducts(t.app, t.app.db, [
    { name: "แก้วมัค", price: "150.00", cost_price: "60.00" },
  ])) as [number];
  slug = await openStore(t.app, seller.token, [mug]);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

function webhook(delivery: { payload: string; signature: string }) {
  return t.app.inject({
    method: "POST",
    url: "/api/payments/webhook/stripe",
    headers: { "content-type": "application/json", "stripe-signature": delivery.signature },
    payload: delivery.payload,
  });
}

const intentOf = (orderNumber: string) => {
  const intent = [...fake.intents.values()].find((candidate) => candidate.metadata.reference === orderNumber);
  if (!intent) throw new Error("no intent for the order");
  return intent;
};

describe("a buyer's order paid through Stripe", () => {
  it("shows Stripe's QR and is paid once by its signed webhook, whatever is replayed", async () => {
    const placed = await placeOrder(t.app, slug, checkout([{ product_id: mug, quantity: 2 }]));
    const intent = intentOf(placed.order_number);
    expect(intent).toMatchObject({ amount: 30_000, currency: "thb" });
    const order = await buyerOrder(t.app, placed.code);
    expect(order.payment).toMatchObject({ provider: "stripe", status: "pending" });
    expect(order.payment.qr_payload).toBe(intent.next_action?.promptpay_display_qr_code.data);

    const delivery = fake.event("payment_intent.succeeded", fake.pay(intent.id));
    expect((await webhook(delivery)).json().data.duplicate).toBe(false);
    expect((await webhook(delivery)).json().data.duplicate).toBe(true);
    expect((await buyerOrder(t.app, placed.code)).status).toBe("pending_shipment");
    const [paid] = (
      (await t.app.db.execute(
        sql`select count(*)::int as n from transfers t join orders o on o.id = t.reference_id where t.code = 'order_paid' and o.code = ${placed.code}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(paid?.n).toBe(1);
    await expectSoundLedger(t.app.db);
  });

  it("cancels the intent at Stripe when the buyer cancels the unpaid order", async () => {
    const placed = await placeOrder(t.app, slug, checkout([{ product_id: mug, quantity: 1 }]));
    const cancelled = await buyer(t.app, "POST", `/api/storefront/orders/${placed.code}/cancel`);
    expect(cancelled.json().data.status).toBe("cancelled");
    expect(fake.intents.get(intentOf(placed.order_number).id)?.status).toBe("canceled");
  });
});
