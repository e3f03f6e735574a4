/**
 * The seller app's page runs this inline as the browser parses the HTML, before any of the app's
 * files have arrived (vite-inline-script.ts writes it in; the server's Content-Security-Policy
 * names its hash). On a phone's slow link the app's code takes seconds to come; a signed-in start
 * at the profile has its balance's answer back by then. The entry finds the call under way and
 * does not send it again (lib/early-calls.ts). Nothing here may throw: the app asks on its own.
 */
import { startProfileCall } from "./features/sellers/api/profile-early-call";
import { savedLanguage } from "./lib/language";
import { readSession } from "./lib/session";
import { localStore, sessionStore } from "./lib/storage";

try {
  const session = readSession({ local: localStore, session: sessionStore }, Date.now());
  startProfileCall(window.location.pathname, session, savedLanguage());
} catch {
  // The app's entry asks for the profile itself.
}
