import { SETTING_INTEGER_BOUNDS } from "@seller/contract/operator-settings";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { en, signedInSeller, th, useTestApp } from "../../test/app";
import { notificationsOf } from "../../test/notifications";
import { moneySnapshot, promptPayTopUp } from "../../test/payments";
import {
  call,
  expectSoundLedger,
  fund,
  operatorToken,
  profile,
  readySeller,
  setDailyLimit,
  TEST_PLATFORM_BANK_ACCOUNT,
  TEST_PROMPTPAY_ID,
  WITHDRAW_PASSWORD,
} from "../../test/wallet";
import { verifyLedger } from "../wallet/verify-ledger";
import { createPayments } from "./context";

// The demo (DEMO=1) with its sandbox provider.
const t = useTestApp({
  promptPayId: TEST_PROMPTPAY_ID,
  platformBankAccount: TEST_PLATFORM_BANK_ACCOUNT,
  demo: true,
  paymentProvider: "sandbox",
});

const simulate = (token: string, id: number, outcome: string) =>
  call(t.app, token, "POST", `/api/sellers/wallet/recharges/${id}/sandbox/${outcome}`);

/** Verified, with a card and `real` baht confirmed by an operator (a bank transfer, as in the demo too). */
async function sellerWithRealMoney(real: string) {
  const seller = await readySeller(t.app, t.database.db, "5000", "bank_transfer");
  const transfer = await call(t.app, seller.token, "POST", "/api/sellers/wallet/recharge", {
    amount: real,
    method: "bank_transfer",
  });
  const operator = await operatorToken(t.app, t.database.db);
  await call(t.app, operator, "POST", `/api/admin/recharges/${transfer.json().data.recharge.id}/approve`);
  return seller;
}

