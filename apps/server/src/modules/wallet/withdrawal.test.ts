import { withdrawLimitsSchema, withdrawResultSchema } from "@seller/contract/wallet";
import { describe, expect, it } from "vitest";
import { en, signedInSeller, useTestApp } from "../../test/app";
import {
  addCard,
  call,
  expectSoundLedger,
  fund,
  operatorToken,
  profile,
  REAL_NAME,
  readySeller,
  setDailyLimit,
  TEST_PROMPTPAY_ID,
  verifiedSeller,
  WITHDRAW_PASSWORD,
} from "../../test/wallet";
import { setSetting } from "../system/service";

const t = useTestApp({ promptPayId: TEST_PROMPTPAY_ID });
const withdraw = (token: string, payload: Record<string, unknown>) =>
  call(t.app, token, "POST", "/api/sellers/wallet/withdraw", {
    withdraw_password: WITHDRAW_PASSWORD,
    ...payload,
  });

describe("POST /api/sellers/wallet/withdraw", () => {
  it("freezes the amount: available goes down, frozen goes up, total stays", async () => {
    const seller = await readySeller(t.app, t.database.db, "20000");
    const response = await withdraw(seller.token, { amount: "6000.50", description: "rent" });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(en("wallet.withdrawalSubmitted"));
    const data = withdrawResultSchema.parse(response.json().data);
    expect(data).toMatchObject({
      new_balance: "13999.50",
      withdrawal: {
        amount: "6000.50",
        fee: "0.00",
        actual_amount: "6000.50",
        status: "pending",
        bank_code: "KBANK",
        bank_name: "Kasikornbank",
        card_number: "1234*****0123",
        card_holder_name: REAL_NAME,
        description: "rent",
      },
    });
    expect(await profile(t.app, seller.token)).toMatchObject({
      available_balance: "13999.50",
      freeze_amount: "6000.50",
      wallet_balance_thb: "20000.00",
    });
    await expectSoundLedger(t.database.db);
  });

  it("pays out on approval and gives the money back on rejection, with the operator's reason", async () => {
    const seller = await readySeller(t.app, t.database.db, "20000");
    const first = (await withdraw(seller.token, { amount: "5000" })).json().data.withdrawal;
    const second = (await withdraw(seller.token, { amount: "5000" })).json().data.withdrawal;
    const operator = await operatorToken(t.app, t.database.db);
    const approved = await call(t.app, operator, "POST", `/api/admin/withdrawals/${first.id}/approve`, {});
    expect(approved.json().data.withdrawal.status).toBe("approved");
    expect(approved.json().message).toBe(en("wallet.review.approved"));
    const rejected = await call(t.app, operator, "POST", `/api/admin/withdrawals/${second.id}/reject`, {
      reason: "card closed",
    });
    expect(rejected.json().data.withdrawal).toMatchObject({ status: "rejected", reason: "card closed" });
    expect(rejected.json().message).toBe(en("wallet.review.rejected"));
    expect(await profile(t.app, seller.token)).toMatchObject({
      available_balance: "15000.00",
      freeze_amount: "0.00",
      wallet_balance_thb: "15000.00",
    });
    const history = (await call(t.app, seller.token, "GET", "/api/sellers/transactions?type=withdraw")).json()
      .data;
    expect(
      history.transactions.map((item: { status: string; reason: string | null }) => [
        item.status,
        item.reason,
      ]),
    ).toEqual([
      ["rejected", "card closed"],
      ["approved", null],
    ]);
    await expectSoundLedger(t.database.db);
  });

  it("queues pending withdrawals for operators oldest first, with the account and the full card number", async () => {
    const seller = await readySeller(t.app, t.database.db, "20000");
    const first = (await withdraw(seller.token, { amount: "5000" })).json().data.withdrawal;
    const second = (await withdraw(seller.token, { amount: "5000" })).json().data.withdrawal;
    const operator = await operatorToken(t.app, t.database.db);
    const { items } = (await call(t.app, operator, "GET", "/api/admin/withdrawals?per_page=100")).json().data;
    const mine = items.filter((item: { seller_id: number }) => item.seller_id === seller.id);
    expect(mine.map((item: { id: number }) => item.id)).toEqual([first.id, second.id]);
    expect(mine[0]).toMatchObject({
      seller_account: seller.account,
      card_number_full: "1234567890123",
      card_number: "1234*****0123",
    });
  });

  it("refuses an amount above the available balance, saying both", async () => {
    const seller = await readySeller(t.app, t.database.db, "8000");
    const response = await withdraw(seller.token, { amount: "9000" });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      en("wallet.amountAboveBalance", { balance: "8000.00", amount: "9000.00" }),
    );
  });

  it.each([
    ["below 5,000", "4999", en("wallet.amountTooSmall", { min: "5,000.00" })],
    ["above 5,000,000", "5000000.01", en("wallet.amountTooLarge", { max: "5,000,000.00" })],
    ["with three decimals", "5000.123", en("validation.amountInvalid")],
    ["negative", "-5000", en("validation.amountInvalid")],
  ])("refuses an amount %s", async (_, amount, message) => {
    const seller = await signedInSeller(t.app);
    const response = await withdraw(seller.token, { amount });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(message);
  });

  it("asks for a withdrawal password of at least 6 characters", async () => {
    const seller = await signedInSeller(t.app);
    const missing = await call(t.app, seller.token, "POST", "/api/sellers/wallet/withdraw", {
      amount: "5000",
    });
    expect(missing.json().message).toBe(en("wallet.withdrawPasswordRequired"));
    const short = await withdraw(seller.token, { amount: "5000", withdraw_password: "12345" });
    expect(short.json().message).toBe(en("wallet.withdrawPasswordTooShort"));
  });

  it("needs a bank card", async () => {
    const seller = await verifiedSeller(t.app, t.database.db);
    const response = await withdraw(seller.token, { amount: "5000" });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(en("wallet.withdrawPasswordNotSet"));
  });

  it("needs a verified identity for the first withdrawal", async () => {
    const seller = await signedInSeller(t.app);
    await addCard(t.app, seller.token);
    await fund(t.app, seller.token, "10000");
    const response = await withdraw(seller.token, { amount: "5000" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: "AUTH_PERMISSION_DENIED",
      message: en("wallet.verificationRequired"),
    });
    const limits = (await call(t.app, seller.token, "GET", "/api/sellers/wallet/withdraw-limits")).json()
      .data;
    expect(limits.requires_verification).toBe(true);
  });

  it("pays only to a card in the verified real name", async () => {
    const seller = await verifiedSeller(t.app, t.database.db);
    await addCard(t.app, seller.token, { card_holder_name: "Someone Else" });
    await fund(t.app, seller.token, "10000");
    const response = await withdraw(seller.token, { amount: "5000" });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(en("wallet.cardNotVerified"));
  });

  it("refuses a card that is not the seller's", async () => {
    const seller = await readySeller(t.app, t.database.db, "10000");
    const other = await readySeller(t.app, t.database.db, "10000");
    const response = await withdraw(seller.token, { amount: "5000", bank_card_id: other.cardId });
    expect(response.statusCode).toBe(404);
  });

  it("allows 3 requests per Bangkok day, then says try tomorrow", async () => {
    const seller = await readySeller(t.app, t.database.db, "50000");
    for (let i = 0; i < 3; i++)
      expect((await withdraw(seller.token, { amount: "5000" })).statusCode).toBe(201);
    const fourth = await withdraw(seller.token, { amount: "5000" });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      code: "REQUEST_RATE_LIMIT",
      message: en("wallet.dailyLimitReached", { limit: 3 }),
    });
    const limits = withdrawLimitsSchema.parse(
      (await call(t.app, seller.token, "GET", "/api/sellers/wallet/withdraw-limits")).json().data,
    );
    expect(limits).toMatchObject({
      daily_limit: 3,
      used_today: 3,
      remaining_today: 0,
      available_balance: "35000.00",
    });
    await expectSoundLedger(t.database.db);
  });

  it("records the fee setting and what reaches the card", async () => {
    const seller = await readySeller(t.app, t.database.db, "10000");
    await setSetting(t.database.db, "withdrawalFeeSatang", 1500n);
    try {
      const data = (await withdraw(seller.token, { amount: "5000" })).json().data;
      expect(data.withdrawal).toMatchObject({ amount: "5000.00", fee: "15.00", actual_amount: "4985.00" });
      const operator = await operatorToken(t.app, t.database.db);
      await call(t.app, operator, "POST", `/api/admin/withdrawals/${data.withdrawal.id}/approve`, {});
      expect((await profile(t.app, seller.token)).wallet_balance_thb).toBe("5000.00");
      await expectSoundLedger(t.database.db);
    } finally {
      await setSetting(t.database.db, "withdrawalFeeSatang", 0n);
    }
  });
});

