import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, en, type TestApp } from "../../test/app";
import { orderStatus } from "../../test/orders";
import { catalogueProducts, checkout, openStore, placeOrder, sellerWithDeposit } from "../../test/store";
import { type StripeFake, startStripeFake } from "../../test/stripe-fake";
import {
  call,
  expectSoundLedger,
  operatorToken,
  profile,
  TEST_PLATFORM_BANK_ACCOUNT,
} from "../../test/wallet";
import { orderByCode } from "./reads";

let fake: StripeFake;
let t: TestApp;
let mug: number;

beforeAll(async () => {
  fake = await startStripeFake();
  t = await createTestApp({
    platformBankAccount: TEST_PLATFORM_BANK_ACCOUNT,
    paymentProvider: "stripe",
    stripe: fake.options,
  });
  [mug] = (await catalogueProducts(t.app, t.app.db, [
    { name: "แก้วมัค", price: "150.00", cost_price: "60.00" },
  ])) as [number];
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const intentOf = (orderNumber: string) => {
  const intent = [...fake.intents.values()].find((candidate) => candidate.metadata.reference === orderNumber);
  if (!intent) throw new Error("no intent for the order");
  return intent;
};

/** A store with one unpaid Stripe order, and the seller's refund request pending. */
async function storeWithRequest() {
  const seller = await sellerWithDeposit(t.app, t.app.db, "10000", "bank_transfer");
  const slug = await openStore(t.app, seller.token, [mug]);
  const placed = await placeOrder(t.app, slug, checkout([{ product_id: mug, quantity: 1 }]));
  expect((await call(t.app, seller.token, "POST", "/api/sellers/deposit/refund")).statusCode).toBe(201);
  const operator = await operatorToken(t.app, t.app.db);
  const sellerId = (await profile(t.app, seller.token)).id;
  const list = (await call(t.app, operator, "GET", "/api/admin/deposit-refunds?status=pending")).json().data;
  const refund = list.items.find((item: { seller_id: number }) => item.seller_id === sellerId);
  const approve = () => call(t.app, operator, "POST", `/api/admin/deposit-refunds/${refund.id}/approve`, {});
  return { seller, placed, approve, order: await orderByCode(t.app.db, placed.code) };
}

describe("a deposit refund approved while a buyer's Stripe payment is open", () => {
  it("cancels the intent at Stripe with the unpaid order, so the buyer cannot pay a closed store", async () => {
    const { seller, placed, approve, order } = await storeWithRequest();
    const approved = await approve();
    expect(approved.statusCode, approved.body).toBe(200);
    expect(fake.intents.get(intentOf(placed.order_number).id)?.status).toBe("canceled");
    expect(await orderStatus(t.app, order.id)).toBe("cancelled");
    expect((await profile(t.app, seller.token)).deposit_amount).toBe("0.00");
    await expectSoundLedger(t.app.db);
  });

  it("refuses, naming the order, when Stripe says the buyer had already paid it", async () => {
    const { seller, placed, approve, order } = await storeWithRequest();
    fake.pay(intentOf(placed.order_number).id);
    const refused = await approve();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      en("deposit.unfinishedOrders", { count: 1, orders: placed.order_number }),
    );
    expect(await orderStatus(t.app, order.id)).toBe("pending_shipment");
    expect((await profile(t.app, seller.token)).deposit_amount).toBe("5000.00");
    await expectSoundLedger(t.app.db);
  });
});
