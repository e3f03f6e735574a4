import { useSyncExternalStore } from "react";
import { sessionStore } from "../lib/storage";
import { consolePaths } from "./paths";

/**
 * The operator's token lives in this tab's session storage only: closing the
 * tab ends the console's hold on it, and the server ends it after 12 hours.
 */
const TOKEN_KEY = "console_token";
const ACCOUNT_KEY = "console_account";
const MUST_CHANGE_KEY = "console_must_change";
const MUST_ENROL_KEY = "console_must_enrol";

/**
 * mustChangePassword: the first-start password is still in use; mustEnrolTwoFactor: no
 * authenticator app yet (DECISIONS.md "Operator console"). Nothing else opens until both are done.
 */
export type ConsoleSession = {
  token: string;
  account: string;
  mustChangePassword: boolean;
  mustEnrolTwoFactor: boolean;
};

const listeners = new Set<() => void>();
let current: ConsoleSession | null = read();

function read(): ConsoleSession | null {
  const token = sessionStore.getItem(TOKEN_KEY);
  const account = sessionStore.getItem(ACCOUNT_KEY);
  const mustChangePassword = sessionStore.getItem(MUST_CHANGE_KEY) === "1";
  const mustEnrolTwoFactor = sessionStore.getItem(MUST_ENROL_KEY) === "1";
  return token && account ? { token, account, mustChangePassword, mustEnrolTwoFactor } : null;
}

export function getSession(): ConsoleSession | null {
  return current;
}

export function setSession(session: ConsoleSession | null): void {
  if (session) {
    sessionStore.setItem(TOKEN_KEY, session.token);
    sessionStore.setItem(ACCOUNT_KEY, session.account);
    sessionStore.setItem(MUST_CHANGE_KEY, session.mustChangePassword ? "1" : "0");
    sessionStore.setItem(MUST_ENROL_KEY, session.mustEnrolTwoFactor ? "1" : "0");
  } else {
    sessionStore.removeItem(TOKEN_KEY);
    sessionStore.removeItem(ACCOUNT_KEY);
    sessionStore.removeItem(MUST_CHANGE_KEY);
    sessionStore.removeItem(MUST_ENROL_KEY);
  }
  current = session;
  for (const listener of listeners) listener();
}

/** Where a signed-in operator belongs: the password change first, then the enrolment, then the console. */
export function homeOf(session: ConsoleSession): string {
  if (session.mustChangePassword) return consolePaths.changePassword;
  if (session.mustEnrolTwoFactor) return consolePaths.twoFactor;
  return consolePaths.dashboard;
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
