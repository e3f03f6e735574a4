import { describe, expect, it } from "vitest";
import { signedInSeller, useTestApp } from "../../test/app";
import { call, operatorToken } from "../../test/wallet";

const t = useTestApp();

describe("the published limits as operators edit them", () => {
  it("are for operators only", async () => {
    const seller = await signedInSeller(t.app);
    expect((await call(t.app, seller.token, "GET", "/api/admin/settings")).statusCode).toBe(403);
    expect(
      (await call(t.app, seller.token, "PUT", "/api/admin/settings", { autoCompleteDays: 5 })).statusCode,
    ).toBe(403);
  });

  it("shows the defaults of DECISIONS.md", async () => {
    const operator = await operatorToken(t.app, t.database.db);
    const settings = (await call(t.app, operator, "GET", "/api/admin/settings")).json().data;
    expect(settings).toMatchObject({
      withdrawalDailyLimit: 3,
      withdrawalFee: "0.00",
      pendingPaymentExpiryHours: 24,
      autoCompleteDays: 7,
      delayedAfterDays: 3,
    });
  });

  it("saves a change and writes who changed what, from and to, in the audit log", async () => {
    const operator = await operatorToken(t.app, t.database.db);
    const saved = await call(t.app, operator, "PUT", "/api/admin/settings", {
      withdrawalDailyLimit: 5,
      withdrawalFee: "10.50",
      reason: "New policy",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ withdrawalDailyLimit: 5, withdrawalFee: "10.50" });
    const [entry] = (await call(t.app, operator, "GET", "/api/admin/audit-log?act=settings.update")).json()
      .data.entries;
    expect(entry).toMatchObject({
      reason: "New policy",
      details: {
        withdrawalDailyLimit: { from: 3, to: 5 },
        withdrawalFeeSatang: { from: "0.00", to: "10.50" },
      },
    });
  });

  it("refuses bad values and changes nothing", async () => {
    const operator = await operatorToken(t.app, t.database.db);
    const before = (await call(t.app, operator, "GET", "/api/admin/settings")).json().data;
    for (const payload of [
      { withdrawalDailyLimit: 0 },
      { withdrawalFee: "1.234" },
      { customerServiceUrl: "javascript:alert(1)" },
      { platformBankCode: "NOPE" },
      { autoCompleteDays: 3, unknown: true },
      {},
    ]) {
      const refused = await call(t.app, operator, "PUT", "/api/admin/settings", payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect((await call(t.app, operator, "GET", "/api/admin/settings")).json().data).toEqual(before);
  });
});
