import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import fp from "fastify-plugin";
import {
  CATALOGUE_IMAGES_ROUTE,
  type CatalogueImageStore,
  catalogueImageStore,
} from "../modules/catalogue/images";

declare module "fastify" {
  interface FastifyInstance {
    catalogueImages: CatalogueImageStore;
  }
}

/**
 * Public catalogue pictures (products, carousel, banners): their own folder and
 * route, apart from the private uploads. Their names are content hashes, so a
 * url always means the same bytes and browsers keep them for a year.
 */
export default fp<{ dir: string }>(
  async (app, options) => {
    // DATA_DIR may be relative (./data by default); the static server wants an absolute root.
    const dir = resolve(options.dir);
    mkdirSync(dir, { recursive: true });
    app.decorate("catalogueImages", catalogueImageStore(dir));
    await app.register(fastifyStatic, {
      root: dir,
      prefix: CATALOGUE_IMAGES_ROUTE,
      decorateReply: false,
      index: false,
      cacheControl: false,
      // Only the files themselves: no listing, no dotfiles, nothing half-written (*.partial).
      allowedPath: (path) => /^\/[0-9a-f]{32}-\d{1,4}\.webp$/.test(path),
      setHeaders(reply) {
        reply.header("cache-control", "public, max-age=31536000, immutable");
        reply.header("x-content-type-options", "nosniff");
      },
    });
  },
  { name: "catalogue-images", dependencies: ["errors"] },
);
