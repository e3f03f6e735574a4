import { sessionSchema } from "@seller/contract/auth";
import { REMEMBERED_SESSION_TTL_MS, SESSION_TTL_MS } from "@seller/contract/constants";
import { describe, expect, it, vi } from "vitest";
import { en, inEnglish, register, signIn, uniqueAccount, useTestApp } from "../../test/app";
import { sessions } from "./tables";
import { hashToken } from "./tokens";

// Every argon2 verification is counted, whichever hash it checks against.
const argon2 = vi.hoisted(() => ({ verifications: 0 }));
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const original = await importOriginal<typeof import("@node-rs/argon2")>();
  return {
    ...original,
    verify: (...args: Parameters<typeof original.verify>) => {
      argon2.verifications += 1;
      return original.verify(...args);
    },
  };
});

const t = useTestApp();

function expiresInMs(response: { json(): { data: { expires_at: string } } }) {
  return new Date(response.json().data.expires_at).getTime() - Date.now();
}

describe("POST /api/sellers/signin", () => {
  it("signs in with the right password and answers token, expiry and profile", async () => {
    const seller = await register(t.app);
    const response = await signIn(t.app, seller.account, seller.password, { headers: inEnglish });
    expect(response.statusCode).toBe(200);
    const json = response.json();
    expect(json.success).toBe(true);
    expect(json.message).toBe(en("server.signedIn"));
    expect(sessionSchema.parse(json.data).user.account).toBe(seller.account);
    expect(json.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("signs in whatever the letter case of the account", async () => {
    const seller = await register(t.app, uniqueAccount("Malee"));
    const response = await signIn(t.app, seller.account.toUpperCase(), seller.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.account).toBe(seller.account);
  });

  it("keeps a session for 24 hours without remember-me", async () => {
    const seller = await register(t.app);
    const response = await signIn(t.app, seller.account, seller.password);
    expect(Math.abs(expiresInMs(response) - SESSION_TTL_MS)).toBeLessThan(60_000);
  });

  it("keeps a session for 30 days with remember-me", async () => {
    const seller = await register(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/sellers/signin",
      payload: { account: seller.account, password: seller.password, remember: true },
    });
    expect(Math.abs(expiresInMs(response) - REMEMBERED_SESSION_TTL_MS)).toBeLessThan(60_000);
  });

  it("stores only a hash of the token", async () => {
    const seller = await register(t.app);
    const token = (await signIn(t.app, seller.account, seller.password)).json().data.token;
    const rows = await t.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.map((row) => row.tokenHash)).toContain(hashToken(token));
    expect(rows.map((row) => row.tokenHash)).not.toContain(token);
  });

  it("refuses a wrong password", async () => {
    const seller = await register(t.app);
    const response = await signIn(t.app, seller.account, "wrong-password", { headers: inEnglish });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      data: null,
      code: "AUTH_LOGIN_FAILED",
      message: en("errors.AUTH_LOGIN_FAILED"),
    });
  });

  it("answers an unknown account exactly like a wrong password", async () => {
    const seller = await register(t.app);
    const wrongPassword = await signIn(t.app, seller.account, "wrong-password");
    const unknownAccount = await signIn(t.app, uniqueAccount("nobody"), "wrong-password");
    expect(unknownAccount.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownAccount.json()).toEqual(wrongPassword.json());
  });

  it("verifies one password hash for an unknown account, as for a wrong password", async () => {
    const seller = await register(t.app);
    await signIn(t.app, uniqueAccount(), "wrong-password");
    const hashesVerifiedBy = async (account: string) => {
      argon2.verifications = 0;
      await signIn(t.app, account, "wrong-password");
      return argon2.verifications;
    };
    // The dummy hash costs an unknown account one verification, so its answer takes as long
    // (bench/signin.bench.ts measures the time); without it the unknown case would verify none.
    expect({
      wrongPassword: await hashesVerifiedBy(seller.account),
      unknownAccount: await hashesVerifiedBy(uniqueAccount("nobody")),
    }).toEqual({ wrongPassword: 1, unknownAccount: 1 });
  });

  it("asks for a password of at least 6 characters", async () => {
    const response = await signIn(t.app, uniqueAccount(), "123", { headers: inEnglish });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(en("validation.passwordTooShort"));
  });

  it("refuses a remember-me that is not true or false", async () => {
    const seller = await register(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/sellers/signin",
      payload: { account: seller.account, password: seller.password, remember: "yes" },
    });
    expect(response.statusCode).toBe(422);
  });
});
