import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Transaction } from "../../db/client";
import { createTestApp, en, signedInSeller, type TestApp } from "../../test/app";
import { moneySnapshot, promptPayTopUp } from "../../test/payments";
import { type StripeFake, startStripeFake } from "../../test/stripe-fake";
import {
  call,
  expectSoundLedger,
  operatorToken,
  profile,
  TEST_PLATFORM_BANK_ACCOUNT,
} from "../../test/wallet";
import { expireDuePayments } from "./service";

let fake: StripeFake;
let t: TestApp;
beforeAll(async () => {
  fake = await startStripeFake();
  // No PromptPay id: Stripe makes the QR.
  t = await createTestApp({
    platformBankAccount: TEST_PLATFORM_BANK_ACCOUNT,
    paymentProvider: "stripe",
    stripe: fake.options,
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

function webhook(delivery: { payload: string; signature: string }) {
  return t.app.inject({
    method: "POST",
    url: "/api/payments/webhook/stripe",
    headers: {
      "content-type": "application/json",
      "stripe-signature": delivery.signature,
      "x-app-language": "en",
    },
    payload: delivery.payload,
  });
}

/** A Stripe top-up, with its PaymentIntent at the fake. */
async function stripeTopUp(amount = "5000") {
  const seller = await signedInSeller(t.app);
  const recharge = await promptPayTopUp(t.app, seller.token, amount);
  const intent = [...fake.intents.values()].find(
    (candidate) => candidate.metadata.reference === recharge.payment.reference,
  );
  if (!intent) throw new Error("no intent was created at Stripe");
  return { seller, recharge, intent };
}

describe("stripe provider: PromptPay PaymentIntents", () => {
  it("creates the intent for the exact amount in THB with the reference, and shows Stripe's QR", async () => {
    const { recharge, intent } = await stripeTopUp("12345.67");
    expect(intent).toMatchObject({ amount: 1234567, currency: "thb", status: "requires_action" });
    expect(recharge.payment).toMatchObject({ provider: "stripe", status: "pending" });
    expect(recharge.payment.promptpay_payload).toBe(intent.next_action?.promptpay_display_qr_code.data);
  });

  it("credits the top-up once on Stripe's signed payment_intent.succeeded", async () => {
    const { seller, recharge, intent } = await stripeTopUp("6000");
    const delivery = fake.event("payment_intent.succeeded", fake.pay(intent.id), { id: "evt_valid_1" });
    const response = await webhook(delivery);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      received: true,
      duplicate: false,
      payment_reference: recharge.payment.reference,
    });
    expect((await profile(t.app, seller.token)).available_balance).toBe("6000.00");
    const shown = (
      await call(t.app, seller.token, "GET", `/api/sellers/wallet/recharges/${recharge.id}`)
    ).json().data;
    expect(shown.recharge).toMatchObject({
      status: "approved",
      payment: { status: "paid", provider: "stripe" },
    });
    await expectSoundLedger(t.database.db);
  });

  it("moves nothing on a replayed event (same id), nor on a second event for a paid payment", async () => {
    const { seller, intent } = await stripeTopUp("7000");
    const delivery = fake.event("payment_intent.succeeded", fake.pay(intent.id), { id: "evt_replayed" });
    expect((await webhook(delivery)).statusCode).toBe(200);
    const before = await moneySnapshot(t.database.db);
    const replay = await webhook(delivery);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.duplicate).toBe(true);
    const another = await webhook(fake.event("payment_intent.succeeded", intent, { id: "evt_other_id" }));
    expect(another.statusCode).toBe(200);
    expect(await moneySnapshot(t.database.db)).toEqual(before);
    expect((await profile(t.app, seller.token)).available_balance).toBe("7000.00");
  });

  it("refuses a replay older than Stripe's 5-minute tolerance with 400", async () => {
    const { seller, intent } = await stripeTopUp();
    const old = fake.event("payment_intent.succeeded", fake.pay(intent.id), {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    const before = await moneySnapshot(t.database.db);
    const response = await webhook(old);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(en("payments.signatureInvalid"));
    expect(await moneySnapshot(t.database.db)).toEqual(before);
    expect((await profile(t.app, seller.token)).available_balance).toBe("0.00");
  });

  it("refuses a forged signature (another secret, or none) with 400 and moves nothing", async () => {
    const { seller, intent } = await stripeTopUp();
    const paid = fake.pay(intent.id);
    const before = await moneySnapshot(t.database.db);
    const forged = await webhook(fake.event("payment_intent.succeeded", paid, { secret: "whsec_attacker" }));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({
      code: "REQUEST_INVALID",
      message: en("payments.signatureInvalid"),
    });
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/payments/webhook/stripe",
      headers: { "content-type": "application/json" },
      payload: fake.event("payment_intent.succeeded", paid).payload,
    });
    expect(unsigned.statusCode).toBe(400);
    // A signed body changed after signing: the signature no longer holds.
    const genuine = fake.event("payment_intent.succeeded", paid);
    const tampered = await webhook({
      ...genuine,
      payload: genuine.payload.replace('"amount":500000', '"amount":1'),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await moneySnapshot(t.database.db)).toEqual(before);
    expect((await profile(t.app, seller.token)).available_balance).toBe("0.00");
  });

  it("refuses a signed event whose amount, currency or reference is not what we created (422), and moves nothing", async () => {
    const { seller, intent } = await stripeTopUp("5000");
    const paid = fake.pay(intent.id);
    const before = await moneySnapshot(t.database.db);
    for (const wrong of [
      { ...paid, amount: 5_000_000, amount_received: 5_000_000 },
      { ...paid, amount: 1, amount_received: 1 },
      { ...paid, currency: "usd" },
      { ...paid, metadata: { ...paid.metadata, reference: "R99999999" } },
    ]) {
      const response = await webhook(fake.event("payment_intent.succeeded", wrong));
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(en("payments.mismatch"));
    }
    expect(await moneySnapshot(t.database.db)).toEqual(before);
    expect((await profile(t.app, seller.token)).available_balance).toBe("0.00");
    // The genuine event still credits it afterwards: nothing was recorded for the refused ones.
    expect((await webhook(fake.event("payment_intent.succeeded", paid))).statusCode).toBe(200);
    expect((await profile(t.app, seller.token)).available_balance).toBe("5000.00");
  });

  it("lets neither the seller nor an operator confirm a Stripe payment", async () => {
    const { seller, recharge } = await stripeTopUp();
    const operator = await operatorToken(t.app, t.database.db);
    const before = await moneySnapshot(t.database.db);
    expect(
      (
        await call(
          t.app,
          seller.token,
          "POST",
          `/api/sellers/wallet/recharges/${recharge.id}/sandbox-confirm`,
        )
      ).statusCode,
    ).toBe(403);
    const approve = await call(t.app, operator, "POST", `/api/admin/recharges/${recharge.id}/approve`);
    expect(approve.statusCode).toBe(400);
    expect(approve.json().message).toBe(en("payments.confirmedByProvider", { provider: "stripe" }));
    expect(await moneySnapshot(t.database.db)).toEqual(before);
  });

  it("settles through a status query when the webhook did not come (operator's sync)", async () => {
    const { seller, recharge, intent } = await stripeTopUp("8000");
    const operator = await operatorToken(t.app, t.database.db);
    const pending = await call(t.app, operator, "POST", `/api/admin/payments/${recharge.payment.id}/sync`);
    expect(pending.json().data.status).toBe("pending");
    fake.pay(intent.id);
    const synced = await call(t.app, operator, "POST", `/api/admin/payments/${recharge.payment.id}/sync`);
    expect(synced.json().data.status).toBe("paid");
    expect((await profile(t.app, seller.token)).available_balance).toBe("8000.00");
    await call(t.app, operator, "POST", `/api/admin/payments/${recharge.payment.id}/sync`);
    expect((await profile(t.app, seller.token)).available_balance).toBe("8000.00");
  });

  it("tells the seller's sockets of the credit once the webhook or the sync has committed, and a replay tells nothing", async () => {
    const publish = vi.spyOn(t.app.realtime, "publish");
    try {
      const byWebhook = await stripeTopUp("5000");
      const delivery = fake.event("payment_intent.succeeded", fake.pay(byWebhook.intent.id), {
        id: "evt_published",
      });
      await webhook(delivery);
      const sentTo = () => publish.mock.calls.flatMap(([written]) => written.map((each) => each.sellerId));
      expect(sentTo()).toContain(byWebhook.seller.id);
      publish.mockClear();
      await webhook(delivery);
      expect(sentTo()).toEqual([]);

      const bySync = await stripeTopUp("5000");
      const operator = await operatorToken(t.app, t.database.db);
      fake.pay(bySync.intent.id);
      await call(t.app, operator, "POST", `/api/admin/payments/${bySync.recharge.payment.id}/sync`);
      expect(sentTo()).toContain(bySync.seller.id);
    } finally {
      publish.mockRestore();
    }
  });

  it("gives a fresh QR for a lapsed one, and credits on the way when Stripe says it was paid", async () => {
    const { seller, recharge, intent } = await stripeTopUp();
    fake.lapse(intent.id);
    const fresh = await call(t.app, seller.token, "POST", `/api/sellers/wallet/recharges/${recharge.id}/qr`);
    expect(fresh.statusCode).toBe(200);
    const payload = fresh.json().data.recharge.payment.promptpay_payload;
    expect(payload).not.toBe(recharge.payment.promptpay_payload);
    expect(payload).toBe(fake.intents.get(intent.id)?.next_action?.promptpay_display_qr_code.data);
    fake.pay(intent.id);
    const paid = await call(t.app, seller.token, "POST", `/api/sellers/wallet/recharges/${recharge.id}/qr`);
    expect(paid.json().data.recharge.status).toBe("approved");
    expect((await profile(t.app, seller.token)).available_balance).toBe("5000.00");
  });

  it("cancels the intent of an expired top-up, and settles one paid at the last moment instead", async () => {
    const late = await stripeTopUp();
    const unpaid = await stripeTopUp();
    fake.pay(late.intent.id);
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    const inTransaction = <T>(work: (tx: Transaction) => Promise<T>) => t.database.db.transaction(work);
    await expireDuePayments(t.database.db, t.app.payments, inTransaction, tomorrow);
    expect(fake.intents.get(unpaid.intent.id)?.status).toBe("canceled");
    const shown = (
      await call(t.app, unpaid.seller.token, "GET", `/api/sellers/wallet/recharges/${unpaid.recharge.id}`)
    ).json().data;
    expect(shown.recharge).toMatchObject({ status: "cancelled", payment: { status: "expired" } });
    expect((await profile(t.app, late.seller.token)).available_balance).toBe("5000.00");
    await expectSoundLedger(t.database.db);
  });

  it("refuses a top-up above what Stripe takes in one payment, before asking Stripe", async () => {
    const seller = await signedInSeller(t.app);
    const calls = fake.calls.length;
    const response = await call(t.app, seller.token, "POST", "/api/sellers/wallet/recharge", {
      amount: "1000000",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(en("payments.amountAboveProvider"));
    expect(fake.calls.length).toBe(calls);
  });
});
