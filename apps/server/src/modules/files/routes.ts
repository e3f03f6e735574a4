import { successEnvelopeSchema } from "@seller/contract/envelope";
import { fileUploadTypeSchema, uploadedFileSchema } from "@seller/contract/files";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { ok } from "../../lib/envelope";
import { readUpload } from "../../lib/read-upload";
import { callerOf } from "../../plugins/auth";
import { resolveSession } from "../auth/sessions";
import type { Viewer } from "./access-token";
import { deleteOwnFile, describeFile, openFile, storeUpload } from "./service";

const fileParamsSchema = z.object({ uuid: z.string() });

/** Anything that is not a uuid cannot be a file: the same 404 as a missing one, never a 422 or a 500. */
function asFileUuid(value: string): string {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value))
    return value.toLowerCase();
  throw new AppError("REQUEST_NOT_FOUND", "server.fileNotFound");
}
const fileQuerySchema = z.object({ access: z.string().max(200).optional() });

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

  /** The viewer of GET /api/files/:uuid: a signed access token (for <img>) or the bearer header. */
  async function viewerOf(
    request: FastifyRequest,
    fileUuid: string,
    access: string | undefined,
  ): Promise<Viewer> {
    if (access !== undefined) {
      const viewer = app.uploads.viewerOf(fileUuid, access);
      if (!viewer) throw new AppError("AUTH_TOKEN_INVALID");
      return viewer;
    }
    const [scheme, token] = (request.headers.authorization ?? "").split(" ");
    if (scheme?.toLowerCase() !== "bearer" || !token)
      throw new AppError("AUTH_TOKEN_INVALID", "server.tokenMissing");
    const session = await resolveSession(app.db, token);
    return { kind: session.kind, id: session.ownerId };
  }

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
      const url = app.uploads.urlFor(row.uuid, { kind: "seller", id: seller });
      return reply.code(201).send(ok(request, describeFile(row, url), "server.uploaded"));
    },
  );

  routes.get(
    "/api/files/:uuid",
    { schema: { params: fileParamsSchema, querystring: fileQuerySchema } },
    async (request, reply) => {
      const uuid = asFileUuid(request.params.uuid);
      const viewer = await viewerOf(request, uuid, request.query.access);
      const { row, bytes } = await openFile(app.db, app.uploads.store, uuid, viewer);
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
      schema: { params: fileParamsSchema, response: { 200: successEnvelopeSchema(z.null()) } },
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
