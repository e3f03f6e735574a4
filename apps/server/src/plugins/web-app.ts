import fastifyStatic from "@fastify/static";
import fp from "fastify-plugin";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The buyers' storefront (/s/{slug}, /o/{code}) and the operator console
 * (/admin/...) are entries with their own bundles (ARCHITECTURE.md "Web app");
 * every other path is the seller app.
 */
export function pageOf(path: string): string {
  if (/^\/admin(\/|$)/.test(path)) return "admin.html";
  return /^\/(s|o)(\/|$)/.test(path) ? "storefront.html" : "index.html";
}

/**
 * Serves the built single-page app. Vite puts content-hashed files under
 * /assets, cached for a year; everything else, index.html above all, is
 * revalidated on every load so a new release is picked up at once. Paths
 * that are not files fall back to index.html (see the not-found handler).
 */
export default fp<{ root: string }>(
  async (app, options) => {
    await app.register(fastifyStatic, {
      root: options.root,
      cacheControl: false,
      // Client routes like /login are not files; they are answered by the not-found handler.
      wildcard: true,
      setHeaders(reply, path) {
        const isHashedAsset = path.startsWith(`${options.root}/assets/`);
        reply.header("cache-control", isHashedAsset ? IMMUTABLE : "no-cache");
      },
    });
    app.decorate("serveWebApp", (reply, path) =>
      reply.header("cache-control", "no-cache").sendFile(pageOf(path)),
    );
  },
  { name: "web-app", dependencies: ["errors"] },
);