describe("withdrawal password", () => {
  it("locks withdrawals for 30 minutes after 5 wrong passwords in a row", async () => {
    const seller = await readySeller(t.app, t.database.db, "10000");
    for (let i = 1; i <= 4; i++) {
      const wrong = await withdraw(seller.token, { amount: "5000", withdraw_password: "wrong-one" });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().message).toBe(en("wallet.withdrawPasswordWrong", { remaining: 5 - i }));
    }
    const fifth = await withdraw(seller.token, { amount: "5000", withdraw_password: "wrong-one" });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(en("wallet.withdrawPasswordLocked", { minutes: 30 }));
    const right = await withdraw(seller.token, { amount: "5000" });
    expect(right.statusCode).toBe(429);
    const check = await call(t.app, seller.token, "POST", "/api/sellers/wallet/verify-withdraw-password", {
      password: WITHDRAW_PASSWORD,
    });
    expect(check.statusCode).toBe(429);
    expect((await profile(t.app, seller.token)).available_balance).toBe("10000.00");
  });

  it("verifies the password without moving money", async () => {
    const seller = await readySeller(t.app, t.database.db, "10000");
    const ok = await call(t.app, seller.token, "POST", "/api/sellers/wallet/verify-withdraw-password", {
      password: WITHDRAW_PASSWORD,
    });
    expect(ok.json()).toMatchObject({ success: true, data: { valid: true } });
    const wrong = await call(t.app, seller.token, "POST", "/api/sellers/wallet/verify-withdraw-password", {
      password: "not-it-at-all",
    });
    expect(wrong.statusCode).toBe(422);
  });

  it("changes the password only with the old one", async () => {
    const seller = await readySeller(t.app, t.database.db, "10000");
    const url = "/api/sellers/wallet/change-withdraw-password";
    const wrong = await call(t.app, seller.token, "POST", url, {
      old_password: "nope-nope",
      new_password: "newpass1",
    });
    expect(wrong.statusCode).toBe(422);
    const short = await call(t.app, seller.token, "POST", url, {
      old_password: WITHDRAW_PASSWORD,
      new_password: "123",
    });
    expect(short.json().message).toBe(en("wallet.withdrawPasswordTooShort"));
    const changed = await call(t.app, seller.token, "POST", url, {
      old_password: WITHDRAW_PASSWORD,
      new_password: "newpass1",
    });
    expect(changed.json().message).toBe(en("wallet.withdrawPasswordChanged"));
    expect((await withdraw(seller.token, { amount: "5000", withdraw_password: "newpass1" })).statusCode).toBe(
      201,
    );
  });
});

