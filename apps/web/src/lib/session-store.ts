import type { SellerProfile } from "@seller/contract/seller";
import { useSyncExternalStore } from "react";
import {
  clearSession,
  readSession,
  SESSION_KEYS,
  type StoredSession,
  writeSession,
  writeStoredUser,
} from "./session";
import { localStore, sessionStore } from "./storage";

/**
 * The signed-in state the screens react to: the storage rules live in
 * session.ts, this file keeps one snapshot and tells subscribers when it changes.
 */
const stores = { local: localStore, session: sessionStore };
const listeners = new Set<() => void>();
let current: StoredSession | null = readSession(stores, Date.now());

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSession(): StoredSession | null {
  return current;
}

export function getToken(): string | null {
  return current?.token ?? null;
}

export function startSession(session: StoredSession, remember: boolean): void {
  writeSession(stores, session, remember);
  current = session;
  emit();
}

/** Removes token, user, auth_token and seller_info from both stores (logout, expiry, refused token). */
export function endSession(): void {
  clearSession(stores);
  if (current === null) return;
  current = null;
  emit();
}

export function updateSessionUser(user: SellerProfile): void {
  if (!current) return;
  writeStoredUser(stores, user);
  current = { ...current, user };
  emit();
}

/** Ends the session when its stored expiry has passed; true when it did. */
export function endSessionIfExpired(now = Date.now()): boolean {
  if (!current) return false;
  if (readSession(stores, now)) return false;
  endSession();
  return true;
}

/** Another tab signing in or out (local storage) changes this tab too. */
export function followOtherTabs(): () => void {
  const keys: readonly string[] = Object.values(SESSION_KEYS);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !keys.includes(event.key)) return;
    const next = readSession(stores, Date.now());
    if (next?.token === current?.token) return;
    current = next;
    emit();
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
