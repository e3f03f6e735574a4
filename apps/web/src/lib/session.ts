import type { SellerProfile } from "@seller/contract/seller";
import type { KeyValueStore } from "./storage";

/**
 * Storage keys of spec section 3. The token is written under both `token` and
 * `auth_token`, the seller under both `user` and `seller_info`, as the spec
 * lists all four; the expiry is the client's own key (DECISIONS "Account and session").
 */
export const SESSION_KEYS = {
  token: "token",
  authToken: "auth_token",
  user: "user",
  sellerInfo: "seller_info",
  expiresAt: "token_expires_at",
} as const;

export type StoredSession = { token: string; expiresAt: string; user: SellerProfile | null };
export type SessionStores = { local: KeyValueStore; session: KeyValueStore };

export function isExpired(expiresAt: string, now: number): boolean {
  const time = Date.parse(expiresAt);
  // An unreadable expiry cannot prove the token is still good.
  return Number.isNaN(time) || time <= now;
}

/** The keys and values a session is stored under (the browser tests and benches set them too). */
export function sessionEntries(session: StoredSession): Record<string, string> {
  const entries: Record<string, string> = {
    [SESSION_KEYS.token]: session.token,
    [SESSION_KEYS.authToken]: session.token,
    [SESSION_KEYS.expiresAt]: session.expiresAt,
  };
  if (session.user) {
    const user = JSON.stringify(session.user);
    entries[SESSION_KEYS.user] = user;
    entries[SESSION_KEYS.sellerInfo] = user;
  }
  return entries;
}

/** Remember-me keeps the session across browser restarts (local storage); otherwise it ends with the tab. */
export function writeSession(stores: SessionStores, session: StoredSession, remember: boolean): void {
  clearSession(stores);
  const store = remember ? stores.local : stores.session;
  for (const [key, value] of Object.entries(sessionEntries(session))) store.setItem(key, value);
}

/** Keeps the stored seller up to date (after a profile load or a language change) in the store that holds the token. */
export function writeStoredUser(stores: SessionStores, user: SellerProfile): void {
  const store = storeHoldingToken(stores);
  if (!store) return;
  const text = JSON.stringify(user);
  store.setItem(SESSION_KEYS.user, text);
  store.setItem(SESSION_KEYS.sellerInfo, text);
}

function storeHoldingToken(stores: SessionStores): KeyValueStore | undefined {
  if (tokenIn(stores.session)) return stores.session;
  if (tokenIn(stores.local)) return stores.local;
  return undefined;
}

function tokenIn(store: KeyValueStore): string | null {
  return store.getItem(SESSION_KEYS.token) ?? store.getItem(SESSION_KEYS.authToken);
}

function parseUser(text: string | null): SellerProfile | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" ? (value as SellerProfile) : null;
  } catch {
    return null;
  }
}

/** The stored session, or null when there is none or it has expired (an expired one is removed). */
export function readSession(stores: SessionStores, now: number): StoredSession | null {
  const store = storeHoldingToken(stores);
  if (!store) return null;
  const token = tokenIn(store) ?? "";
  const expiresAt = store.getItem(SESSION_KEYS.expiresAt) ?? "";
  if (isExpired(expiresAt, now)) {
    clearSession(stores);
    return null;
  }
  const user = parseUser(store.getItem(SESSION_KEYS.user) ?? store.getItem(SESSION_KEYS.sellerInfo));
  return { token, expiresAt, user };
}

/** Logout and token removal clear both stores, whichever was used. */
export function clearSession(stores: SessionStores): void {
  for (const store of [stores.local, stores.session]) {
    for (const key of Object.values(SESSION_KEYS)) store.removeItem(key);
  }
}
