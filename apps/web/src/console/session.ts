import { useSyncExternalStore } from "react";
import { sessionStore } from "../lib/storage";

/**
 * The operator's token lives in this tab's session storage only: closing the
 * tab ends the console's hold on it, and the server ends it after 12 hours.
 */
const TOKEN_KEY = "console_token";
const ACCOUNT_KEY = "console_account";
const MUST_CHANGE_KEY = "console_must_change";

/** mustChangePassword: the first-start password is still in use, nothing else opens until it changes. */
export type ConsoleSession = { token: string; account: string; mustChangePassword: boolean };

const listeners = new Set<() => void>();
let current: ConsoleSession | null = read();

function read(): ConsoleSession | null {
  const token = sessionStore.getItem(TOKEN_KEY);
  const account = sessionStore.getItem(ACCOUNT_KEY);
  const mustChangePassword = sessionStore.getItem(MUST_CHANGE_KEY) === "1";
  return token && account ? { token, account, mustChangePassword } : null;
}

export function getSession(): ConsoleSession | null {
  return current;
}

export function setSession(session: ConsoleSession | null): void {
  if (session) {
    sessionStore.setItem(TOKEN_KEY, session.token);
    sessionStore.setItem(ACCOUNT_KEY, session.account);
    sessionStore.setItem(MUST_CHANGE_KEY, session.mustChangePassword ? "1" : "0");
  } else {
    sessionStore.removeItem(TOKEN_KEY);
    sessionStore.removeItem(ACCOUNT_KEY);
    sessionStore.removeItem(MUST_CHANGE_KEY);
  }
  current = session;
  for (const listener of listeners) listener();
}

export function useSession(): ConsoleSession | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
