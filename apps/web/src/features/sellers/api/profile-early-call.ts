import { profilePath } from "../../../config/paths";
import { startEarlyCall } from "../../../lib/early-calls";
import type { StoredSession } from "../../../lib/session";

/** The profile's call: the profile screen's opening call, whose answer holds the balance. */
export const PROFILE_CALL_PATH = "/sellers/profile";

/**
 * A signed-in start at the profile asks for it before the app's code is there; the profile's
 * query takes the answer (lib/early-calls.ts). A trailing slash is the same screen to the router.
 */
export function startProfileCall(pathname: string, session: StoredSession | null, language: string): void {
  if (session && pathname.replace(/\/+$/, "") === profilePath.pattern) {
    startEarlyCall(PROFILE_CALL_PATH, session.token, language);
  }
}
