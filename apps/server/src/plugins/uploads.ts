import { randomBytes } from "node:crypto";
import multipart from "@fastify/multipart";
import { UPLOAD_MAX_BYTES } from "@seller/contract/files";
import fp from "fastify-plugin";
import { fileUrl, type Viewer, verifyAccess } from "../modules/files/access-token";
import { diskFileStore, type FileStore } from "../modules/files/storage";
import { getOrCreateInternalValue } from "../modules/system/service";

export type Uploads = {
  store: FileStore;
  /** The private url of a file for this viewer, with a 10-minute access token. */
  urlFor(fileUuid: string, viewer: Viewer): string;
  /** The viewer an access token was issued to, if it is genuine and current. */
  viewerOf(fileUuid: string, token: string): Viewer | undefined;
};

declare module "fastify" {
  interface FastifyInstance {
    uploads: Uploads;
  }
}

/**
 * Multipart parsing, the private file store and the signing of image urls.
 * The signing secret is FILE_URL_SECRET, or else one generated once and kept
 * in the database, so it survives restarts and is the same on every node.
 */
export default fp<{ dir: string; secret?: string | undefined }>(
  async (app, options) => {
    await app.register(multipart, {
      // One file of at most 2 MB (spec section 9); a larger one stops the read at once.
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 8, headerPairs: 50 },
    });
    const secret =
      options.secret ??
      (await getOrCreateInternalValue(app.db, "file-url-secret", () =>
        randomBytes(32).toString("base64url"),
      ));
    app.decorate("uploads", {
      store: diskFileStore(options.dir),
      urlFor: (fileUuid: string, viewer: Viewer) => fileUrl(secret, fileUuid, viewer),
      viewerOf: (fileUuid: string, token: string) => verifyAccess(secret, fileUuid, token),
    } satisfies Uploads);
  },
  { name: "uploads", dependencies: ["database"] },
);
