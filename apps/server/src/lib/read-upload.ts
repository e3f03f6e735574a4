import type { FastifyRequest } from "fastify";
import { AppError } from "./app-error";

export type Upload = { fileName: string; bytes: Buffer; fields: Record<string, string> };

/** The multipart errors a seller can cause, as the error catalogue names them. */
function uploadError(error: unknown): AppError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return new AppError("UPLOAD_FILE_TOO_LARGE", "server.fileTooLarge");
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return new AppError("UPLOAD_FAILED", "server.uploadNotMultipart");
    case "FST_PARTS_LIMIT":
    case "FST_FILES_LIMIT":
    case "FST_FIELDS_LIMIT":
    case "FST_PROTO_VIOLATION":
    case "FST_MP_PREMATURE_CLOSE":
      return new AppError("UPLOAD_FAILED");
  }
  // busboy's own errors carry no code, only their words: a form without a boundary (or one
  // longer than busboy can search for), a part or a form that ends before its boundary.
  const message = error instanceof Error ? error.message : "";
  if (/^Multipart: |unexpected end of multipart data|^The needle /i.test(message))
    return new AppError("UPLOAD_FAILED");
  return undefined;
}

/**
 * Reads a form upload of one `file` and a few short text fields, in any order
 * (a form may send `type` after the file). The file is held in memory: the
 * multipart limit has already capped it at 2 MB.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError("UPLOAD_FAILED", "server.uploadNotMultipart");
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        if (part.fieldname === "file" && !file) file = { fileName: part.filename ?? "", bytes };
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error) ?? error;
  }
  if (!file) throw new AppError("UPLOAD_FAILED", "server.fileMissing");
  return { ...file, fields };
}
