/*
 * Upload limits without zod: the buyer's order page (its payment slip) reads them, and its first
 * download stays free of the schema library (bench/bundles.bench.ts). files.ts re-exports them.
 */

/** Spec section 9: "Upload limit: 2 MB, JPG or PNG". 2 MB is 2 * 1024 * 1024 bytes. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** What the server accepts, decided by the file's bytes, not its name. */
export const UPLOAD_MIME_TYPES = ["image/jpeg", "image/png"] as const;
/** For <input accept>: a hint to the picker only; the server checks the bytes. */
export const UPLOAD_ACCEPT = ".jpg,.jpeg,.png,image/jpeg,image/png";
/** A photo of an ID card needs far less; larger images are refused before decoding. */
export const UPLOAD_MAX_SIDE_PX = 10_000;
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** Uploads not yet submitted that one seller may hold at once; they expire within the hour. */
export const UPLOAD_UNSUBMITTED_MAX = 20;
