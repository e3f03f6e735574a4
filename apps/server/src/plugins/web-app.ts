import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import fp from "fastify-plugin";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The buyers' storefront (/s/{slug}, /o/{code}) and the operator console
 * (/admin/...) are entries with their own bundles (ARCHITECTURE.md "Web app");
 * every other path is the seller app,
 * in the copy of index.html that preloads its screen when the build made one
 * (pages/routes.json, apps/web/vite-plugins.ts routePages).
 */
export function pageOf(path: string, routePages: Readonly<Record<string, string>> = {}): string {
  if (/^\/admin(\/|$)/.test(path)) return "admin.html";
  if (/^\/(s|o)(\/|$)/.test(path)) return "storefront.html";
  return routePages[path] ?? "index.html";
}

function readRoutePages(root: string): Record<string, string> {
  const file = join(root, "pages", "routes.json");
  if (!existsSync(file)) return {};
  const list = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  // Only pages inside the build's own pages folder: the list is data, not a path to follow anywhere.
  return Object.fromEntries(
    Object.entries(list).filter(
      ([, page]) => /^pages\/[\w-]+\.html$/.test(page) && existsSync(join(root, page)),
    ),
  );
}

/**
 * Serves the built single-page app. Vite puts content-hashed files under
 * /assets, cached for a year; everything else, index.html above all, is
 * revalidated on every load so a new release is picked up at once. Paths
 * that are not files fall back to index.html (see the not-found handler).
 * The build writes a brotli (.br) and a gzip (.gz) copy beside each text
 * file, compressed once at the highest level; they are sent to clients that
 * accept them, so no request pays for compressing a file.
 */
export default fp<{ root: string }>(
  async (app, options) => {
    const routePages = readRoutePages(options.root);
    await app.register(fastifyStatic, {
      root: options.root,
      cacheControl: false,
      preCompressed: true,
      // Client routes like /login are not files; they are answered by the not-found handler.
      wildcard: true,
      setHeaders(reply, path) {
        const isHashedAsset = path.startsWith(`${options.root}/assets/`);
        reply.header("cache-control", isHashedAsset ? IMMUTABLE : "no-cache");
      },
    });
    app.decorate("serveWebApp", (reply, path) =>
      reply.header("cache-control", "no-cache").sendFile(pageOf(path, routePages)),
    );
    // "/" (home) is a route like the others: its page, rather than the folder's index.html. A page,
    // not a call of the API: the API's reference (/api/docs) leaves it out.
    app.get("/", { schema: { hide: true } }, (_request, reply) =>
      app.serveWebApp ? app.serveWebApp(reply, "/") : reply.callNotFound(),
    );
  },
  { name: "web-app", dependencies: ["errors"] },
);
