import type { SellerProfile } from "@seller/contract/seller";
import { describe, expect, it } from "vitest";
import { clearSession, isExpired, readSession, SESSION_KEYS, writeSession, writeStoredUser } from "./session";
import { memoryStore } from "./storage";

const NOW = Date.parse("2026-03-01T10:00:00Z");
const LATER = "2026-03-02T10:00:00.000Z";
const user = { id: 100001, account: "somchai", display_name: "Somchai" } as SellerProfile;

function stores() {
  return { local: memoryStore(), session: memoryStore() };
}

describe("session storage", () => {
  it("keeps a remembered session in local storage under token, auth_token, user and seller_info", () => {
    const s = stores();
    writeSession(s, { token: "abc", expiresAt: LATER, user }, true);
    expect(s.session.dump()).toEqual({});
    const local = s.local.dump();
    expect(local[SESSION_KEYS.token]).toBe("abc");
    expect(local[SESSION_KEYS.authToken]).toBe("abc");
    expect(JSON.parse(local[SESSION_KEYS.user] ?? "")).toEqual(user);
    expect(JSON.parse(local[SESSION_KEYS.sellerInfo] ?? "")).toEqual(user);
    expect(local[SESSION_KEYS.expiresAt]).toBe(LATER);
  });

  it("keeps a session without remember-me in session storage only", () => {
    const s = stores();
    writeSession(s, { token: "abc", expiresAt: LATER, user }, false);
    expect(s.local.dump()).toEqual({});
    expect(s.session.dump()[SESSION_KEYS.token]).toBe("abc");
  });

  it("signing in again replaces a session kept in the other store", () => {
    const s = stores();
    writeSession(s, { token: "old", expiresAt: LATER, user }, true);
    writeSession(s, { token: "new", expiresAt: LATER, user }, false);
    expect(s.local.dump()).toEqual({});
    expect(readSession(s, NOW)?.token).toBe("new");
  });

  it("reads back the stored session", () => {
    const s = stores();
    writeSession(s, { token: "abc", expiresAt: LATER, user }, true);
    expect(readSession(s, NOW)).toEqual({ token: "abc", expiresAt: LATER, user });
  });

  it("removes a session whose expiry has passed", () => {
    const s = stores();
    writeSession(s, { token: "abc", expiresAt: LATER, user }, true);
    expect(readSession(s, Date.parse(LATER) + 1)).toBeNull();
    expect(s.local.dump()).toEqual({});
  });

  it("treats a token without a readable expiry as expired", () => {
    const s = { local: memoryStore({ token: "abc" }), session: memoryStore() };
    expect(readSession(s, NOW)).toBeNull();
    expect(s.local.dump()).toEqual({});
  });

  it("logout clears every key from both stores", () => {
    const s = {
      local: memoryStore({ token: "a", user: "{}", other: "kept" }),
      session: memoryStore({ auth_token: "b", seller_info: "{}" }),
    };
    clearSession(s);
    expect(s.local.dump()).toEqual({ other: "kept" });
    expect(s.session.dump()).toEqual({});
  });

  it("updates the stored seller where the token is", () => {
    const s = stores();
    writeSession(s, { token: "abc", expiresAt: LATER, user }, false);
    writeStoredUser(s, { ...user, display_name: "Somchai J." });
    expect(readSession(s, NOW)?.user?.display_name).toBe("Somchai J.");
    expect(s.local.dump()).toEqual({});
  });
});

describe("isExpired", () => {
  it("is expired at and after the stored time, not before", () => {
    expect(isExpired(LATER, Date.parse(LATER) - 1)).toBe(false);
    expect(isExpired(LATER, Date.parse(LATER))).toBe(true);
    expect(isExpired("not a date", NOW)).toBe(true);
  });
});
