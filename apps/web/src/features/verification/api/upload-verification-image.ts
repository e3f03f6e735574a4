import { uploadedFileSchema, type VerificationUploadSide } from "@seller/contract/files";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { type ShrinkProgress, shrinkIdImage } from "../image/shrink-image";
import { verificationKeys } from "./query-keys";

/** What the screen keeps of an upload: the url shows the preview, the uuid deletes it. */
const uploadAnswerSchema = uploadedFileSchema.partial().required({ uuid: true, url: true });
export type UploadedImage = {
  uuid: string;
  url: string;
  fileName?: string;
  formattedSize?: string;
};

/** An upload the server accepted but answered in a way the screen cannot use (spec section 8). */
export class UploadAnswerError extends Error {
  override readonly name = "UploadAnswerError";
  constructor(readonly reason: "badResponse" | "missingUrl") {
    super(`verification upload answer: ${reason}`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object";
}

/** Spec section 7: a response without url or uuid is an error, even when it says success. */
export function readUploadAnswer(data: unknown): UploadedImage {
  if (!isRecord(data)) throw new UploadAnswerError("badResponse");
  if (typeof data.url !== "string" || !data.url || typeof data.uuid !== "string" || !data.uuid) {
    throw new UploadAnswerError("missingUrl");
  }
  const parsed = uploadAnswerSchema.safeParse(data);
  if (!parsed.success) throw new UploadAnswerError("badResponse");
  return {
    uuid: parsed.data.uuid,
    url: parsed.data.url,
    fileName: parsed.data.file_name,
    formattedSize: parsed.data.formatted_size,
  };
}

export async function uploadVerificationImage(input: {
  file: File;
  side: VerificationUploadSide;
  /** Progress of making a photo over 2 MB smaller before it is sent. */
  onProgress?: ShrinkProgress;
}): Promise<UploadedImage> {
  const file = await shrinkIdImage(input.file, input.onProgress);
  const form = new FormData();
  // The side first: a streaming parser knows what the file is for before its bytes arrive.
  form.append("type", input.side);
  form.append("file", file, file.name);
  const { data } = await apiRequest<unknown>("/sellers/verification/upload", { method: "POST", body: form });
  return readUploadAnswer(data);
}

/** Failures are reported by the screen: an unusable answer has its own message (spec section 8). */
export function useUploadVerificationImage() {
  return useMutation({
    mutationKey: verificationKeys.upload(),
    mutationFn: uploadVerificationImage,
    meta: { handleErrors: false },
  });
}
