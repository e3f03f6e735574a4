import { LANGUAGE_HEADER } from "@seller/contract/languages";
import type { QueryClient } from "@tanstack/react-query";
import { matchPath } from "react-router";
import { isPublicPath, paths } from "../config/paths";
import { startEarlyCall } from "../lib/early-calls";
import { currentLanguage } from "../lib/i18n";
import { getSession } from "../lib/session-store";

type FirstScreen = {
  pattern: string;
  screen: () => Promise<unknown>;
  /** Whether the screen opens with a call asked for at start-up (first-screen-data.ts). */
  opensWithCall?: true;
};

/**
 * The screens a cold start most often opens. Their chunks are the same the
 * router's lazy screens load (one import, one chunk); fetched here, they
 * download while the language's texts do instead of after them, which on a
 * phone's 3G link saves a round trip before the first screen shows.
 */
const FIRST_SCREENS: readonly FirstScreen[] = [
  { pattern: paths.login.pattern, screen: () => import("../features/auth/pages/login-page") },
  { pattern: paths.register.pattern, screen: () => import("./routes/register-screen") },
  { pattern: paths.home.pattern, screen: () => import("./routes/home-screen"), opensWithCall: true },
  { pattern: paths.products.pattern, screen: () => import("./routes/products-screen"), opensWithCall: true },
  { pattern: paths.product.pattern, screen: () => import("./routes/product-screen") },
  { pattern: paths.profile.pattern, screen: () => import("./routes/profile-screen"), opensWithCall: true },
];

const screenFor = (pathname: string) => FIRST_SCREENS.find(({ pattern }) => matchPath(pattern, pathname));

/**
 * Starts fetching the screen the address will show, and for a signed-in
 * seller the data it opens with: a signed-out visitor to a seller's screen
 * sees the sign-in.
 */
export function preloadScreen(address: Pick<Location, "pathname" | "search">, client: QueryClient): void {
  const { pathname } = address;
  let screen = screenFor(pathname);
  const signedOut = getSession() === null;
  if (screen && signedOut && !isPublicPath(pathname)) screen = screenFor(paths.login.pattern);
  // A failed fetch is retried by the router's own lazy import, which reports it; a failed call is
  // the query's, which the screen shows and retries as it would have without the head start.
  screen?.screen().catch(() => undefined);
  const session = getSession();
  // The profile's call needs nothing of the app's code: asked now, not once the screen's chunks
  // and first-screen-data have arrived (its query takes the answer through apiRequest).
  if (session && matchPath(paths.profile.pattern, pathname)) {
    const language = currentLanguage();
    startEarlyCall("/sellers/profile", session.token, {
      Accept: "application/json",
      [LANGUAGE_HEADER]: language,
      "Accept-Language": language,
    });
  }
  if (!signedOut && screen?.opensWithCall)
    import("./signed-in-start")
      .then(({ askOpeningCall }) => askOpeningCall(client, address))
      .catch(() => undefined);
}
