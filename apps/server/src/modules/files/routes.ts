import { noDataSchema, successEnvelopeSchema } from "@seller/contract/envelope";
import { fileUploadTypeSchema, uploadedFileSchema } from "@seller/contract/files";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { ok } from "../../lib/envelope";
import { readUpload } from "../../lib/read-upload";
import { callerOf } from "../../plugins/auth";
import { deleteOwnFile, describeFile, openFile, storeUpload } from "./service";

const fileParamsSchema = z.object({ uuid: z.string() });

/** Anything that is not a uuid cannot be a file: the same 404 as a missing one, never a 422 or a 500. */
function asFileUuid(value: string): string {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value))
    return value.toLowerCase();
  throw new AppError("REQUEST_NOT_FOUND", "server.fileNotFound");
}

/** RFC 6266: an ASCII fallback name and the exact name in UTF-8. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  // encodeURIComponent leaves ' ( ) * as they are; RFC 5987 wants them encoded too.
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

const filesRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/api/files/upload",
    { config: { auth: "seller" }, schema: { response: { 201: successEnvelopeSchema(uploadedFileSchema) } } },
    async (request, reply) => {
      const seller = callerOf(request, "seller").ownerId;
      const upload = await readUpload(request);
      const type = fileUploadTypeSchema.safeParse(upload.fields.type);
      if (!type.success) throw new AppError("REQUEST_VALIDATION_ERROR", "validation.uploadTypeInvalid");
      const row = await storeUpload(app.db, app.uploads.store, {
        sellerId: seller,
        purpose: type.data,
        ...upload,
      });
      return reply.code(201).send(ok(request, describeFile(row), "server.uploaded"));
    },
  );

  /**
   * The bytes, to the owner or an operator with their bearer token only: the
   * app shows them as a blob: url. Who looked, with which session and from
   * where, is recorded.
   */
  routes.get(
    "/api/files/:uuid",
    { config: { auth: "any" }, schema: { params: fileParamsSchema } },
    async (request, reply) => {
      const session = callerOf(request, "any");
      const viewer = { kind: session.kind, id: session.ownerId, sessionId: session.id, address: request.ip };
      const { row, bytes } = await openFile(
        app.db,
        app.uploads.store,
        asFileUuid(request.params.uuid),
        viewer,
      );
      return reply
        .header("content-type", row.mime)
        .header("content-disposition", contentDisposition(row.originalName))
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .send(bytes);
    },
  );
  routes.delete(
    "/api/files/:uuid",
    {
      config: { auth: "seller" },
      schema: { params: fileParamsSchema, response: { 200: successEnvelopeSchema(noDataSchema) } },
    },
    async (request) => {
      await deleteOwnFile(
        app.db,
        app.uploads.store,
        callerOf(request, "seller").ownerId,
        asFileUuid(request.params.uuid),
      );
      return ok(request, null, "server.fileDeleted");
    },
  );
};

export default filesRoutes;