describe("sandbox provider (demo only)", () => {
  it("cannot be built outside the demo", () => {
    expect(() => createPayments({ provider: "sandbox", demo: false, purposes: {} })).toThrow(/DEMO=1/);
  });

  it("says demo and sandbox on the payment, and simulate paid credits money marked sandbox", async () => {
    const seller = await signedInSeller(t.app);
    const methods = (await call(t.app, seller.token, "GET", "/api/sellers/wallet/recharge-methods")).json()
      .data;
    expect(methods).toMatchObject({ provider: "sandbox", demo: true });
    const recharge = await promptPayTopUp(t.app, seller.token, "8000");
    expect(recharge.payment).toMatchObject({
      provider: "sandbox",
      sandbox: true,
      demo: true,
      status: "pending",
    });
    const paid = await simulate(seller.token, recharge.id, "paid");
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.recharge).toMatchObject({ status: "approved", payment: { status: "paid" } });
    expect((await profile(t.app, seller.token)).available_balance).toBe("8000.00");
    const marked = (await t.database.db.execute(
      sql`select sandbox, actor_kind from transfers where code = 'recharge' and reference_id = ${recharge.id}`,
    )) as unknown as { rows: { sandbox: boolean; actor_kind: string }[] };
    expect(marked.rows).toEqual([{ sandbox: true, actor_kind: "system" }]);
    const again = await simulate(seller.token, recharge.id, "paid");
    expect(again.statusCode).toBe(400);
    expect((await profile(t.app, seller.token)).available_balance).toBe("8000.00");
    await expectSoundLedger(t.database.db);
  });

  it("simulate failed or expired cancels the top-up and moves nothing", async () => {
    const seller = await signedInSeller(t.app);
    for (const outcome of ["failed", "expired"] as const) {
      const recharge = await promptPayTopUp(t.app, seller.token);
      const before = await moneySnapshot(t.database.db);
      const response = await simulate(seller.token, recharge.id, outcome);
      expect(response.json().data.recharge).toMatchObject({
        status: "cancelled",
        payment: { status: outcome },
      });
      const after = await moneySnapshot(t.database.db);
      expect(after.accounts).toEqual(before.accounts);
      expect(after.transfers).toEqual(before.transfers);
    }
    const told = await notificationsOf(t.app, seller.token, "recharge");
    expect(told.map((notification) => notification.title)).toEqual([
      th("notifications.recharge.cancelled.title"),
      th("notifications.recharge.cancelled.title"),
    ]);
    expect(told[0]?.data).toMatchObject({ status: "cancelled", amount: "5000.00" });
    // Not an outcome: no such call.
    expect((await simulate(seller.token, 1, "refunded")).statusCode).toBe(404);
  });

  it("does not let an operator confirm a sandbox payment: only the sandbox settles it", async () => {
    const seller = await signedInSeller(t.app);
    const recharge = await promptPayTopUp(t.app, seller.token);
    const operator = await operatorToken(t.app, t.database.db);
    const before = await moneySnapshot(t.database.db);
    const approved = await call(t.app, operator, "POST", `/api/admin/recharges/${recharge.id}/approve`);
    expect(approved.statusCode).toBe(400);
    expect(approved.json().message).toBe(en("payments.confirmedByProvider", { provider: "sandbox" }));
    expect(await moneySnapshot(t.database.db)).toEqual(before);
  });

  it("refuses, in the database, a recharge transfer whose sandbox flag does not match its payment", async () => {
    const seller = await signedInSeller(t.app);
    const recharge = await promptPayTopUp(t.app, seller.token);
    const accounts = (await t.database.db.execute(
      sql`select id from accounts where seller_id = ${seller.id} and kind = 'available'`,
    )) as unknown as { rows: { id: number }[] };
    const bank = (await t.database.db.execute(
      sql`select id from accounts where seller_id is null and kind = 'bank'`,
    )) as unknown as { rows: { id: number }[] };
    // A real-looking credit for a sandbox payment: the trigger refuses it.
    await expect(
      t.database.db.execute(sql`insert into transfers (debit_account_id, credit_account_id, amount, code,
        reference_type, reference_id, actor_kind, idempotency_key, debit_balance_after, credit_balance_after, sandbox)
        values (${bank.rows[0]?.id}, ${accounts.rows[0]?.id}, 500000, 'recharge', 'recharge', ${recharge.id},
          'system', ${`forged:${recharge.id}`}, 0, 0, false)`),
    ).rejects.toThrow();
    // Sandbox money posted by a seller or an operator, or on a withdrawal: the check refuses it.
    await expect(
      t.database.db.execute(sql`insert into transfers (debit_account_id, credit_account_id, amount, code,
        reference_type, reference_id, actor_kind, idempotency_key, debit_balance_after, credit_balance_after, sandbox)
        values (${accounts.rows[0]?.id}, ${bank.rows[0]?.id}, 1, 'withdraw', 'withdrawal', 1,
          'operator', 'forged:withdraw', 0, 0, true)`),
    ).rejects.toThrow();
  });
});

