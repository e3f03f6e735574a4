import { rechargeResultSchema } from "@seller/contract/wallet";
import { describe, expect, it } from "vitest";
import { en, signedInSeller, useTestApp } from "../../test/app";
import {
  call,
  expectSoundLedger,
  fund,
  operatorToken,
  profile,
  TEST_PLATFORM_BANK_ACCOUNT,
  TEST_PROMPTPAY_ID,
} from "../../test/wallet";
import { promptPayPayload } from "../payments/promptpay";
import { setSetting } from "../system/service";

const t = useTestApp({ promptPayId: TEST_PROMPTPAY_ID, platformBankAccount: TEST_PLATFORM_BANK_ACCOUNT });
const recharge = (token: string, payload: unknown) =>
  call(t.app, token, "POST", "/api/sellers/wallet/recharge", payload);

describe("POST /api/sellers/wallet/recharge", () => {
  it("creates a pending PromptPay recharge with a QR payload for the amount and moves nothing yet", async () => {
    const seller = await signedInSeller(t.app);
    const response = await recharge(seller.token, { amount: "5000", description: "first top-up" });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(en("wallet.rechargeCreated"));
    const data = rechargeResultSchema.parse(response.json().data);
    expect(data).toMatchObject({
      new_balance: "0.00",
      recharge: { amount: "5000.00", method: "promptpay", status: "pending", description: "first top-up" },
    });
    expect(data.recharge.payment.promptpay_payload).toBe(promptPayPayload(TEST_PROMPTPAY_ID, 500_000n));
    expect(data.recharge.payment).toMatchObject({ provider: "manual", status: "pending", sandbox: false });
    expect((await profile(t.app, seller.token)).available_balance).toBe("0.00");
  });

  it("credits the available balance once an operator confirms the PromptPay payment (manual provider)", async () => {
    const seller = await signedInSeller(t.app);
    const data = await fund(t.app, seller.token, "12345.67");
    expect(data).toMatchObject({
      new_balance: "12345.67",
      recharge: { status: "approved", payment: { provider: "manual", status: "paid" } },
    });
    const me = await profile(t.app, seller.token);
    expect(me).toMatchObject({
      available_balance: "12345.67",
      wallet_balance_thb: "12345.67",
      wallet_balance_cents: "1234567",
    });
    await expectSoundLedger(t.database.db);
  });

  it("keeps a bank transfer pending until an operator confirms it, and refuses the sandbox button for it", async () => {
    const seller = await signedInSeller(t.app);
    const created = await recharge(seller.token, { amount: 20000, method: "bank_transfer" });
    expect(created.statusCode).toBe(201);
    const { recharge: row } = created.json().data;
    expect(row.payment).toMatchObject({
      method: "bank_transfer",
      promptpay_payload: null,
      sandbox: false,
      bank_name: "Siam Commercial Bank",
      bank_account_number: TEST_PLATFORM_BANK_ACCOUNT.accountNumber,
      bank_account_name: TEST_PLATFORM_BANK_ACCOUNT.accountName,
    });
    expect(row.payment.reference).toMatch(/^R\d{8}$/);
    const sandbox = await call(
      t.app,
      seller.token,
      "POST",
      `/api/sellers/wallet/recharges/${row.id}/sandbox-confirm`,
    );
    expect(sandbox.statusCode).toBe(403);
    const operator = await operatorToken(t.app, t.database.db);
    const approved = await call(t.app, operator, "POST", `/api/admin/recharges/${row.id}/approve`, {
      reason: "matched statement",
    });
    expect(approved.statusCode).toBe(200);
    expect((await profile(t.app, seller.token)).available_balance).toBe("20000.00");
    await expectSoundLedger(t.database.db);
  });

  it.each([
    ["below 5,000", "4999.99", en("wallet.amountTooSmall", { min: "5,000.00" })],
    ["zero", 0, en("wallet.amountTooSmall", { min: "5,000.00" })],
    ["above 10,000,000", "10000000.01", en("wallet.amountTooLarge", { max: "10,000,000.00" })],
    ["a huge number", "999999999999999", en("wallet.amountTooLarge", { max: "10,000,000.00" })],
    ["more than two decimals", "5000.001", en("validation.amountInvalid")],
    ["negative", -5000, en("validation.amountInvalid")],
    ["not a number", "NaN", en("validation.amountInvalid")],
    ["exponent notation", "5e3", en("validation.amountInvalid")],
    ["a number too big for exact digits", 1e21, en("validation.amountInvalid")],
    ["too many digits", "12345678901234567890", en("wallet.amountTooLarge", { max: "10,000,000.00" })],
    ["an object", { value: 5000 }, en("validation.amountInvalid")],
    ["missing", undefined, en("wallet.amountRequired")],
  ])("refuses an amount that is %s", async (_, amount, message) => {
    const seller = await signedInSeller(t.app);
    const response = await recharge(seller.token, amount === undefined ? {} : { amount });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: "REQUEST_VALIDATION_ERROR", message });
  });

  it("accepts exactly 5,000 and exactly 10,000,000", async () => {
    const seller = await signedInSeller(t.app);
    expect((await recharge(seller.token, { amount: "5000.00" })).statusCode).toBe(201);
    expect((await recharge(seller.token, { amount: 10000000 })).statusCode).toBe(201);
  });

  it("refuses an unknown payment method (no crypto)", async () => {
    const seller = await signedInSeller(t.app);
    const response = await recharge(seller.token, { amount: "5000", method: "usdt" });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(en("wallet.methodInvalid"));
  });

  it("names the receiving account of the settings over the environment's, and none for PromptPay", async () => {
    const seller = await signedInSeller(t.app);
    const promptpay = (await recharge(seller.token, { amount: "5000" })).json().data.recharge;
    expect(promptpay.payment).toMatchObject({
      bank_name: null,
      bank_account_number: null,
      bank_account_name: null,
    });
    await setSetting(t.database.db, "platformBankCode", "KBANK");
    await setSetting(t.database.db, "platformBankAccountNumber", "111-2-33333-4");
    await setSetting(t.database.db, "platformBankAccountName", "Seller Platform Co., Ltd.");
    try {
      const created = await recharge(seller.token, { amount: "5000", method: "bank_transfer" });
      expect(created.json().data.recharge.payment).toMatchObject({
        bank_name: "Kasikornbank",
        bank_account_number: "111-2-33333-4",
        bank_account_name: "Seller Platform Co., Ltd.",
      });
    } finally {
      for (const key of ["platformBankCode", "platformBankAccountNumber", "platformBankAccountName"] as const)
        await setSetting(t.database.db, key, "");
    }
  });

  it("lists which top-up methods can be paid now", async () => {
    const seller = await signedInSeller(t.app);
    const response = await call(t.app, seller.token, "GET", "/api/sellers/wallet/recharge-methods");
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      methods: [
        { method: "promptpay", available: true },
        { method: "bank_transfer", available: true },
      ],
      provider: "manual",
      demo: false,
    });
  });

  it("needs a signed-in seller", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/sellers/wallet/recharge",
      payload: { amount: 5000 },
    });
    expect(response.statusCode).toBe(401);
  });

  it("shows the seller's own recharge again with its payment instructions", async () => {
    const seller = await signedInSeller(t.app);
    const { recharge: row } = (await recharge(seller.token, { amount: "5000" })).json().data;
    const again = await call(t.app, seller.token, "GET", `/api/sellers/wallet/recharges/${row.id}`);
    expect(again.json().data.recharge).toEqual(row);
    const other = await signedInSeller(t.app);
    expect(
      (await call(t.app, other.token, "GET", `/api/sellers/wallet/recharges/${row.id}`)).statusCode,
    ).toBe(404);
  });

  it("does not let a seller confirm another seller's recharge", async () => {
    const owner = await signedInSeller(t.app);
    const other = await signedInSeller(t.app);
    const { recharge: row } = (await recharge(owner.token, { amount: "5000" })).json().data;
    const response = await call(
      t.app,
      other.token,
      "POST",
      `/api/sellers/wallet/recharges/${row.id}/sandbox-confirm`,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe("operators review recharges", () => {
  it("lists pending recharges, and a rejection shows with its reason in the seller's history", async () => {
    const seller = await signedInSeller(t.app);
    const { recharge: row } = (
      await recharge(seller.token, { amount: "7000", method: "bank_transfer" })
    ).json().data;
    const operator = await operatorToken(t.app, t.database.db);
    const list = await call(t.app, operator, "GET", "/api/admin/recharges?status=pending&per_page=100");
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items.find((item: { id: number }) => item.id === row.id)).toMatchObject({
      seller_id: seller.id,
      seller_account: seller.account,
      amount: "7000.00",
    });
    const rejected = await call(t.app, operator, "POST", `/api/admin/recharges/${row.id}/reject`, {
      reason: "no payment received",
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().message).toBe(en("wallet.review.rejected"));
    const history = await call(t.app, seller.token, "GET", "/api/sellers/transactions");
    expect(history.json().data.transactions[0]).toMatchObject({
      type: "recharge",
      status: "rejected",
      amount: "7000.00",
      reason: "no payment received",
    });
    expect((await profile(t.app, seller.token)).available_balance).toBe("0.00");
  });

  it("asks for a reason to reject", async () => {
    const seller = await signedInSeller(t.app);
    const { recharge: row } = (
      await recharge(seller.token, { amount: "7000", method: "bank_transfer" })
    ).json().data;
    const operator = await operatorToken(t.app, t.database.db);
    const response = await call(t.app, operator, "POST", `/api/admin/recharges/${row.id}/reject`, {
      reason: "  ",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(en("wallet.reasonRequired"));
  });

  it("decides a recharge only once: a second approval is refused and credits nothing", async () => {
    const seller = await signedInSeller(t.app);
    const { recharge: row } = (
      await recharge(seller.token, { amount: "7000", method: "bank_transfer" })
    ).json().data;
    const operator = await operatorToken(t.app, t.database.db);
    const answers = await Promise.all([
      call(t.app, operator, "POST", `/api/admin/recharges/${row.id}/approve`, {}),
      call(t.app, operator, "POST", `/api/admin/recharges/${row.id}/approve`, {}),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)?.json().message).toBe(en("wallet.alreadyReviewed"));
    expect((await profile(t.app, seller.token)).available_balance).toBe("7000.00");
    await expectSoundLedger(t.database.db);
  });

  it("lets an operator approve without a body, since an approval needs no reason", async () => {
    const seller = await signedInSeller(t.app);
    const { recharge: row } = (
      await recharge(seller.token, { amount: "6000", method: "bank_transfer" })
    ).json().data;
    const operator = await operatorToken(t.app, t.database.db);
    const response = await call(t.app, operator, "POST", `/api/admin/recharges/${row.id}/approve`);
    expect(response.json()).toMatchObject({ success: true });
    expect(response.statusCode).toBe(200);
    expect((await profile(t.app, seller.token)).available_balance).toBe("6000.00");
    await expectSoundLedger(t.database.db);
  });

  it("answers 404 for a recharge that does not exist", async () => {
    const operator = await operatorToken(t.app, t.database.db);
    const response = await call(t.app, operator, "POST", "/api/admin/recharges/999999/approve", {});
    expect(response.statusCode).toBe(404);
  });

  it("keeps operator review calls away from sellers", async () => {
    const seller = await signedInSeller(t.app);
    for (const url of ["/api/admin/recharges", "/api/admin/withdrawals", "/api/admin/deposit-refunds"]) {
      expect((await call(t.app, seller.token, "GET", url)).statusCode).toBe(403);
    }
  });
});

/** Every route as "METHOD /path", read from Fastify's route tree. */
function allRoutes(): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of t.app.printRoutes().split("\n")) {
    const match = /^([│\s]*)[├└]── (\S*)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    stack.length = depth;
    stack.push(match[2] ?? "");
    for (const method of (match[3] ?? "").split(", ").filter(Boolean))
      routes.push(`${method} ${stack.join("")}`);
  }
  return routes;
}

describe("integrity", () => {
  it("gives operators no call that sets a balance or creates money without a recharge", () => {
    const operatorMoneyCalls = allRoutes().filter(
      (route) => route.includes("/api/admin/") && !route.startsWith("GET") && !route.startsWith("HEAD"),
    );
    const wallet = operatorMoneyCalls.filter((route) =>
      /recharge|withdraw|deposit|balance|wallet|ledger|transfer|account/.test(route),
    );
    expect(wallet.sort()).toEqual(
      [
        "POST /api/admin/deposit-refunds/:id/approve",
        "POST /api/admin/deposit-refunds/:id/reject",
        "POST /api/admin/recharges/:id/approve",
        "POST /api/admin/recharges/:id/reject",
        "POST /api/admin/withdrawals/:id/approve",
        "POST /api/admin/withdrawals/:id/reject",
      ].sort(),
    );
  });
});

describe("a platform without a receiving bank account", () => {
  const bare = useTestApp({ promptPayId: TEST_PROMPTPAY_ID });

  it("refuses a bank-transfer top-up with a clear message and offers only PromptPay", async () => {
    const seller = await signedInSeller(bare.app);
    const response = await call(bare.app, seller.token, "POST", "/api/sellers/wallet/recharge", {
      amount: "5000",
      method: "bank_transfer",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "REQUEST_INVALID",
      message: en("wallet.bankTransferUnavailable"),
    });
    const methods = await call(bare.app, seller.token, "GET", "/api/sellers/wallet/recharge-methods");
    expect(methods.json().data.methods).toEqual([
      { method: "promptpay", available: true },
      { method: "bank_transfer", available: false },
    ]);
  });

  it("counts a half-configured account as not configured", async () => {
    const seller = await signedInSeller(bare.app);
    await setSetting(bare.database.db, "platformBankCode", "SCB");
    try {
      const response = await call(bare.app, seller.token, "POST", "/api/sellers/wallet/recharge", {
        amount: "5000",
        method: "bank_transfer",
      });
      expect(response.statusCode).toBe(400);
    } finally {
      await setSetting(bare.database.db, "platformBankCode", "");
    }
  });
});

describe("a platform without a PromptPay id", () => {
  // Neither the promptPayId setting nor PROMPTPAY_ID: a stored id is always a
  // valid one now (the setting's bounds are the contract's), so "none" is the only gap.
  const bare = useTestApp({ platformBankAccount: TEST_PLATFORM_BANK_ACCOUNT });

  it("says PromptPay is unavailable and offers only bank transfer", async () => {
    const seller = await signedInSeller(bare.app);
    const response = await call(bare.app, seller.token, "POST", "/api/sellers/wallet/recharge", {
      amount: "5000",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "REQUEST_INVALID",
      message: en("wallet.promptPayUnavailable"),
    });
    const methods = await call(bare.app, seller.token, "GET", "/api/sellers/wallet/recharge-methods");
    expect(methods.json().data.methods).toEqual([
      { method: "promptpay", available: false },
      { method: "bank_transfer", available: true },
    ]);
  });
});
