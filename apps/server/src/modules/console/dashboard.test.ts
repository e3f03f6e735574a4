import { describe, expect, it } from "vitest";
import { signedInSeller, useTestApp } from "../../test/app";
import { call, operatorToken, readySeller, TEST_PROMPTPAY_ID, WITHDRAW_PASSWORD } from "../../test/wallet";

const t = useTestApp({ promptPayId: TEST_PROMPTPAY_ID });

const dashboard = async (token: string) => call(t.app, token, "GET", "/api/admin/dashboard");

describe("the operator's dashboard of what waits", () => {
  it("is for operators only", async () => {
    const seller = await signedInSeller(t.app);
    expect((await dashboard(seller.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/dashboard" })).statusCode).toBe(401);
  });

  it("counts each queue with the age of its oldest item, and forgets what was decided", async () => {
    const operator = await operatorToken(t.app, t.database.db);
    const before = (await dashboard(operator)).json().data.queues;
    expect(Object.keys(before).sort()).toEqual(
      [
        "dispatch",
        "order_refunds",
        "payments",
        "recharges",
        "refunds",
        "verifications",
        "withdrawals",
      ].sort(),
    );

    const seller = await readySeller(t.app, t.database.db, "20000");
    const requested = await call(t.app, seller.token, "POST", "/api/sellers/wallet/withdraw", {
      amount: "6000",
      withdraw_password: WITHDRAW_PASSWORD,
    });
    const recharge = await call(t.app, seller.token, "POST", "/api/sellers/wallet/recharge", {
      amount: "5000",
      method: "promptpay",
    });
    expect(recharge.statusCode).toBe(201);

    const waiting = (await dashboard(operator)).json().data.queues;
    expect(waiting.withdrawals.count).toBe(before.withdrawals.count + 1);
    expect(waiting.recharges.count).toBe(before.recharges.count + 1);
    expect(Date.parse(waiting.withdrawals.oldest_at)).toBeLessThanOrEqual(Date.now());

    const id = requested.json().data.withdrawal.id;
    expect((await call(t.app, operator, "POST", `/api/admin/withdrawals/${id}/approve`, {})).statusCode).toBe(
      200,
    );
    const after = (await dashboard(operator)).json().data.queues;
    expect(after.withdrawals.count).toBe(before.withdrawals.count);
  });
});
