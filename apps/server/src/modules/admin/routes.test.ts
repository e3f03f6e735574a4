import { LOCKOUT_THRESHOLD, OPERATOR_SESSION_TTL_MS } from "@seller/contract/constants";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, en, inEnglish, signedInSeller, useTestApp } from "../../test/app";
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

beforeAll(async () => {
  await bootstrapOperator(t.database.db, { admin: OPERATOR, generateIfNone: false });
});

describe("operator sign-in", () => {
  it("signs an operator in for 12 hours", async () => {
    const response = await adminSignIn(OPERATOR.account, OPERATOR.password);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.operator).toEqual({ id: expect.any(Number), account: OPERATOR.account });
    const lifetime = new Date(data.expires_at).getTime() - Date.now();
    expect(Math.abs(lifetime - OPERATOR_SESSION_TTL_MS)).toBeLessThan(60_000);

    const me = await t.app.inject({ method: "GET", url: "/api/admin/me", headers: bearer(data.token) });
    expect(me.json()).toMatchObject({ success: true, data: { account: OPERATOR.account } });
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
});

describe("operator bootstrap at start", () => {
  it("creates the operator named by ADMIN_ACCOUNT / ADMIN_PASSWORD", async () => {
    await bootstrapOperator(t.database.db, {
      admin: { account: "boss", password: "first-password" },
      generateIfNone: false,
    });
    expect((await adminSignIn("boss", "first-password")).statusCode).toBe(200);
  });

  it("replaces that operator's password and lifts its lock when started with a new one", async () => {
    await bootstrapOperator(t.database.db, {
      admin: { account: "chief", password: "old-password" },
      generateIfNone: false,
    });
    for (let i = 0; i < LOCKOUT_THRESHOLD; i += 1) await adminSignIn("chief", "wrong-password");
    await bootstrapOperator(t.database.db, {
      admin: { account: "chief", password: "new-password" },
      generateIfNone: false,
    });
    expect((await adminSignIn("chief", "old-password")).statusCode).toBe(401);
    expect((await adminSignIn("chief", "new-password")).statusCode).toBe(200);
  });

  it("generates no operator when one exists already", async () => {
    expect(await bootstrapOperator(t.database.db, { generateIfNone: true })).toBeUndefined();
  });
});
