import { UPLOAD_MIME_TYPES } from "@seller/contract/files";

/**
 * Spec sections 5 and 9: identity images are JPG or PNG, at most 2 MB on the server. A larger
 * photo is made smaller in the browser first (../image/shrink-image.ts); only one too large to
 * decode on a cheap phone without running out of memory is refused here.
 */
export const ID_IMAGE_MAX_PICK_BYTES = 30 * 1024 * 1024;
const ID_IMAGE_EXTENSIONS: readonly string[] = [".jpg", ".jpeg", ".png"];
const ID_IMAGE_TYPES: readonly string[] = UPLOAD_MIME_TYPES;

export type ImageFileProblem = "unsupportedType" | "tooLarge" | "empty";

type FileLike = Pick<File, "name" | "type" | "size">;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot).toLowerCase();
}

/**
 * Checked before anything is sent, so a wrong file costs the seller no upload.
 * Both the name and the type must say JPG or PNG. Some Android pickers give no
 * type at all: then the name decides, and the server still checks the bytes.
 */
export function checkIdImageFile(file: FileLike): ImageFileProblem | undefined {
  const typeOk = file.type === "" || ID_IMAGE_TYPES.includes(file.type.toLowerCase());
  const extensionOk = ID_IMAGE_EXTENSIONS.includes(extensionOf(file.name));
  if (!typeOk || !extensionOk) return "unsupportedType";
  if (file.size <= 0) return "empty";
  if (file.size > ID_IMAGE_MAX_PICK_BYTES) return "tooLarge";
  return undefined;
}
