import { afterEach, describe, expect, it } from "vitest";
import { bearer, createTestApp, en, inEnglish, type TestApp } from "../../test/app";
import { turnOnTwoFactor } from "../../test/two-factor";
import { bootstrapOperator } from "./service";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe("operator bootstrap on an empty database", () => {
  it("creates 'admin' with a random password once, which then signs in", async () => {
    t = await createTestApp();
    const generated = await bootstrapOperator(t.database.db, { generateIfNone: true });
    expect(generated?.account).toBe("admin");
    expect(generated?.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/signin",
      payload: { account: "admin", password: generated?.password },
    });
    expect(response.statusCode).toBe(200);
    expect(await bootstrapOperator(t.database.db, { generateIfNone: true })).toBeUndefined();
  });

  it("makes the printed password be changed at the first sign-in before anything else", async () => {
    t = await createTestApp();
    const generated = await bootstrapOperator(t.database.db, { generateIfNone: true });
    const password = generated?.password ?? "";
    const signin = await t.app.inject({
      method: "POST",
      url: "/api/admin/signin",
      payload: { account: "admin", password },
      headers: inEnglish,
    });
    expect(signin.json()).toMatchObject({
      message: en("security.signedInChangePassword"),
      data: { operator: { account: "admin", must_change_password: true } },
    });
    const headers = { ...bearer(signin.json().data.token), ...inEnglish };
    for (const url of [
      "/api/admin/me",
      "/api/admin/withdrawals?status=pending",
      "/api/admin/verifications",
      // Enrolling comes after the printed password is replaced.
      "/api/admin/2fa",
    ]) {
      const refused = await t.app.inject({ method: "GET", url, headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(en("security.operatorMustChangePassword"));
    }
    const changed = await t.app.inject({
      method: "POST",
      url: "/api/admin/change-password",
      payload: { old_password: password, new_password: "my-own-operator-pass" },
      headers,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ must_change_password: false, must_enrol_two_factor: true });
    // Then the authenticator app (DECISIONS.md "Operator console"): still nothing else opens.
    const notYet = await t.app.inject({ method: "GET", url: "/api/admin/me", headers });
    expect(notYet.statusCode).toBe(403);
    expect(notYet.json().message).toBe(en("security.operatorMustEnrolTwoFactor"));
    await turnOnTwoFactor(t.app, signin.json().data.token, { prefix: "/api/admin/2fa" });
    const me = await t.app.inject({ method: "GET", url: "/api/admin/me", headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.must_enrol_two_factor).toBe(false);
    const logout = await t.app.inject({ method: "POST", url: "/api/admin/logout", headers });
    expect(logout.statusCode).toBe(200);
  });

  it("lets the operator log out before the change too", async () => {
    t = await createTestApp();
    const generated = await bootstrapOperator(t.database.db, { generateIfNone: true });
    const signin = await t.app.inject({
      method: "POST",
      url: "/api/admin/signin",
      payload: { account: "admin", password: generated?.password },
    });
    const logout = await t.app.inject({
      method: "POST",
      url: "/api/admin/logout",
      headers: bearer(signin.json().data.token),
    });
    expect(logout.statusCode).toBe(200);
  });

  it("creates nothing on its own where it may not (a PostgreSQL server without ADMIN_*)", async () => {
    t = await createTestApp();
    expect(await bootstrapOperator(t.database.db, { generateIfNone: false })).toBeUndefined();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/signin",
      payload: { account: "admin", password: "anything" },
    });
    expect(response.statusCode).toBe(401);
  });
});