describe("GET withdraw-history and withdraw-limits", () => {
  it("lists the seller's own withdrawals, newest first, with masked cards", async () => {
    const seller = await readySeller(t.app, t.database.db, "20000");
    await setDailyLimit(t.database.db, 10);
    try {
      await withdraw(seller.token, { amount: "5000" });
      await withdraw(seller.token, { amount: "6000" });
      const history = (
        await call(t.app, seller.token, "GET", "/api/sellers/wallet/withdraw-history?per_page=1")
      ).json().data;
      expect(history).toMatchObject({ total: 2, page: 1, per_page: 1 });
      expect(history.withdrawals[0]).toMatchObject({ amount: "6000.00", card_number: "1234*****0123" });
    } finally {
      await setDailyLimit(t.database.db, 3);
    }
  });

  it("says whether a withdrawal is the seller's first (the screen then offers two-factor)", async () => {
    const seller = await readySeller(t.app, t.database.db, "10000");
    const limits = async () =>
      (await call(t.app, seller.token, "GET", "/api/sellers/wallet/withdraw-limits")).json().data;
    expect((await limits()).first_withdrawal).toBe(true);
    expect((await withdraw(seller.token, { amount: "5000" })).statusCode).toBe(201);
    expect((await limits()).first_withdrawal).toBe(false);
  });

  it("publishes the rules before submit", async () => {
    const seller = await signedInSeller(t.app);
    const limits = (await call(t.app, seller.token, "GET", "/api/sellers/wallet/withdraw-limits")).json()
      .data;
    expect(limits).toEqual({
      min: "5000.00",
      max: "5000000.00",
      daily_limit: 3,
      used_today: 0,
      remaining_today: 3,
      fee: "0.00",
      processing_text: "1-3 working days",
      requires_verification: true,
      first_withdrawal: true,
      available_balance: "0.00",
      withdrawable_balance: "0.00",
      sandbox_balance: "0.00",
    });
  });
});
