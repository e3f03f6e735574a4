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
