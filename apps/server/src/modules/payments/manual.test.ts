import { LANGUAGES } from "@seller/contract/languages";
import { translate } from "@seller/contract/messages";
import { describe, expect, it } from "vitest";
import { en, signedInSeller, useTestApp } from "../../test/app";
import { moneySnapshot, promptPayTopUp } from "../../test/payments";
import {
  call,
  expectSoundLedger,
  operatorToken,
  profile,
  TEST_PLATFORM_BANK_ACCOUNT,
  TEST_PROMPTPAY_ID,
} from "../../test/wallet";

// The default provider: no PAYMENT_PROVIDER, no DEMO (DECISIONS.md "Payments").
const t = useTestApp({ promptPayId: TEST_PROMPTPAY_ID, platformBankAccount: TEST_PLATFORM_BANK_ACCOUNT });

describe("manual provider: nobody but an operator confirms a payment", () => {
  it("refuses the seller's own confirmation of a PromptPay top-up (sandbox-confirm and simulate) and moves nothing", async () => {
    const seller = await signedInSeller(t.app);
    const recharge = await promptPayTopUp(t.app, seller.token);
    expect(recharge.payment).toMatchObject({ provider: "manual", status: "pending" });
    const before = await moneySnapshot(t.database.db);
    for (const path of ["sandbox-confirm", "sandbox/paid", "sandbox/failed", "sandbox/expired"]) {
      const response = await call(
        t.app,
        seller.token,
        "POST",
        `/api/sellers/wallet/recharges/${recharge.id}/${path}`,
      );
      expect(response.statusCode, path).toBe(403);
      expect(response.json()).toMatchObject({
        code: "AUTH_PERMISSION_DENIED",
        message: en("payments.sandboxOff"),
      });
    }
    expect(await moneySnapshot(t.database.db)).toEqual(before);
    expect((await profile(t.app, seller.token)).available_balance).toBe("0.00");
  });

  it("refuses it for a bank transfer too, and for another seller's top-up (404)", async () => {
    const seller = await signedInSeller(t.app);
    const transfer = await call(t.app, seller.token, "POST", "/api/sellers/wallet/recharge", {
      amount: "5000",
      method: "bank_transfer",
    });
    const id = transfer.json().data.recharge.id as number;
    const other = await signedInSeller(t.app);
    const before = await moneySnapshot(t.database.db);
    expect(
      (await call(t.app, seller.token, "POST", `/api/sellers/wallet/recharges/${id}/sandbox-confirm`))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, other.token, "POST", `/api/sellers/wallet/recharges/${id}/sandbox-confirm`))
        .statusCode,
    ).toBe(404);
    expect(await moneySnapshot(t.database.db)).toEqual(before);
  });

  it("credits a PromptPay top-up once an operator confirms it, marked as the operator's, not sandbox", async () => {
    const seller = await signedInSeller(t.app);
    const recharge = await promptPayTopUp(t.app, seller.token, "7000");
    const operator = await operatorToken(t.app, t.database.db);
    const approved = await call(t.app, operator, "POST", `/api/admin/recharges/${recharge.id}/approve`, {
      reason: "statement line 42",
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.recharge).toMatchObject({
      status: "approved",
      payment: { provider: "manual", status: "paid", sandbox: false },
    });
    expect((await profile(t.app, seller.token)).available_balance).toBe("7000.00");
    const again = await call(t.app, operator, "POST", `/api/admin/recharges/${recharge.id}/approve`);
    expect(again.statusCode).toBe(400);
    expect((await profile(t.app, seller.token)).available_balance).toBe("7000.00");
    const limits = (await call(t.app, seller.token, "GET", "/api/sellers/wallet/withdraw-limits")).json()
      .data;
    expect(limits).toMatchObject({ withdrawable_balance: "7000.00", sandbox_balance: "0.00" });
    await expectSoundLedger(t.database.db);
  });

  it("a rejected PromptPay top-up fails its payment and moves nothing", async () => {
    const seller = await signedInSeller(t.app);
    const recharge = await promptPayTopUp(t.app, seller.token);
    const operator = await operatorToken(t.app, t.database.db);
    const rejected = await call(t.app, operator, "POST", `/api/admin/recharges/${recharge.id}/reject`, {
      reason: "no money arrived",
    });
    expect(rejected.json().data.recharge).toMatchObject({
      status: "rejected",
      payment: { status: "failed" },
    });
    expect((await profile(t.app, seller.token)).available_balance).toBe("0.00");
  });

  it("answers Stripe's webhook with 404 when Stripe is not the provider, and moves nothing", async () => {
    const before = await moneySnapshot(t.database.db);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/payments/webhook/stripe",
      headers: {
        "content-type": "application/json",
        "stripe-signature": "t=1,v1=forged",
        "x-app-language": "en",
      },
      payload: JSON.stringify({
        id: "evt_1",
        type: "payment_intent.succeeded",
        data: { object: { id: "pi_1" } },
      }),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: en("payments.stripeOff") });
    expect(await moneySnapshot(t.database.db)).toEqual(before);
  });
});

describe("at most 3 top-ups waiting per seller", () => {
  it("creates no more than 3 of 30 top-ups sent at once, and says why in the seller's language", async () => {
    const seller = await signedInSeller(t.app);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(t.app, seller.token, "POST", "/api/sellers/wallet/recharge", {
          amount: "5000",
          method: i % 2 === 0 ? "promptpay" : "bank_transfer",
        }),
      ),
    );
    const created = responses.filter((response) => response.statusCode === 201);
    expect(created).toHaveLength(3);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(new Set(refused.map((response) => response.statusCode))).toEqual(new Set([429]));
    expect(refused[0]?.json()).toMatchObject({
      code: "REQUEST_RATE_LIMIT",
      message: en("wallet.tooManyPendingTopUps", { max: 3 }),
    });
    const history = await call(
      t.app,
      seller.token,
      "GET",
      "/api/sellers/transactions?type=recharge&per_page=100",
    );
    expect(history.json().data.transactions).toHaveLength(3);
  });

  it("allows a new one once one is settled, and has the message in every language", async () => {
    const seller = await signedInSeller(t.app);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await promptPayTopUp(t.app, seller.token)).id);
    for (const language of LANGUAGES) {
      const refused = await call(
        t.app,
        seller.token,
        "POST",
        "/api/sellers/wallet/recharge",
        { amount: "5000" },
        {
          "x-app-language": language,
        },
      );
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(translate(language, "wallet.tooManyPendingTopUps", { max: 3 }));
    }
    const operator = await operatorToken(t.app, t.database.db);
    await call(t.app, operator, "POST", `/api/admin/recharges/${ids[0]}/reject`, { reason: "not paid" });
    expect(
      (await call(t.app, seller.token, "POST", "/api/sellers/wallet/recharge", { amount: "5000" }))
        .statusCode,
    ).toBe(201);
  });
});
