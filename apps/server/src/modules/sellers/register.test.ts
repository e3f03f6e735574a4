import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { en, inEnglish, th, uniqueAccount, useTestApp } from "../../test/app";
import { sellers } from "./tables";

const t = useTestApp();

function registerRequest(payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url: "/api/sellers/register", payload: payload as object, headers });
}

describe("POST /api/sellers/register", () => {
  it("creates the account and answers with the profile but no token (the seller signs in next)", async () => {
    const account = uniqueAccount();
    const response = await registerRequest({ account, password: "secret123" }, inEnglish);
    expect(response.statusCode).toBe(201);
    const json = response.json();
    expect(json).toMatchObject({ success: true, message: en("server.registered") });
    expect(json.data).toEqual({ user: expect.objectContaining({ account, is_virtual: false }) });
    expect(json.data.token).toBeUndefined();
    expect(JSON.stringify(json)).not.toMatch(/password|hash/i);
  });

  it("keeps the password only as an argon2id hash", async () => {
    const account = uniqueAccount();
    await registerRequest({ account, password: "secret123" });
    const [row] = await t.database.db.select().from(sellers).where(eq(sellers.account, account));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain("secret123");
  });

  it("refuses an account that already exists, whatever its letter case", async () => {
    const account = uniqueAccount("Somchai");
    expect((await registerRequest({ account, password: "secret123" })).statusCode).toBe(201);
    for (const again of [account, account.toUpperCase(), account.toLowerCase()]) {
      const response = await registerRequest({ account: again, password: "other-secret" }, inEnglish);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        data: null,
        code: "BUSINESS_ACCOUNT_EXISTS",
        message: en("errors.BUSINESS_ACCOUNT_EXISTS"),
      });
    }
  });

  it("lets only one of two simultaneous registrations of the same account through", async () => {
    const account = uniqueAccount();
    const answers = await Promise.all([
      registerRequest({ account, password: "secret123" }),
      registerRequest({ account: account.toUpperCase(), password: "secret123" }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it("asks for the account and the password when they are missing", async () => {
    const noAccount = await registerRequest({ password: "secret123" }, inEnglish);
    expect(noAccount.statusCode).toBe(422);
    expect(noAccount.json()).toMatchObject({
      success: false,
      data: null,
      code: "REQUEST_VALIDATION_ERROR",
      message: en("validation.accountRequired"),
      details: [{ path: "account", message: en("validation.accountRequired") }],
    });
    const noPassword = await registerRequest({ account: uniqueAccount() }, inEnglish);
    expect(noPassword.json()).toMatchObject({
      code: "REQUEST_VALIDATION_ERROR",
      message: en("validation.passwordRequired"),
    });
  });

  it("refuses values of the wrong type", async () => {
    const response = await registerRequest({ account: 12345, password: ["secret123"] }, inEnglish);
    expect(response.statusCode).toBe(422);
    const paths = response.json().details.map((detail: { path: string }) => detail.path);
    expect(new Set(paths)).toEqual(new Set(["account", "password"]));
    expect(response.json().message).toBe(en("validation.accountRequired"));
  });

  it("refuses a password shorter than 6 characters", async () => {
    const response = await registerRequest({ account: uniqueAccount(), password: "12345" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: "REQUEST_VALIDATION_ERROR",
      message: th("validation.passwordTooShort"),
    });
  });

  it("refuses fields it does not know, naming them", async () => {
    const response = await registerRequest(
      { account: uniqueAccount(), password: "secret123", is_virtual: true, role: "admin" },
      inEnglish,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(en("validation.unknownField", { field: "is_virtual, role" }));
  });

  it.each([["<script>alert(1)</script>"], ["x'; drop table sellers; --"], ['admin" or "1"="1']])(
    "refuses script or SQL text as an account: %s",
    async (account) => {
      const response = await registerRequest({ account, password: "secret123" }, inEnglish);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(en("validation.accountCharacters"));
      const health = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(200);
    },
  );

  it("refuses a body over 1 MB", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/sellers/register",
      headers: { "content-type": "application/json", ...inEnglish },
      payload: JSON.stringify({ account: uniqueAccount(), password: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      data: null,
      code: "REQUEST_INVALID",
      message: en("validation.bodyTooLarge"),
    });
  });

  it("refuses a body that is not JSON", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/sellers/register",
      headers: { "content-type": "application/json", ...inEnglish },
      payload: '{"account": "somchai", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      data: null,
      code: "REQUEST_INVALID",
      message: en("validation.bodyInvalid"),
    });
  });

  it("refuses a request without a body", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/sellers/register", headers: inEnglish });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: "REQUEST_VALIDATION_ERROR" });
  });

  it("trims spaces around the account name", async () => {
    const account = uniqueAccount();
    const response = await registerRequest({ account: `  ${account} `, password: "secret123" });
    expect(response.json().data.user.account).toBe(account);
  });
});
