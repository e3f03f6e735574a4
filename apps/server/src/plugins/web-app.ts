import fastifyStatic from "@fastify/static";
import fp from "fastify-plugin";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The buyers' storefront (/s/{slug}, /o/{code}) is its own entry with its own
 * small bundle (ARCHITECTURE.md "Web app"); every other path is the seller app.
 */
export function pageOf(path: string): string {
  return /^\/(s|o)(\/|$)/.test(path) ? "storefront.html" : "index.html";
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
      reply.header("cache-control", "no-cache").sendFile(pageOf(path)),
    );
  },
  { name: "web-app", dependencies: ["errors"] },
);
