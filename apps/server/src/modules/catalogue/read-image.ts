import { CATALOGUE_IMAGE_MAX_BYTES } from "@seller/contract/catalogue";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error";

/**
 * The `file` part of an operator's multipart upload, up to the catalogue's own
 * limit (larger than an identity photo's). Other parts are read and ignored.
 */
export async function readCatalogueImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError("UPLOAD_FAILED", "server.uploadNotMultipart");
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: CATALOGUE_IMAGE_MAX_BYTES, files: 1 } })) {
      if (part.type !== "file") continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === "file") file = bytes;
    }
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError("UPLOAD_FILE_TOO_LARGE", "catalogue.server.imageTooLarge", {
        max: CATALOGUE_IMAGE_MAX_BYTES / (1024 * 1024),
      });
    }
    if (typeof code === "string" && code.startsWith("FST_")) throw new AppError("UPLOAD_FAILED");
    throw error;
  }
  if (!file) throw new AppError("UPLOAD_FAILED", "server.fileMissing");
  return file;
}
