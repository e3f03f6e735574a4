import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { call, operatorToken, readySeller, TEST_PROMPTPAY_ID, WITHDRAW_PASSWORD } from "../../test/wallet";

const t = useTestApp({ promptPayId: TEST_PROMPTPAY_ID });

describe("searching the operator's queues", () => {
  it("finds a seller's withdrawal by account or id, and nobody else's", async () => {
    const operator = await operatorToken(t.app, t.database.db);
    const first = await readySeller(t.app, t.database.db, "10000");
    const second = await readySeller(t.app, t.database.db, "10000");
    for (const seller of [first, second])
      await call(t.app, seller.token, "POST", "/api/sellers/wallet/withdraw", {
        amount: "5000",
        withdraw_password: WITHDRAW_PASSWORD,
      });
    const accounts = async (query: string) =>
      (await call(t.app, operator, "GET", `/api/admin/withdrawals?${query}`))
        .json()
        .data.items.map((item: { seller_account: string }) => item.seller_account);
    expect(await accounts(`keyword=${first.account}`)).toEqual([first.account]);
    expect(await accounts(`keyword=${second.id}`)).toEqual([second.account]);
    expect(await accounts("keyword=%25")).toEqual([]);
    expect(
      (await call(t.app, operator, "GET", `/api/admin/withdrawals?keyword=${"x".repeat(61)}`)).statusCode,
    ).toBe(422);
  });

  it("finds a top-up by the payment reference the seller quoted", async () => {
    const operator = await operatorToken(t.app, t.database.db);
    const seller = await readySeller(t.app, t.database.db, "5000");
    const created = await call(t.app, seller.token, "POST", "/api/sellers/wallet/recharge", {
      amount: "5000",
      method: "promptpay",
    });
    const reference = created.json().data.recharge.payment.reference as string;
    const found = (await call(t.app, operator, "GET", `/api/admin/recharges?keyword=${reference}`)).json()
      .data;
    expect(found.items.map((item: { id: number }) => item.id)).toEqual([created.json().data.recharge.id]);
    expect(found.total).toBe(1);
  });
});
