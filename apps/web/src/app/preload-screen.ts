import type { QueryClient } from "@tanstack/react-query";
import { matchPath } from "react-router";
import { isPublicPath, paths } from "../config/paths";
import { startProfileCall } from "../features/sellers/api/profile-early-call";
import { currentLanguage } from "../lib/i18n";
import { getSession } from "../lib/session-store";
import type { LazyScreen } from "./lazy-screen";
import {
  HomeScreen,
  LoginPage,
  ProductScreen,
  ProductsScreen,
  ProfileScreen,
  RegisterScreen,
} from "./screens";

type FirstScreen = {
  pattern: string;
  screen: LazyScreen;
  /** Whether the screen opens with a call asked for at start-up (first-screen-data.ts). */
  opensWithCall?: true;
};

/**
 * The screens a cold start most often opens, as the router shows them. Fetched
 * here, their code downloads while the language's texts do instead of after
 * them, which on a phone's 3G link saves a round trip before the first screen
 * shows, and the first render draws the screen instead of suspending on it.
 */
const FIRST_SCREENS: readonly FirstScreen[] = [
  { pattern: paths.login.pattern, screen: LoginPage },
  { pattern: paths.register.pattern, screen: RegisterScreen },
  { pattern: paths.home.pattern, screen: HomeScreen, opensWithCall: true },
  { pattern: paths.products.pattern, screen: ProductsScreen, opensWithCall: true },
  { pattern: paths.product.pattern, screen: ProductScreen, opensWithCall: true },
  { pattern: paths.profile.pattern, screen: ProfileScreen, opensWithCall: true },
];

const screenFor = (pathname: string) => FIRST_SCREENS.find(({ pattern }) => matchPath(pattern, pathname));

/**
 * How long the first render, its texts and its screen's code there, still waits for the screen's
 * opening call: drawing the screen's placeholders and then drawing it again with the answer cost
 * a phone's slower CPU about half a second more than drawing it once (bench/cold-profile.bench.ts),
 * but a slow answer must not keep the whole screen from showing.
 */
export const OPENING_CALL_GRACE_MS = 500;

/** What a cold start has set going for its first screen; both settle, never reject. */
export type FirstScreenStart = { code: Promise<unknown>; openingCall: Promise<unknown> };

/**
 * Starts fetching the screen the address will show, and for a signed-in
 * seller the data it opens with: a signed-out visitor to a seller's screen
 * sees the sign-in.
 */
export function preloadScreen(
  address: Pick<Location, "pathname" | "search">,
  client: QueryClient,
): FirstScreenStart {
  const { pathname } = address;
  let screen = screenFor(pathname);
  const session = getSession();
  const signedOut = session === null;
  if (screen && signedOut && !isPublicPath(pathname)) screen = screenFor(paths.login.pattern);
  // A failed fetch is asked again when the router renders the screen, which reports it; a failed call is
  // the query's, which the screen shows and retries as it would have without the head start.
  const code = screen ? screen.screen.preload().catch(() => undefined) : Promise.resolve();
  // The profile's call needs nothing of the app's code: asked now, not once the screen's chunks
  // and first-screen-data have arrived (its query takes the answer through apiRequest). The page's
  // start script (start-calls.ts) has usually sent it already, as the HTML was parsed.
  startProfileCall(pathname, session, currentLanguage());
  const openingCall =
    !signedOut && screen?.opensWithCall
      ? import("./signed-in-start")
          .then(({ askOpeningCall }) => askOpeningCall(client, address))
          .catch(() => undefined)
      : Promise.resolve();
  return { code, openingCall };
}

/**
 * Settles when the first render can draw the screen whole: its texts (loaded or failed) and its
 * code are here, and its opening call has answered or had its grace.
 */
export async function firstScreenReady(texts: Promise<unknown>, start: FirstScreenStart): Promise<void> {
  await Promise.allSettled([texts, start.code]);
  let grace: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    start.openingCall,
    new Promise((resolve) => {
      grace = setTimeout(resolve, OPENING_CALL_GRACE_MS);
    }),
  ]);
  clearTimeout(grace);
}
