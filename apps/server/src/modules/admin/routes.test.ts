import { LOCKOUT_THRESHOLD, OPERATOR_SESSION_TTL_MS } from "@seller/contract/constants";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, en, inEnglish, signedInSeller, useTestApp } from "../../test/app";
import { sessions } from "../auth/tables";
import { hashToken } from "../auth/tokens";
import { bootstrapOperator } from "./service";

const t = useTestApp();
const OPERATOR = { account: "operator", password: "operator-secret" };

const adminSignIn = (account: string, password: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/signin",
    payload: { account, password },
    headers: inEnglish,
  });

/** A call open to a signed-in operator who has not enrolled two-factor yet: whether a token still works. */
const stillSignedIn = (token: string) =>
  t.app.inject({ method: "GET", url: "/api/admin/2fa", headers: { ...bearer(token), ...inEnglish } });
const changePassword = (token: string, payload: object) =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/change-password",
    payload,
    headers: { ...bearer(token), ...inEnglish },
  });

beforeAll(async () => {
  await bootstrapOperator(t.database.db, { admin: OPERATOR, generateIfNone: false });
});

describe("operator sign-in", () => {
  it("signs an operator in for 12 hours", async () => {
    const response = await adminSignIn(OPERATOR.account, OPERATOR.password);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.operator).toEqual({
      id: expect.any(Number),
      account: OPERATOR.account,
      must_change_password: false,
      must_enrol_two_factor: true,
    });
    expect(response.json().message).toBe(en("security.signedInEnrolTwoFactor"));
    const lifetime = new Date(data.expires_at).getTime() - Date.now();
    expect(Math.abs(lifetime - OPERATOR_SESSION_TTL_MS)).toBeLessThan(60_000);
    expect((await stillSignedIn(data.token)).statusCode).toBe(200);
  });

  it("refuses a wrong operator password", async () => {
    const response = await adminSignIn(OPERATOR.account, "wrong-password");
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("AUTH_LOGIN_FAILED");
  });

  it("does not let a seller's account and password into the operator console", async () => {
    const seller = await signedInSeller(t.app);
    const response = await adminSignIn(seller.account, seller.password);
    expect(response.statusCode).toBe(401);
  });

  it("refuses a seller's token on operator routes", async () => {
    const seller = await signedInSeller(t.app);
    const response = await t.app.inject({
      method: "GET",
      url: "/api/admin/me",
      headers: { ...bearer(seller.token), ...inEnglish },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      data: null,
      code: "AUTH_PERMISSION_DENIED",
      message: en("server.operatorOnly"),
    });
  });

  it("refuses an operator's token on seller routes", async () => {
    const { token } = (await adminSignIn(OPERATOR.account, OPERATOR.password)).json().data;
    const response = await t.app.inject({
      method: "GET",
      url: "/api/sellers/profile",
      headers: { ...bearer(token), ...inEnglish },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: "AUTH_PERMISSION_DENIED",
      message: en("server.sellerOnly"),
    });
  });

  it("asks for a token on operator routes", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/admin/me" });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("AUTH_TOKEN_INVALID");
  });

  it("locks an operator after 5 wrong passwords in a row too", async () => {
    const account = "lockable-operator";
    await bootstrapOperator(t.database.db, {
      admin: { account, password: "right-password" },
      generateIfNone: false,
    });
    for (let i = 0; i < LOCKOUT_THRESHOLD - 1; i += 1) await adminSignIn(account, "wrong-password");
    expect((await adminSignIn(account, "wrong-password")).statusCode).toBe(429);
    const locked = await adminSignIn(account, "right-password");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/locked/);
  });

  it("logs out: the operator's token is refused afterwards, and only that one", async () => {
    const first = (await adminSignIn(OPERATOR.account, OPERATOR.password)).json().data.token;
    const second = (await adminSignIn(OPERATOR.account, OPERATOR.password)).json().data.token;
    const logout = await t.app.inject({
      method: "POST",
      url: "/api/admin/logout",
      headers: { ...bearer(first), ...inEnglish },
    });
    expect(logout.json()).toEqual({ success: true, data: null, message: en("server.signedOut") });
    expect((await stillSignedIn(first)).statusCode).toBe(401);
    expect((await stillSignedIn(second)).statusCode).toBe(200);
  });

  it("ends an operator session at its expiry, like a seller's", async () => {
    const { token } = (await adminSignIn(OPERATOR.account, OPERATOR.password)).json().data;
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await stillSignedIn(token)).json().code).toBe("AUTH_TOKEN_EXPIRED");
  });
});

