import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { en, inEnglish, signedInSeller, TEST_DATA_KEY, useTestApp } from "../../test/app";
import { signedInOperator } from "../../test/operator";
import { codeAt, turnOnTwoFactor } from "../../test/two-factor";
import { call } from "../../test/wallet";
import { secretBox } from "./secret-box";
import { disableTwoFactor, enableTwoFactor } from "./service";

const t = useTestApp();
const START = new Date("2030-03-01T03:00:10.000Z");

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

const operatorSignin = (app = t.app) =>
  app.inject({
    method: "POST",
    url: "/api/admin/signin",
    payload: { account: "reviewer", password: "reviewer-secret" },
    headers: inEnglish,
  });

describe("two-factor for an operator who has never enrolled", () => {
  // A database of its own: the other tests here enrol the same operator.
  const own = useTestApp();

  it("turns on through /api/admin/2fa; operator sign-in then asks for a code", async () => {
    const operator = await signedInOperator(own.app, own.database.db, { enrol: false });
    const { secret } = await turnOnTwoFactor(own.app, operator.token, {
      prefix: "/api/admin/2fa",
      at: START,
    });
    expect((await call(own.app, operator.token, "GET", "/api/admin/2fa")).json().data.enabled).toBe(true);

    vi.setSystemTime(new Date(START.getTime() + 30_000));
    const signin = await operatorSignin(own.app);
    expect(signin.statusCode).toBe(200);
    const { challenge, two_factor_required, token } = signin.json().data;
    expect(two_factor_required).toBe(true);
    expect(token).toBeUndefined();

    const code = await codeAt(secret, new Date(START.getTime() + 30_000));
    const onSellerRoute = await own.app.inject({
      method: "POST",
      url: "/api/sellers/signin/2fa",
      payload: { challenge, code },
    });
    expect(onSellerRoute.statusCode).toBe(401);

    const answered = await own.app.inject({
      method: "POST",
      url: "/api/admin/signin/2fa",
      payload: { challenge, code },
      headers: inEnglish,
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data.operator.account).toBe("reviewer");
    const me = await call(own.app, answered.json().data.token, "GET", "/api/admin/me");
    expect(me.statusCode).toBe(200);

    vi.setSystemTime(new Date(START.getTime() + 60_000));
    const off = await call(own.app, answered.json().data.token, "POST", "/api/admin/2fa/disable", {
      password: "reviewer-secret",
      code: await codeAt(secret, new Date(START.getTime() + 60_000)),
    });
    expect(off.statusCode).toBe(200);
    expect((await operatorSignin(own.app)).json().data.token).toEqual(expect.any(String));
  });
});

describe("an operator's two-factor change and its audit record", () => {
  // A database of its own: the operator must not have enrolled yet, which other tests here do.
  const unenrolled = useTestApp();

  it("commits an operator's two-factor change and its audit record together, or neither", async () => {
    const operator = await signedInOperator(unenrolled.app, unenrolled.database.db, { enrol: false });
    const owner = { kind: "operator" as const, ownerId: operator.id };
    const box = secretBox(TEST_DATA_KEY);
    // An audit record that cannot be written (no such operator: a foreign key) undoes the change.
    const unrecordable = {
      limit: { max: 5, windowMs: 60_000 },
      operator: { operatorId: operator.id + 1000, sessionId: null, address: "127.0.0.1" },
    };
    const { secret } = (await call(unenrolled.app, operator.token, "POST", "/api/admin/2fa/setup")).json()
      .data;
    await expect(
      enableTwoFactor(unenrolled.database.db, box, owner, await codeAt(secret, START), unrecordable),
    ).rejects.toThrow(/audit_log/);
    expect((await call(unenrolled.app, operator.token, "GET", "/api/admin/2fa")).json().data.enabled).toBe(
      false,
    );

    vi.setSystemTime(new Date(START.getTime() + 30_000));
    const enabled = await call(unenrolled.app, operator.token, "POST", "/api/admin/2fa/enable", {
      code: await codeAt(secret, new Date()),
    });
    expect(enabled.statusCode).toBe(200);
    vi.setSystemTime(new Date(START.getTime() + 60_000));
    await expect(
      disableTwoFactor(unenrolled.database.db, box, owner, await codeAt(secret, new Date()), unrecordable),
    ).rejects.toThrow(/audit_log/);
    expect((await call(unenrolled.app, operator.token, "GET", "/api/admin/2fa")).json().data.enabled).toBe(
      true,
    );
  });
});

describe("two-factor for operators", () => {
  it("keeps the two kinds apart: a seller cannot call the operator's calls, nor the other way", async () => {
    const seller = await signedInSeller(t.app);
    const operator = await signedInOperator(t.app, t.database.db);
    const sellerOnAdmin = await call(t.app, seller.token, "POST", "/api/admin/2fa/setup");
    expect(sellerOnAdmin.statusCode).toBe(403);
    expect(sellerOnAdmin.json().message).toBe(en("server.operatorOnly"));
    const operatorOnSeller = await call(t.app, operator.token, "POST", "/api/sellers/2fa/setup");
    expect(operatorOnSeller.statusCode).toBe(403);
  });
});

describe('two-factor is required of every operator (DECISIONS.md "Operator console")', () => {
  it("gives a password alone nothing but the enrolment; the enrolled operator then works and signs in with a code", async () => {
    const seller = await signedInSeller(t.app);
    const newcomer = { account: "newcomer", password: "newcomer-secret" };
    const operator = await signedInOperator(t.app, t.database.db, { enrol: false, operator: newcomer });
    // A stolen password: no queue, no decision, no announcement to every seller.
    const attempts = [
      await call(t.app, operator.token, "GET", "/api/admin/withdrawals?status=pending"),
      await call(t.app, operator.token, "GET", "/api/admin/me"),
      await call(t.app, operator.token, "POST", "/api/admin/announcements", {
        title: "Send your balance here",
        message: "Urgent",
      }),
    ];
    for (const refused of attempts) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(en("security.operatorMustEnrolTwoFactor"));
    }
    const notes = await call(t.app, seller.token, "GET", "/api/sellers/notifications");
    expect(JSON.stringify(notes.json().data)).not.toContain("Send your balance here");

    const { secret } = await turnOnTwoFactor(t.app, operator.token, { prefix: "/api/admin/2fa", at: START });
    const me = await call(t.app, operator.token, "GET", "/api/admin/me");
    expect(me.statusCode).toBe(200);
    expect(me.json().data.must_enrol_two_factor).toBe(false);
    expect(
      (await call(t.app, operator.token, "GET", "/api/admin/withdrawals?status=pending")).statusCode,
    ).toBe(200);

    // From now on the password alone gives a challenge, not a session.
    vi.setSystemTime(new Date(START.getTime() + 30_000));
    const signin = await t.app.inject({ method: "POST", url: "/api/admin/signin", payload: newcomer });
    expect(signin.json().data).toMatchObject({ two_factor_required: true });
    expect(signin.json().data.token).toBeUndefined();
    const answered = await t.app.inject({
      method: "POST",
      url: "/api/admin/signin/2fa",
      payload: { challenge: signin.json().data.challenge, code: await codeAt(secret, new Date()) },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data.operator.must_enrol_two_factor).toBe(false);
  });
});