describe("sandbox money never leaves through a withdrawal", () => {
  it("refuses to withdraw sandbox money with its own message, and shows what may be withdrawn", async () => {
    const seller = await sellerWithRealMoney("6000");
    const recharge = await promptPayTopUp(t.app, seller.token, "50000");
    await simulate(seller.token, recharge.id, "paid");
    // readySeller's own 5,000 came through an operator too: 11,000 real, 50,000 sandbox.
    const limits = (await call(t.app, seller.token, "GET", "/api/sellers/wallet/withdraw-limits")).json()
      .data;
    expect(limits).toMatchObject({
      available_balance: "61000.00",
      withdrawable_balance: "11000.00",
      sandbox_balance: "50000.00",
    });
    const before = await moneySnapshot(t.database.db);
    const refused = await call(t.app, seller.token, "POST", "/api/sellers/wallet/withdraw", {
      amount: "20000",
      withdraw_password: WITHDRAW_PASSWORD,
      bank_card_id: seller.cardId,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      en("wallet.amountAboveWithdrawable", {
        withdrawable: "11000.00",
        sandbox: "50000.00",
        amount: "20000.00",
      }),
    );
    expect(await moneySnapshot(t.database.db)).toEqual(before);
    const allowed = await call(t.app, seller.token, "POST", "/api/sellers/wallet/withdraw", {
      amount: "11000",
      withdraw_password: WITHDRAW_PASSWORD,
      bank_card_id: seller.cardId,
    });
    expect(allowed.statusCode).toBe(201);
    await expectSoundLedger(t.database.db);
  });

  it("spending sandbox money inside the platform does not make it withdrawable (the rule counts every sandbox credit)", async () => {
    const seller = await readySeller(t.app, t.database.db, "5000", "bank_transfer");
    const recharge = await promptPayTopUp(t.app, seller.token, "5000");
    await simulate(seller.token, recharge.id, "paid");
    // The security deposit takes 5,000 of the 10,000; 5,000 stays, all of it "sandbox" by the rule.
    expect((await call(t.app, seller.token, "POST", "/api/sellers/deposit")).statusCode).toBe(200);
    const limits = (await call(t.app, seller.token, "GET", "/api/sellers/wallet/withdraw-limits")).json()
      .data;
    expect(limits).toMatchObject({ available_balance: "5000.00", withdrawable_balance: "0.00" });
  });

  it("holds under 30 concurrent withdrawals: no more leaves than the real money", async () => {
    await setDailyLimit(t.database.db, SETTING_INTEGER_BOUNDS.withdrawalDailyLimit.max);
    const seller = await sellerWithRealMoney("10000");
    const recharge = await promptPayTopUp(t.app, seller.token, "100000");
    await simulate(seller.token, recharge.id, "paid");
    // 15,000 real (5,000 of readySeller + 10,000), 100,000 sandbox: at most three withdrawals of 5,000.
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(t.app, seller.token, "POST", "/api/sellers/wallet/withdraw", {
          amount: "5000",
          withdraw_password: WITHDRAW_PASSWORD,
          bank_card_id: seller.cardId,
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(3);
    expect(new Set(responses.filter((r) => r.statusCode !== 201).map((r) => r.statusCode))).toEqual(
      new Set([422]),
    );
    const me = await profile(t.app, seller.token);
    expect(me).toMatchObject({ available_balance: "100000.00", freeze_amount: "15000.00" });
    await expectSoundLedger(t.database.db);
    await setDailyLimit(t.database.db, 3);
  });

  it("shows the operator where a withdrawn balance came from, sandbox apart", async () => {
    const seller = await sellerWithRealMoney("7000");
    const recharge = await promptPayTopUp(t.app, seller.token, "9000");
    await simulate(seller.token, recharge.id, "paid");
    const withdrawal = await call(t.app, seller.token, "POST", "/api/sellers/wallet/withdraw", {
      amount: "12000",
      withdraw_password: WITHDRAW_PASSWORD,
      bank_card_id: seller.cardId,
    });
    const id = withdrawal.json().data.withdrawal.id as number;
    const operator = await operatorToken(t.app, t.database.db);
    const list = (
      await call(t.app, operator, "GET", "/api/admin/withdrawals?status=pending&per_page=100")
    ).json().data;
    const item = list.items.find((entry: { id: number }) => entry.id === id);
    expect(item.funding).toEqual({
      real_top_ups: "12000.00",
      sandbox_top_ups: "9000.00",
      order_income: "0.00",
      deposit_refunds: "0.00",
    });
  });

  it("ledger:verify names a payout of sandbox money made behind the rules' back", async () => {
    const seller = await signedInSeller(t.app);
    const recharge = await promptPayTopUp(t.app, seller.token, "10000");
    await simulate(seller.token, recharge.id, "paid");
    const id = async (query: ReturnType<typeof sql>) =>
      ((await t.database.db.execute(query)) as unknown as { rows: { id: number }[] }).rows[0]?.id;
    const available = await id(
      sql`select id from accounts where seller_id = ${seller.id} and kind = 'available'`,
    );
    const bank = await id(sql`select id from accounts where seller_id is null and kind = 'bank'`);
    // 5,000 straight from available to the bank, posted totals kept consistent: only the new rule sees it.
    // Inside a transaction rolled back after the check, so the file's ledger stays sound.
    let breaches: Awaited<ReturnType<typeof verifyLedger>> = [];
    const rolledBack = new Error("rolled back");
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(
          sql`update accounts set debits_posted = debits_posted + 500000 where id = ${available}`,
        );
        await tx.execute(
          sql`update accounts set credits_posted = credits_posted + 500000 where id = ${bank}`,
        );
        await tx.execute(sql`insert into transfers (debit_account_id, credit_account_id, amount, code,
          reference_type, reference_id, actor_kind, idempotency_key, debit_balance_after, credit_balance_after)
          values (${available}, ${bank}, 500000, 'withdraw', 'withdrawal', 0, 'system',
            ${`behind-the-back:${seller.id}`}, 500000,
            (select credits_posted - debits_posted from accounts where id = ${bank}))`);
        breaches = await verifyLedger(tx);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(breaches.map((breach) => breach.rule)).toEqual(["no seller paid out more than their real money"]);
    expect(breaches[0]?.detail).toContain(
      `seller ${seller.id}: paid out 500000 satang, real money in 0 satang`,
    );
    await expectSoundLedger(t.database.db);
  });

  it("ledger:verify names a withdrawal that froze sandbox money, posted as the rules would post it", async () => {
    // The bug the totals miss: a withdrawal request that counts sandbox money as withdrawable,
    // while the seller's real money in still covers what was ever paid out.
    const seller = await readySeller(t.app, t.database.db, "5000", "bank_transfer");
    const recharge = await promptPayTopUp(t.app, seller.token, "10000");
    await simulate(seller.token, recharge.id, "paid");
    const own = (
      (await t.database.db.execute(
        sql`select id, kind from accounts where seller_id = ${seller.id} and kind in ('available', 'frozen')`,
      )) as unknown as { rows: { id: number; kind: string }[] }
    ).rows;
    const available = own.find((a) => a.kind === "available")?.id;
    const frozen = own.find((a) => a.kind === "frozen")?.id;
    let breaches: Awaited<ReturnType<typeof verifyLedger>> = [];
    const rolledBack = new Error("rolled back");
    await expect(
      t.database.db.transaction(async (tx) => {
        // 8,000 frozen while 10,000 of the available balance is sandbox and under 8,000 is real.
        await tx.execute(sql`insert into transfers (debit_account_id, credit_account_id, amount, code,
          reference_type, reference_id, actor_kind, idempotency_key, debit_balance_after, credit_balance_after)
          values (${available}, ${frozen}, 800000, 'freeze', 'withdrawal', 0, 'seller',
            ${`sandbox-freeze:${seller.id}`},
            (select credits_posted - debits_posted - 800000 from accounts where id = ${available}),
            (select credits_posted - debits_posted + 800000 from accounts where id = ${frozen}))`);
        await tx.execute(
          sql`update accounts set debits_posted = debits_posted + 800000 where id = ${available}`,
        );
        await tx.execute(
          sql`update accounts set credits_posted = credits_posted + 800000 where id = ${frozen}`,
        );
        breaches = await verifyLedger(tx);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(breaches.map((breach) => breach.rule)).toEqual(["no withdrawal froze sandbox money"]);
    expect(breaches[0]?.detail).toMatch(/of 800000 satang with \d+ available, 1000000 of it sandbox/);
    await expectSoundLedger(t.database.db);
  });

  it("keeps bank transfers with the operator in the demo, and PromptPay with the sandbox", async () => {
    const seller = await signedInSeller(t.app);
    const bank = await call(t.app, seller.token, "POST", "/api/sellers/wallet/recharge", {
      amount: "5000",
      method: "bank_transfer",
    });
    expect(bank.json().data.recharge.payment).toMatchObject({ provider: "manual", demo: true });
    // PromptPay in the demo is the sandbox's, so the test helper's operator approval is refused.
    await expect(fund(t.app, seller.token, "5000")).rejects.toThrow(/operator approval failed/);
  });
});
