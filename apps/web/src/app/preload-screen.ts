import type { QueryClient } from "@tanstack/react-query";
import { matchPath } from "react-router";
import { isPublicPath, paths } from "../config/paths";
import { getSession } from "../lib/session-store";

type FirstScreen = {
  pattern: string;
  screen: () => Promise<unknown>;
  /** The call whose answer the screen's largest content shows, asked for before React has rendered. */
  data?: (client: QueryClient, search: string) => Promise<unknown>;
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
  {
    pattern: paths.home.pattern,
    screen: () => import("./routes/home-screen"),
    // The hot products' pictures are the home's largest content.
    data: (client) =>
      import("../features/catalogue/api/get-products").then(({ hotProductsQueryOptions }) =>
        client.prefetchQuery(hotProductsQueryOptions()),
      ),
  },
  {
    pattern: paths.products.pattern,
    screen: () => import("./routes/products-screen"),
    // The first page of the list the address asks for (its filters live in the address).
    data: (client, search) =>
      Promise.all([
        import("../features/catalogue/api/get-products"),
        import("../features/catalogue/rules/products-filter"),
      ]).then(([{ productsQueryOptions }, { filterFromSearch }]) =>
        client.prefetchInfiniteQuery(productsQueryOptions(filterFromSearch(new URLSearchParams(search)))),
      ),
  },
  { pattern: paths.product.pattern, screen: () => import("./routes/product-screen") },
  {
    pattern: paths.profile.pattern,
    screen: () => import("./routes/profile-screen"),
    // The balances: the screen's largest text. Asked for at start-up, the answer is there when
    // the screen first renders, instead of after the whole app has rendered once without it
    // (a second or so on a slow phone).
    data: (client) =>
      import("../features/sellers/api/get-profile").then(({ profileQueryOptions }) =>
        client.prefetchQuery(profileQueryOptions()),
      ),
  },
];

const screenFor = (pathname: string) => FIRST_SCREENS.find(({ pattern }) => matchPath(pattern, pathname));

/**
 * Starts fetching the screen the address will show, and for a signed-in
 * seller the data it opens with: a signed-out visitor to a seller's screen
 * sees the sign-in.
 */
export function preloadScreen(
  { pathname, search }: Pick<Location, "pathname" | "search">,
  client: QueryClient,
): void {
  let screen = screenFor(pathname);
  const signedOut = getSession() === null;
  if (screen && signedOut && !isPublicPath(pathname)) screen = screenFor(paths.login.pattern);
  // A failed fetch is retried by the router's own lazy import, which reports it; a failed call is
  // the query's, which the screen shows and retries as it would have without the head start.
  screen?.screen().catch(() => undefined);
  if (!signedOut) screen?.data?.(client, search).catch(() => undefined);
}
