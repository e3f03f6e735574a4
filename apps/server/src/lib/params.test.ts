import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/app";
import {
  call,
  expectSoundLedger,
  operatorToken,
  profile,
  readySeller,
  TEST_PROMPTPAY_ID,
  WITHDRAW_PASSWORD,
} from "../test/wallet";

const t = useTestApp({ promptPayId: TEST_PROMPTPAY_ID });

describe("ids in paths", () => {
  it("acts on a withdrawal only when the path names its id exactly", async () => {
    const seller = await readySeller(t.app, t.database.db, "20000");
    const requested = await call(t.app, seller.token, "POST", "/api/sellers/wallet/withdraw", {
      amount: "5000",
      withdraw_password: WITHDRAW_PASSWORD,
    });
    const id = requested.json().data.withdrawal.id as number;
    expect(id).toBe(1);
    const operator = await operatorToken(t.app, t.database.db);

    for (const path of ["%201", "1%20", "01", "1.0", "+1", "0x1", "1e0", "2147483648", "99999999999", "-1"]) {
      const response = await call(t.app, operator, "POST", `/api/admin/withdrawals/${path}/approve`);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().code, path).toBe("REQUEST_NOT_FOUND");
    }
    expect((await profile(t.app, seller.token)).freeze_amount).toBe("5000.00");

    const approved = await call(t.app, operator, "POST", `/api/admin/withdrawals/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    await expectSoundLedger(t.database.db);
  });

  it("answers 404 for an id beyond PostgreSQL's integer on every kind of route", async () => {
    const seller = await readySeller(t.app, t.database.db, "20000");
    const operator = await operatorToken(t.app, t.database.db);
    const big = "2147483648";
    for (const [token, method, url] of [
      [seller.token, "GET", `/api/sellers/wallet/recharges/${big}`],
      [seller.token, "POST", `/api/sellers/notifications/${big}/read`],
      [seller.token, "DELETE", `/api/sellers/bank-cards/${big}`],
      [operator, "GET", `/api/admin/verifications/${big}`],
      [operator, "POST", `/api/admin/recharges/${big}/reject`],
    ] as const) {
      const response = await call(t.app, token, method, url, method === "GET" ? undefined : { reason: "x" });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
