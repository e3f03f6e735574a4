import multipart from "@fastify/multipart";
import { UPLOAD_MAX_BYTES } from "@seller/contract/files";
import fp from "fastify-plugin";
import { diskFileStore, type FileStore } from "../modules/files/storage";

export type Uploads = { store: FileStore };

declare module "fastify" {
  interface FastifyInstance {
    uploads: Uploads;
  }
}

/**
 * Multipart parsing and the private file store. Files are served only to a
 * bearer token (GET /api/files/{uuid}); no link works on its own.
 */
export default fp<{ dir: string }>(
  async (app, options) => {
    await app.register(multipart, {
      // One file of at most 2 MB (spec section 9); a larger one stops the read at once.
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 8, headerPairs: 50 },
    });
    app.decorate("uploads", { store: diskFileStore(options.dir) } satisfies Uploads);
  },
  { name: "uploads" },
);
