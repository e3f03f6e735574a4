import { depositInfoSchema } from "@seller/contract/deposit";
import { describe, expect, it } from "vitest";
import { en, signedInSeller, th, useTestApp } from "../../test/app";
import {
  call,
  expectSoundLedger,
  fund,
  operatorToken,
  profile,
  TEST_PROMPTPAY_ID,
  verifiedSeller,
} from "../../test/wallet";
import { setSetting } from "../system/service";
import { walletContext, walletSettings } from "./settings";

const t = useTestApp({ promptPayId: TEST_PROMPTPAY_ID });
const payDeposit = (token: string) => call(t.app, token, "POST", "/api/sellers/deposit");
const askRefund = (token: string) => call(t.app, token, "POST", "/api/sellers/deposit/refund");

describe("POST /api/sellers/deposit", () => {
  it("moves 5,000 from available to the held deposit and says the balance after", async () => {
    const seller = await verifiedSeller(t.app, t.database.db);
    await fund(t.app, seller.token, "8000");
    const response = await payDeposit(seller.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: en("deposit.paid"),
      data: { balance_after: "3000.00", deposit_amount: "5000.00", has_deposit: true },
    });
    expect(await profile(t.app, seller.token)).toMatchObject({
      available_balance: "3000.00",
      deposit_amount: "5000.00",
      has_deposit: true,
      wallet_balance_thb: "3000.00",
    });
    const history = (await call(t.app, seller.token, "GET", "/api/sellers/transactions?type=deposit")).json()
      .data;
    expect(history.transactions[0]).toMatchObject({
      type: "deposit",
      status: "approved",
      amount: "5000.00",
      balance_after: "3000.00",
    });
    await expectSoundLedger(t.database.db);
  });

  it("refuses a second payment: already paid", async () => {
    const seller = await verifiedSeller(t.app, t.database.db);
    await fund(t.app, seller.token, "20000");
    expect((await payDeposit(seller.token)).statusCode).toBe(200);
    const again = await payDeposit(seller.token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(en("deposit.alreadyPaid"));
    expect((await profile(t.app, seller.token)).available_balance).toBe("15000.00");
  });

  it("refuses with insufficient balance below 5,000 available", async () => {
    const seller = await verifiedSeller(t.app, t.database.db);
    const response = await payDeposit(seller.token);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: "BUSINESS_INSUFFICIENT_BALANCE",
      message: en("deposit.insufficientBalance", { balance: "0.00", amount: "5000.00" }),
    });
  });

  it("needs a verified identity", async () => {
    const seller = await signedInSeller(t.app);
    await fund(t.app, seller.token, "8000");
    const response = await payDeposit(seller.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: "AUTH_PERMISSION_DENIED",
      message: en("deposit.verificationRequired"),
    });
  });
});

describe("security deposit refund", () => {
  async function sellerWithDeposit() {
    const seller = await verifiedSeller(t.app, t.database.db);
    await fund(t.app, seller.token, "5000");
    await payDeposit(seller.token);
    return seller;
  }

  it("returns the deposit to available when an operator approves, shown as income", async () => {
    const seller = await sellerWithDeposit();
    const asked = await askRefund(seller.token);
    expect(asked.statusCode).toBe(201);
    expect(asked.json().data.refund).toMatchObject({ amount: "5000.00", status: "pending" });
    const pending = (
      await call(t.app, seller.token, "GET", "/api/sellers/transactions?type=deposit_refund")
    ).json().data;
    expect(pending.transactions[0]).toMatchObject({ status: "pending", amount: "5000.00" });
    const operator = await operatorToken(t.app, t.database.db);
    const list = (await call(t.app, operator, "GET", "/api/admin/deposit-refunds?per_page=100")).json().data;
    expect(list.items.some((item: { id: number }) => item.id === asked.json().data.refund.id)).toBe(true);
    const approved = await call(
      t.app,
      operator,
      "POST",
      `/api/admin/deposit-refunds/${asked.json().data.refund.id}/approve`,
      {},
    );
    expect(approved.statusCode).toBe(200);
    expect(await profile(t.app, seller.token)).toMatchObject({
      available_balance: "5000.00",
      has_deposit: false,
      deposit_amount: "0.00",
    });
    const history = (await call(t.app, seller.token, "GET", "/api/sellers/transactions")).json().data;
    expect(history.transactions[0]).toMatchObject({
      type: "deposit_refund",
      status: "approved",
      balance_after: "5000.00",
    });
    expect(history.totals).toEqual({ income: "10000.00", expense: "5000.00" });
    await expectSoundLedger(t.database.db);
  });

  it("keeps the deposit when the operator rejects, with the reason in the history", async () => {
    const seller = await sellerWithDeposit();
    const { refund } = (await askRefund(seller.token)).json().data;
    const operator = await operatorToken(t.app, t.database.db);
    const rejected = await call(t.app, operator, "POST", `/api/admin/deposit-refunds/${refund.id}/reject`, {
      reason: "orders unfinished",
    });
    expect(rejected.json().message).toBe(en("wallet.review.rejected"));
    expect((await profile(t.app, seller.token)).has_deposit).toBe(true);
    const history = (
      await call(t.app, seller.token, "GET", "/api/sellers/transactions?type=deposit_refund")
    ).json().data;
    expect(history.transactions[0]).toMatchObject({ status: "rejected", reason: "orders unfinished" });
  });

  it("refuses a second request while one is pending, and a request without a deposit", async () => {
    const seller = await sellerWithDeposit();
    expect((await askRefund(seller.token)).statusCode).toBe(201);
    const again = await askRefund(seller.token);
    expect(again.json().message).toBe(en("deposit.refundPending"));
    const nobody = await signedInSeller(t.app);
    const none = await askRefund(nobody.token);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(en("deposit.notPaid"));
  });
});

describe("GET /api/finance/deposit-info", () => {
  it("gives the amount, terms and refund conditions in the seller's language", async () => {
    const seller = await signedInSeller(t.app);
    const response = await t.app.inject({
      method: "GET",
      url: "/api/finance/deposit-info",
      headers: { authorization: `Bearer ${seller.token}` },
    });
    const info = depositInfoSchema.parse(response.json().data);
    expect(info).toMatchObject({
      amount: "5000.00",
      has_deposit: false,
      deposit_amount: "0.00",
      refund_review_days: "7-15",
      refund: null,
      can_request_refund: false,
      purpose: th("deposit.info.purpose"),
    });
    expect(info.terms).toHaveLength(3);
    expect(info.refund_conditions[0]).toBe(th("deposit.info.refund1"));
  });

  it("gives the customer-service link of the settings (one value in every language), or null", async () => {
    const seller = await signedInSeller(t.app);
    const read = async () =>
      (await call(t.app, seller.token, "GET", "/api/finance/deposit-info")).json().data.customer_service_url;
    expect(await read()).toBeNull();
    await setSetting(t.database.db, "customerServiceUrl", "https://line.me/ti/p/@seller-support");
    try {
      expect(await read()).toBe("https://line.me/ti/p/@seller-support");
    } finally {
      await setSetting(t.database.db, "customerServiceUrl", "");
    }
  });

  it("falls back to CUSTOMER_SERVICE_URL while the setting is empty", async () => {
    const context = walletContext({
      payments: t.app.payments,
      customerServiceUrl: "https://support.example.test/chat",
    });
    expect((await walletSettings(t.database.db, context)).customerServiceUrl).toBe(
      "https://support.example.test/chat",
    );
  });
});
