import type { HTTPMethods, RouteOptions } from "fastify";

export type RouteCall = { method: HTTPMethods; route: RouteOptions };

/**
 * Every method of every route the app declared (gathered with `onRoute`), as
 * a client calls them: HEAD and OPTIONS are Fastify's own answers, not the routes'.
 */
export function routeCalls(routes: RouteOptions[]): RouteCall[] {
  return routes.flatMap((route) =>
    ([] as HTTPMethods[])
      .concat(route.method)
      .filter((method) => method !== "HEAD" && method !== "OPTIONS")
      .map((method) => ({ method, route })),
  );
}

export type Guard = "seller" | "operator" | "any" | "public";

/**
 * What a route's path says it needs, whatever its own config declares (a route
 * that lost its `config.auth` must still be called protected): everything
 * under /api is signed-in unless it is on this explicit list of public doors.
 */
const PUBLIC_PREFIXES = ["/api/storefront/", "/api/docs", "/api/catalogue-images/"];
const PUBLIC_ROUTES = new Set([
  "GET /api/health",
  "GET /api/ready",
  "POST /api/sellers/register",
  "POST /api/sellers/signin",
  "POST /api/sellers/signin/2fa",
  "POST /api/admin/signin",
  "POST /api/admin/signin/2fa",
  "POST /api/auth/forgot-password",
  // A signed-out seller writes to the operators from the forgot-password dialog (rate limited per address).
  "POST /api/auth/forgot-password/message",
  // Stripe signs its webhook (checked in the handler), it holds no session.
  "POST /api/payments/webhook/stripe",
  // The catalogue and the platform's public texts: a buyer or a visitor reads them.
  "GET /api/products",
  "GET /api/products/categories",
  "GET /api/products/:id",
  "GET /api/products/:id/reviews",
  "GET /api/system",
  "GET /api/system/announcements",
  "GET /api/system/announcements/:id",
  "GET /api/system/help-center",
  "GET /api/system/version",
  "GET /api/system/customer-service",
]);
/** Either role reads a file it may see (an operator reviews a seller's ID card). */
const EITHER_ROLE = new Set(["GET /api/files/:uuid"]);

export function requiredGuard(method: string, url: string): Guard {
  const name = `${method} ${url}`;
  if (PUBLIC_ROUTES.has(name) || PUBLIC_PREFIXES.some((prefix) => url.startsWith(prefix))) return "public";
  if (EITHER_ROLE.has(name)) return "any";
  if (url.startsWith("/api/admin/")) return "operator";
  return "seller";
}

/** Routes whose declared guard is not the one their path requires. */
export function guardMismatches(calls: RouteCall[]): string[] {
  return calls.flatMap(({ method, route }) => {
    const required = requiredGuard(method, route.url);
    const declared = (route.config as { auth?: string } | undefined)?.auth ?? "public";
    return declared === required
      ? []
      : [`${method} ${route.url}: declares ${declared}, its path requires ${required}`];
  });
}
