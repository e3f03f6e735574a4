import { z } from "zod";
import { UPLOAD_MIME_TYPES } from "./upload-limits";

export {
  UPLOAD_ACCEPT,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PIXELS,
  UPLOAD_MAX_SIDE_PX,
  UPLOAD_MIME_TYPES,
  UPLOAD_UNSUBMITTED_MAX,
} from "./upload-limits";

/** The `type` field of POST /api/files/upload (spec section 7). */
export const FILE_UPLOAD_TYPES = ["image", "product", "avatar", "id_card", "business_license"] as const;
export type FileUploadType = (typeof FILE_UPLOAD_TYPES)[number];
export const fileUploadTypeSchema = z.enum(FILE_UPLOAD_TYPES, { error: "validation.uploadTypeInvalid" });

/** The `type` field of POST /api/sellers/verification/upload. */
export const VERIFICATION_UPLOAD_SIDES = ["front", "back"] as const;
export type VerificationUploadSide = (typeof VERIFICATION_UPLOAD_SIDES)[number];
export const verificationUploadSideSchema = z.enum(VERIFICATION_UPLOAD_SIDES, {
  error: "validation.uploadSideInvalid",
});

/**
 * An uploaded file as both upload calls answer it (spec section 3). `url` is
 * the private route `/api/files/{uuid}`: it answers only with the bearer token
 * of the owner or an operator, so the app fetches the bytes and shows them as
 * a `blob:` url; the link alone opens nothing. `expires_at` is when an
 * unsubmitted upload is removed; null once a submission uses it.
 */
export const uploadedFileSchema = z.object({
  uuid: z.uuid(),
  url: z.string(),
  expires_at: z.string().nullable(),
  file_name: z.string(),
  formatted_size: z.string(),
  size_bytes: z.number().int(),
  mime_type: z.enum(UPLOAD_MIME_TYPES),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** "350 KB", "1.2 MB": 1024-based, one decimal below 10 of a unit. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = value < 10 ? value.toFixed(1).replace(/\.0$/, "") : Math.round(value).toString();
  return `${text} ${units[unit]}`;
}

/** The private address of a file's bytes; it needs the bearer token. */
export const fileUrl = (uuid: string) => `/api/files/${uuid}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A file given back to the server: its uuid, or the url an upload answered
 * ("/api/files/{uuid}", with or without a query). Either reads as the uuid.
 */
export function fileUuidFromReference(value: string): string | undefined {
  const text = value.trim();
  if (UUID.test(text)) return text.toLowerCase();
  const path = text.replace(/^https?:\/\/[^/]+/i, "").split(/[?#]/)[0] ?? "";
  const id = /^\/api\/files\/([^/]+)$/.exec(path)?.[1];
  return id && UUID.test(id) ? id.toLowerCase() : undefined;
}