describe("operator bootstrap at start", () => {
  it("creates the operator named by ADMIN_ACCOUNT / ADMIN_PASSWORD, with no forced change", async () => {
    await bootstrapOperator(t.database.db, {
      admin: { account: "boss", password: "first-password" },
      generateIfNone: false,
    });
    const response = await adminSignIn("boss", "first-password");
    expect(response.statusCode).toBe(200);
    expect(response.json().data.operator.must_change_password).toBe(false);
  });

  it("sets ADMIN_PASSWORD only when it creates the account: a restart does not put it back", async () => {
    await bootstrapOperator(t.database.db, {
      admin: { account: "chief", password: "old-password" },
      generateIfNone: false,
    });
    const { token } = (await adminSignIn("chief", "old-password")).json().data;
    const changed = await changePassword(token, {
      old_password: "old-password",
      new_password: "chosen-later-9",
    });
    expect(changed.statusCode).toBe(200);
    await bootstrapOperator(t.database.db, {
      admin: { account: "chief", password: "old-password" },
      generateIfNone: false,
    });
    expect((await adminSignIn("chief", "old-password")).statusCode).toBe(401);
    expect((await adminSignIn("chief", "chosen-later-9")).statusCode).toBe(200);
  });

  it("generates no operator when one exists already", async () => {
    expect(await bootstrapOperator(t.database.db, { generateIfNone: true })).toBeUndefined();
  });
});

describe("changing an operator's password", () => {
  it("refuses a new password under 12 characters, which a seller could choose (DECISIONS.md)", async () => {
    await bootstrapOperator(t.database.db, {
      admin: { account: "shortener", password: "current-pass-1" },
      generateIfNone: false,
    });
    const { token } = (await adminSignIn("shortener", "current-pass-1")).json().data;
    const short = await changePassword(token, {
      old_password: "current-pass-1",
      new_password: "fresh-pass1",
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe(en("validation.operatorPasswordTooShort"));
    expect((await adminSignIn("shortener", "fresh-pass1")).statusCode).toBe(401);
    const long = await changePassword(token, {
      old_password: "current-pass-1",
      new_password: "fresh-pass-12",
    });
    expect(long.statusCode).toBe(200);
  });

  it("needs the current password, refuses a common or unchanged new one, and signs out the other sessions", async () => {
    await bootstrapOperator(t.database.db, {
      admin: { account: "changer", password: "current-pass-1" },
      generateIfNone: false,
    });
    const { token } = (await adminSignIn("changer", "current-pass-1")).json().data;
    const other = (await adminSignIn("changer", "current-pass-1")).json().data.token;
    const wrong = await changePassword(token, {
      old_password: "not-the-password",
      new_password: "fresh-pass-22",
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(en("security.oldPasswordWrong"));
    const common = await changePassword(token, { old_password: "current-pass-1", new_password: "password1" });
    expect(common.statusCode).toBe(422);
    const same = await changePassword(token, {
      old_password: "current-pass-1",
      new_password: "current-pass-1",
    });
    expect(same.json().message).toBe(en("security.passwordUnchanged"));
    const done = await changePassword(token, {
      old_password: "current-pass-1",
      new_password: "fresh-pass-22",
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(en("security.passwordChanged"));
    expect((await stillSignedIn(token)).statusCode).toBe(200);
    expect((await stillSignedIn(other)).statusCode).toBe(401);
    expect((await adminSignIn("changer", "fresh-pass-22")).statusCode).toBe(200);
  });
});
