import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { call, operatorToken, readySeller, TEST_PROMPTPAY_ID, WITHDRAW_PASSWORD } from "../../test/wallet";

const t = useTestApp({ promptPayId: TEST_PROMPTPAY_ID });

const text = (value: string) => ({ th: value, en: value, "zh-CN": value, "zh-TW": value });
const acts = async (operator: string, query: string) =>
  (await call(t.app, operator, "GET", `/api/admin/audit-log?${query}`)).json().data.entries as {
    act: string;
    reason: string | null;
  }[];

describe("every operator act is in the audit log", () => {
  it("records help-centre writes", async () => {
    const operator = await operatorToken(t.app, t.database.db);
    const created = await call(t.app, operator, "POST", "/api/admin/help-center", {
      title: text("Shipping"),
      body: text("How shipping works"),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    await call(t.app, operator, "PUT", `/api/admin/help-center/${id}`, {
      title: text("Shipping times"),
      body: text("How shipping works"),
    });
    await call(t.app, operator, "DELETE", `/api/admin/help-center/${id}`);
    expect(
      (await acts(operator, `target_type=help_entry&target_id=${id}`)).map((entry) => entry.act),
    ).toEqual(["help_entry.delete", "help_entry.update", "help_entry.create"]);
  });

  it("records announcements, top-up and withdrawal decisions with their reasons", async () => {
    const operator = await operatorToken(t.app, t.database.db);
    await call(t.app, operator, "POST", "/api/admin/announcements", { title: "Hello", message: "News" });
    expect(await acts(operator, "act=announcement.send")).toHaveLength(1);

    const seller = await readySeller(t.app, t.database.db, "20000");
    expect((await acts(operator, "act=recharge.approve")).length).toBeGreaterThan(0);
    const requested = await call(t.app, seller.token, "POST", "/api/sellers/wallet/withdraw", {
      amount: "6000",
      withdraw_password: WITHDRAW_PASSWORD,
    });
    const id = requested.json().data.withdrawal.id;
    await call(t.app, operator, "POST", `/api/admin/withdrawals/${id}/reject`, {
      reason: "Card name differs",
    });
    const [rejected] = await acts(operator, `target_type=withdrawal&target_id=${id}`);
    expect(rejected).toMatchObject({ act: "withdrawal.reject", reason: "Card name differs" });
  });

  it("records identity decisions", async () => {
    const operator = await operatorToken(t.app, t.database.db);
    await readySeller(t.app, t.database.db, "5000");
    expect((await acts(operator, "act=verification.approve")).length).toBeGreaterThan(0);
  });
});
