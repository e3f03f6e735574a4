import { SESSION_ABSOLUTE_TTL_MS } from "@seller/contract/constants";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, en, inEnglish, signedInSeller, signIn, useTestApp } from "../../test/app";
import { setSellerStatus } from "../sellers/service";
import { sessions } from "./tables";
import { hashToken } from "./tokens";

const t = useTestApp();

const profile = (headers: Record<string, string>) =>
  t.app.inject({ method: "GET", url: "/api/sellers/profile", headers: { ...inEnglish, ...headers } });

describe("seller sessions", () => {
  it("asks to sign in when a seller route is called without a token", async () => {
    const response = await profile({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      data: null,
      code: "AUTH_TOKEN_INVALID",
      message: en("server.tokenMissing"),
    });
  });

  it.each([
    ["an unknown token", `Bearer ${"A".repeat(43)}`],
    ["a malformed token", "Bearer not-a-token"],
    ["another scheme", `Basic ${"A".repeat(43)}`],
    ["an empty bearer", "Bearer "],
  ])("refuses %s as invalid", async (_name, authorization) => {
    const response = await profile({ authorization });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("AUTH_TOKEN_INVALID");
  });

  it("tells an expired session apart, so the app can say the login has expired", async () => {
    const seller = await signedInSeller(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(seller.token)));
    const response = await profile(bearer(seller.token));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      data: null,
      code: "AUTH_TOKEN_EXPIRED",
      message: en("errors.AUTH_TOKEN_EXPIRED"),
    });
  });

  it("logs out: the token is refused afterwards", async () => {
    const seller = await signedInSeller(t.app);
    const logout = await t.app.inject({
      method: "POST",
      url: "/api/sellers/logout",
      headers: { ...bearer(seller.token), ...inEnglish },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true, data: null, message: en("server.signedOut") });
    const after = await profile(bearer(seller.token));
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe("AUTH_TOKEN_INVALID");
  });

  it("logs out only the session it was called with", async () => {
    const seller = await signedInSeller(t.app);
    const second = await t.app.inject({
      method: "POST",
      url: "/api/sellers/signin",
      payload: { account: seller.account, password: seller.password },
    });
    const otherToken = second.json().data.token as string;
    await t.app.inject({ method: "POST", url: "/api/sellers/logout", headers: bearer(seller.token) });
    expect((await profile(bearer(otherToken))).statusCode).toBe(200);
  });

  it("accepts a logout that sends an empty JSON body", async () => {
    const seller = await signedInSeller(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/sellers/logout",
      headers: { ...bearer(seller.token), "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(200);
  });

  it("refreshes: a new token with the same lifetime, and the old token stops working", async () => {
    const seller = await signedInSeller(t.app, { remember: true });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/refresh",
      headers: { ...bearer(seller.token), ...inEnglish },
    });
    expect(response.statusCode).toBe(200);
    const json = response.json();
    expect(json.message).toBe(en("server.refreshed"));
    expect(json.data.token).not.toBe(seller.token);
    expect(json.data.user.account).toBe(seller.account);
    const expiresInDays = (new Date(json.data.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(expiresInDays).toBeGreaterThan(29.9);
    expect((await profile(bearer(seller.token))).statusCode).toBe(401);
    expect((await profile(bearer(json.data.token))).statusCode).toBe(200);
  });

  it("keeps the 24-hour lifetime on refresh when remember-me was off", async () => {
    const seller = await signedInSeller(t.app, { remember: false });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/refresh",
      headers: bearer(seller.token),
    });
    const expiresInHours = (new Date(response.json().data.expires_at).getTime() - Date.now()) / 3_600_000;
    expect(expiresInHours).toBeGreaterThan(23.9);
    expect(expiresInHours).toBeLessThanOrEqual(24);
  });

  it("refreshes a token only once", async () => {
    const seller = await signedInSeller(t.app);
    const refresh = () =>
      t.app.inject({ method: "POST", url: "/api/auth/refresh", headers: bearer(seller.token) });
    expect((await refresh()).statusCode).toBe(200);
    expect((await refresh()).statusCode).toBe(401);
  });

  it("refuses to refresh an expired session", async () => {
    const seller = await signedInSeller(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(seller.token)));
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/refresh",
      headers: bearer(seller.token),
    });
    expect(response.json().code).toBe("AUTH_TOKEN_EXPIRED");
  });
});

describe("absolute session lifetime", () => {
  const refresh = (token: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/refresh", headers: { ...bearer(token), ...inEnglish } });
  const DAY = 86_400_000;

  it("never extends a session past 30 days after the password was typed, however often it is refreshed", async () => {
    const seller = await signedInSeller(t.app, { remember: true });
    // The sign-in was 29 days ago: a refresh now may give at most one more day.
    const signedInAt = new Date(Date.now() - 29 * DAY);
    await t.database.db
      .update(sessions)
      .set({ signedInAt })
      .where(eq(sessions.tokenHash, hashToken(seller.token)));
    const first = await refresh(seller.token);
    expect(first.statusCode).toBe(200);
    const ends = new Date(first.json().data.expires_at).getTime();
    expect(Math.abs(ends - (signedInAt.getTime() + SESSION_ABSOLUTE_TTL_MS))).toBeLessThan(1000);
    const second = await refresh(first.json().data.token);
    expect(new Date(second.json().data.expires_at).getTime()).toBeLessThanOrEqual(ends);
  });

  it("refuses a token whose sign-in is more than 30 days old, even if its expiry says otherwise", async () => {
    const seller = await signedInSeller(t.app, { remember: true });
    await t.database.db
      .update(sessions)
      .set({ signedInAt: new Date(Date.now() - 31 * DAY), expiresAt: new Date(Date.now() + DAY) })
      .where(eq(sessions.tokenHash, hashToken(seller.token)));
    const response = await profile(bearer(seller.token));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("AUTH_TOKEN_EXPIRED");
    expect((await refresh(seller.token)).json().code).toBe("AUTH_TOKEN_EXPIRED");
  });
});

describe("a suspended seller", () => {
  it("cannot use a token issued before the suspension, nor sign in again", async () => {
    const seller = await signedInSeller(t.app);
    expect((await profile(bearer(seller.token))).statusCode).toBe(200);
    await setSellerStatus(t.database.db, seller.id, "suspended");
    const refused = await profile(bearer(seller.token));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: "AUTH_TOKEN_INVALID",
      message: en("security.accountSuspended"),
    });
    const signin = await signIn(t.app, seller.account, seller.password, { headers: inEnglish });
    expect(signin.statusCode).toBe(403);
    expect(signin.json()).toMatchObject({
      code: "AUTH_PERMISSION_DENIED",
      message: en("security.accountSuspended"),
    });
    // A wrong password says nothing about the suspension.
    const wrong = await signIn(t.app, seller.account, "wrong-password", { headers: inEnglish });
    expect(wrong.json().code).toBe("AUTH_LOGIN_FAILED");
  });

  it("is let in again once reinstated", async () => {
    const seller = await signedInSeller(t.app);
    await setSellerStatus(t.database.db, seller.id, "suspended");
    await setSellerStatus(t.database.db, seller.id, "active");
    expect((await profile(bearer(seller.token))).statusCode).toBe(200);
  });
});
