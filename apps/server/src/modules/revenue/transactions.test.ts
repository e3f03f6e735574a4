import { transactionsPageSchema } from "@seller/contract/transactions";
import { describe, expect, it } from "vitest";
import { en, signedInSeller, useTestApp } from "../../test/app";
import {
  call,
  operatorToken,
  readySeller,
  setDailyLimit,
  TEST_PLATFORM_BANK_ACCOUNT,
  TEST_PROMPTPAY_ID,
  WITHDRAW_PASSWORD,
} from "../../test/wallet";

const t = useTestApp({ promptPayId: TEST_PROMPTPAY_ID, platformBankAccount: TEST_PLATFORM_BANK_ACCOUNT });
const history = async (token: string, query = "") =>
  transactionsPageSchema.parse(
    (await call(t.app, token, "GET", `/api/sellers/transactions${query}`)).json().data,
  );

describe("GET /api/sellers/transactions", () => {
  it("shows recharges and withdrawals with their status, hides freeze and unfreeze, and totals reconcile", async () => {
    const seller = await readySeller(t.app, t.database.db, "30000");
    await call(t.app, seller.token, "POST", "/api/sellers/wallet/recharge", {
      amount: "5000",
      method: "bank_transfer",
      description: "pending one",
    });
    const w1 = (
      await call(t.app, seller.token, "POST", "/api/sellers/wallet/withdraw", {
        amount: "6000",
        withdraw_password: WITHDRAW_PASSWORD,
      })
    ).json().data.withdrawal;
    const w2 = (
      await call(t.app, seller.token, "POST", "/api/sellers/wallet/withdraw", {
        amount: "7000",
        withdraw_password: WITHDRAW_PASSWORD,
      })
    ).json().data.withdrawal;
    const operator = await operatorToken(t.app, t.database.db);
    await call(t.app, operator, "POST", `/api/admin/withdrawals/${w1.id}/approve`, {});
    await call(t.app, operator, "POST", `/api/admin/withdrawals/${w2.id}/reject`, {
      reason: "name mismatch at the bank",
    });

    const page = await history(seller.token);
    expect(page.transactions.map((item) => [item.type, item.status, item.amount])).toEqual([
      ["withdraw", "rejected", "7000.00"],
      ["withdraw", "approved", "6000.00"],
      ["recharge", "pending", "5000.00"],
      ["recharge", "approved", "30000.00"],
    ]);
    expect(
      page.transactions.some(
        (item) => (item.type as string) === "freeze" || (item.type as string) === "unfreeze",
      ),
    ).toBe(false);
    expect(page.transactions[0]).toMatchObject({
      reason: "name mismatch at the bank",
      balance_after: "17000.00",
      order_id: null,
      order_number: null,
      order_profit: null,
    });
    expect(page.transactions[1]?.balance_after).toBe("24000.00");
    expect(page.transactions[3]?.balance_after).toBe("30000.00");
    expect(page.totals).toEqual({ income: "30000.00", expense: "6000.00" });
    expect(page.available_balance).toBe("24000.00");
    expect(page.month_profit).toBe("0.00");
    expect(page.total).toBe(4);
  });

  it("shows each withdrawal's card, masked, its payout reference, and when it was paid out or refused", async () => {
    const seller = await readySeller(t.app, t.database.db, "20000");
    const withdraw = async (amount: string) =>
      (
        await call(t.app, seller.token, "POST", "/api/sellers/wallet/withdraw", {
          amount,
          withdraw_password: WITHDRAW_PASSWORD,
        })
      ).json().data.withdrawal;
    const [paid, refused, waiting] = [await withdraw("5000"), await withdraw("6000"), await withdraw("7000")];
    const operator = await operatorToken(t.app, t.database.db);
    await call(t.app, operator, "POST", `/api/admin/withdrawals/${paid.id}/approve`, {});
    await call(t.app, operator, "POST", `/api/admin/withdrawals/${refused.id}/reject`, { reason: "closed" });

    const rows = (await history(seller.token, "?type=withdraw")).transactions;
    const card = { bank_code: "KBANK", bank_name: "Kasikornbank", card_number: "1234*****0123" };
    const row = (id: number) => rows.find((item) => item.id === `withdrawal-${id}`);
    expect(row(paid.id)).toMatchObject({
      status: "approved",
      card,
      reference: paid.reference,
      sandbox: false,
    });
    expect(row(refused.id)).toMatchObject({ status: "rejected", card, reference: refused.reference });
    expect(row(waiting.id)).toMatchObject({ status: "pending", card, decided_at: null });
    expect(paid.reference).toBe(`W${String(paid.id).padStart(8, "0")}`);
    // Paid out when the operator approved it; the withdrawal record says the same time.
    const decided = (await call(t.app, seller.token, "GET", "/api/sellers/wallet/withdraw-history")).json()
      .data.withdrawals;
    for (const request of [paid, refused]) {
      const reviewed = decided.find((item: { id: number }) => item.id === request.id).reviewed_at;
      expect(reviewed).not.toBeNull();
      expect(row(request.id)?.decided_at).toBe(reviewed);
    }
    // A top-up names the reference its payment carried.
    const [topUp] = (await history(seller.token, "?type=recharge")).transactions;
    expect(topUp?.reference).toMatch(/^R\d{8}$/);
  });

  it("filters by type and status and pages by per_page", async () => {
    const seller = await readySeller(t.app, t.database.db, "50000");
    await setDailyLimit(t.database.db, 10);
    try {
      for (let i = 0; i < 3; i++) {
        await call(t.app, seller.token, "POST", "/api/sellers/wallet/withdraw", {
          amount: "5000",
          withdraw_password: WITHDRAW_PASSWORD,
        });
      }
    } finally {
      await setDailyLimit(t.database.db, 3);
    }
    const pending = await history(seller.token, "?type=withdraw&status=pending&per_page=2");
    expect(pending).toMatchObject({ total: 3, per_page: 2, page: 1 });
    expect(pending.transactions).toHaveLength(2);
    const second = await history(seller.token, "?type=withdraw&status=pending&per_page=2&page=2");
    expect(second.transactions).toHaveLength(1);
    const recharges = await history(seller.token, "?type=recharge");
    expect(recharges.totals).toEqual({ income: "50000.00", expense: "0.00" });
    expect((await history(seller.token, "?status=approved&type=withdraw")).transactions).toEqual([]);
  });

  it("pages 20 by default and at most 100", async () => {
    const seller = await signedInSeller(t.app);
    expect((await history(seller.token)).per_page).toBe(20);
    const tooMany = await call(t.app, seller.token, "GET", "/api/sellers/transactions?per_page=101");
    expect(tooMany.statusCode).toBe(422);
  });

  it("refuses unknown types and statuses, and freeze as a filter", async () => {
    const seller = await signedInSeller(t.app);
    for (const query of ["?type=freeze", "?type=bonus", "?status=done", "?page=0"]) {
      const response = await call(t.app, seller.token, "GET", `/api/sellers/transactions${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().message).toBe(en("validation.invalidField"));
    }
  });

  it("shows a seller only their own history", async () => {
    const seller = await readySeller(t.app, t.database.db, "5000");
    const other = await signedInSeller(t.app);
    expect((await history(other.token)).transactions).toEqual([]);
    expect((await history(seller.token)).transactions).toHaveLength(1);
  });
});
