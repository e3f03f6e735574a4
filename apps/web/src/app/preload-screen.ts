import { matchPath } from "react-router";
import { isPublicPath, paths } from "../config/paths";
import { getSession } from "../lib/session-store";

/**
 * The screens a cold start most often opens. Their chunks are the same the
 * router's lazy screens load (one import, one chunk); fetched here, they
 * download while the language's texts do instead of after them, which on a
 * phone's 3G link saves a round trip before the first screen shows.
 */
const FIRST_SCREENS: readonly [string, () => Promise<unknown>][] = [
  [paths.login.pattern, () => import("../features/auth/pages/login-page")],
  [paths.register.pattern, () => import("./routes/register-screen")],
  [paths.home.pattern, () => import("./routes/home-screen")],
  [paths.products.pattern, () => import("./routes/products-screen")],
  [paths.product.pattern, () => import("./routes/product-screen")],
  [paths.profile.pattern, () => import("./routes/profile-screen")],
];

const screenFor = (pathname: string) => FIRST_SCREENS.find(([pattern]) => matchPath(pattern, pathname));

/** Starts fetching the screen the address will show: a signed-out visitor to a seller's screen sees the sign-in. */
export function preloadScreen(pathname: string): void {
  let screen = screenFor(pathname);
  if (screen && getSession() === null && !isPublicPath(pathname)) screen = screenFor(paths.login.pattern);
  // A failed fetch is retried by the router's own lazy import, which reports it.
  screen?.[1]().catch(() => undefined);
}
