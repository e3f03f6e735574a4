import { mkdirSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import fp from "fastify-plugin";
import {
  CATALOGUE_IMAGE_CACHING,
  CATALOGUE_IMAGE_NAME,
  CATALOGUE_IMAGES_ROUTE,
  type CatalogueImageStore,
  catalogueImageStore,
} from "../modules/catalogue/images";
import { ObjectMissingError, type ObjectStore } from "../modules/files/object-store";

declare module "fastify" {
  interface FastifyInstance {
    catalogueImages: CatalogueImageStore;
  }
}

/**
 * Public catalogue pictures (products, carousel, banners): their own area and
 * route, apart from the private uploads. Their names are content hashes, so a
 * url always means the same bytes and browsers keep them for a year. On the
 * local folder the static file server sends them; from object storage the API
 * reads and sends them itself, with the same headers, so the bucket stays private.
 */
export default fp<{ area: ObjectStore }>(
  async (app, options) => {
    const area = options.area;
    app.decorate("catalogueImages", catalogueImageStore(area));
    if (area.folder) {
      mkdirSync(area.folder, { recursive: true });
      await app.register(fastifyStatic, {
        root: area.folder,
        prefix: CATALOGUE_IMAGES_ROUTE,
        decorateReply: false,
        index: false,
        cacheControl: false,
        // Only the files themselves: no listing, no dotfiles, nothing half-written (*.partial).
        allowedPath: (path) => CATALOGUE_IMAGE_NAME.test(path.slice(1)),
        setHeaders(reply) {
          reply.header("cache-control", CATALOGUE_IMAGE_CACHING);
          reply.header("x-content-type-options", "nosniff");
        },
      });
      return;
    }
    app.get<{ Params: { name: string } }>("/api/catalogue-images/:name", async (request, reply) => {
      const { name } = request.params;
      if (!CATALOGUE_IMAGE_NAME.test(name)) return reply.callNotFound();
      // The name is the content's hash: a browser that has it has these bytes.
      const etag = `"${name.slice(0, -".webp".length)}"`;
      let bytes: Buffer | undefined;
      if (request.headers["if-none-match"] !== etag) {
        try {
          bytes = await area.get(name);
        } catch (error) {
          if (error instanceof ObjectMissingError) return reply.callNotFound();
          throw error;
        }
      }
      reply
        .header("cache-control", CATALOGUE_IMAGE_CACHING)
        .header("x-content-type-options", "nosniff")
        .header("etag", etag);
      if (!bytes) return reply.code(304).send();
      return reply.header("content-type", "image/webp").send(bytes);
    });
  },
  { name: "catalogue-images", dependencies: ["errors"] },
);
