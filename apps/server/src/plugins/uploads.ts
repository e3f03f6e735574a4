import multipart from "@fastify/multipart";
import { UPLOAD_MAX_BYTES } from "@seller/contract/files";
import fp from "fastify-plugin";
import type { ObjectStore } from "../modules/files/object-store";
import { sealedFileStore } from "../modules/files/sealed-store";
import { type FileStore, keyedFileStore } from "../modules/files/storage";

export type Uploads = { store: FileStore };

declare module "fastify" {
  interface FastifyInstance {
    uploads: Uploads;
  }
}

/**
 * Multipart parsing and the private file store, sealed at rest. Files are served only to a
 * bearer token (GET /api/files/{uuid}); no link works on its own.
 */
export default fp<{ area: ObjectStore; dataKey: Buffer }>(
  async (app, options) => {
    await app.register(multipart, {
      // One file of at most 2 MB (spec section 9); a larger one stops the read at once.
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 8, headerPairs: 50 },
    });
    // ID card photos are personal data: sealed with the data key on this node, before the bytes
    // reach the disk or leave for object storage (files/sealed-store.ts).
    const store = sealedFileStore(keyedFileStore(options.area), options.dataKey);
    app.decorate("uploads", { store } satisfies Uploads);
  },
  { name: "uploads" },
);
