import { desc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { inEnglish, signedInSeller, useTestApp } from "../../test/app";
import { signedInOperator } from "../../test/operator";
import { codeAt, turnOnTwoFactor } from "../../test/two-factor";
import { submitWithImages } from "../../test/verification";
import { call, readySeller, TEST_PROMPTPAY_ID, WITHDRAW_PASSWORD } from "../../test/wallet";
import { bootstrapOperator } from "../admin/service";
import { auditLog } from "./tables";

const t = useTestApp({ promptPayId: TEST_PROMPTPAY_ID });
afterEach(() => vi.useRealTimers());

let operators = 0;
/** An operator of this test alone (a password change or two-factor must not touch the others'). */
async function newOperator() {
  operators += 1;
  const admin = { account: `auditor${operators}${Date.now().toString(36)}`, password: "auditor-secret-1" };
  await bootstrapOperator(t.database.db, { admin, generateIfNone: false });
  return admin;
}

const signIn = (admin: { account: string; password: string }, remoteAddress = "192.0.2.50") =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/signin",
    payload: admin,
    headers: inEnglish,
    remoteAddress,
  });

/** The operator's audit entries, newest first. */
async function actsOf(operatorId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.operatorId, operatorId))
    .orderBy(desc(auditLog.id));
}

describe("security acts in the audit log", () => {
  it("records an operator's sign-in with its session and address, and a password change", async () => {
    const admin = await newOperator();
    const signin = await signIn(admin);
    expect(signin.statusCode).toBe(200);
    const { token, operator } = signin.json().data;
    const [entry] = await actsOf(operator.id);
    expect(entry).toMatchObject({
      act: "operator.signin",
      targetType: "operator",
      targetId: String(operator.id),
      address: "192.0.2.50",
      details: { two_factor: false },
    });
    expect(entry?.sessionId).toEqual(expect.any(Number));

    // A wrong old password changes nothing and records nothing.
    const wrong = await call(t.app, token, "POST", "/api/admin/change-password", {
      old_password: "not-the-password",
      new_password: "another-secret-2",
    });
    expect(wrong.statusCode).toBe(422);
    expect((await actsOf(operator.id)).map((e) => e.act)).toEqual(["operator.signin"]);
    const changed = await call(t.app, token, "POST", "/api/admin/change-password", {
      old_password: admin.password,
      new_password: "another-secret-2",
    });
    expect(changed.statusCode).toBe(200);
    const [change] = await actsOf(operator.id);
    expect(change).toMatchObject({ act: "operator.change_password", sessionId: entry?.sessionId });
  });

  it("records turning two-factor on and off, and a sign-in through its code", async () => {
    const start = new Date("2030-03-01T03:00:10.000Z");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start);
    const admin = await newOperator();
    const { token, operator } = (await signIn(admin)).json().data;
    const { secret } = await turnOnTwoFactor(t.app, token, { prefix: "/api/admin/2fa", at: start });
    vi.setSystemTime(new Date(start.getTime() + 30_000));
    const { challenge } = (await signIn(admin, "192.0.2.51")).json().data;
    const answered = await t.app.inject({
      method: "POST",
      url: "/api/admin/signin/2fa",
      payload: { challenge, code: await codeAt(secret, new Date(start.getTime() + 30_000)) },
      remoteAddress: "192.0.2.51",
    });
    expect(answered.statusCode).toBe(200);
    vi.setSystemTime(new Date(start.getTime() + 60_000));
    const off = await call(t.app, token, "POST", "/api/admin/2fa/disable", {
      password: admin.password,
      code: await codeAt(secret, new Date(start.getTime() + 60_000)),
    });
    expect(off.statusCode).toBe(200);
    const acts = (await actsOf(operator.id)).map((e) => [e.act, e.address, e.details]);
    expect(acts).toEqual([
      ["operator.two_factor_disable", "127.0.0.1", {}],
      ["operator.signin", "192.0.2.51", { two_factor: true }],
      ["operator.two_factor_enable", "127.0.0.1", {}],
      ["operator.signin", "192.0.2.50", { two_factor: false }],
    ]);
  });

  it("records who saw a full ID number and which full card numbers", async () => {
    const admin = await newOperator();
    const { token, id } = await signedInOperator(t.app, t.database.db, { operator: admin });
    const operator = { id };
    const seller = await readySeller(t.app, t.database.db, "10000");
    const withdrawal = await call(t.app, seller.token, "POST", "/api/sellers/wallet/withdraw", {
      amount: "5000",
      withdraw_password: WITHDRAW_PASSWORD,
    });
    expect(withdrawal.statusCode, withdrawal.body).toBeLessThan(300);
    const listed = await call(t.app, token, "GET", "/api/admin/withdrawals?status=pending&per_page=100");
    expect(listed.statusCode).toBe(200);
    const ids = listed.json().data.items.map((item: { id: number }) => item.id);
    expect(ids.length).toBeGreaterThan(0);
    const [cards] = await actsOf(operator.id);
    expect(cards).toMatchObject({ act: "withdrawal.view_card_numbers", details: { withdrawal_ids: ids } });

    const other = await signedInSeller(t.app);
    const { response } = await submitWithImages(t.app, other.token);
    expect(response.statusCode, response.body).toBeLessThan(300);
    const verificationId = response.json().data.id as number;
    const detail = await call(t.app, token, "GET", `/api/admin/verifications/${verificationId}`);
    expect(detail.statusCode).toBe(200);
    const [view] = await actsOf(operator.id);
    expect(view).toMatchObject({
      act: "verification.view_id_number",
      targetType: "verification",
      targetId: String(verificationId),
    });
  });
});
