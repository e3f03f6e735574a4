/** Spec sections 5 and 9: identity images are JPG or PNG, at most 2 MB. */
export const ID_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const ID_IMAGE_TYPES = ["image/jpeg", "image/png"] as const;
export const ID_IMAGE_EXTENSIONS = [".jpg", ".jpeg", ".png"] as const;
/** For the file input's `accept`: the picker offers only what would pass. */
export const ID_IMAGE_ACCEPT = [...ID_IMAGE_TYPES, ...ID_IMAGE_EXTENSIONS].join(",");

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
  const typeOk = file.type === "" || (ID_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase());
  const extensionOk = (ID_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  if (!typeOk || !extensionOk) return "unsupportedType";
  if (file.size <= 0) return "empty";
  if (file.size > ID_IMAGE_MAX_BYTES) return "tooLarge";
  return undefined;
}
