import { UPLOAD_MAX_BYTES } from "@seller/contract/upload-limits";
import { fitSteps, fitTargetBytes, needsFitting } from "../rules/fit-image";

/** The picture could not be brought under the limit, or the browser could not read it. */
export class ShrinkError extends Error {
  override readonly name = "ShrinkError";
  constructor(readonly reason: "unreadable" | "tooLarge") {
    super(`id image shrink: ${reason}`);
  }
}

/** 0..1, from reading the photo to the encoding that fits. */
export type ShrinkProgress = (fraction: number) => void;

type Surface = {
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
  encode: (quality: number) => Promise<Blob | null>;
};

function surface(width: number, height: number): Surface | undefined {
  if (typeof OffscreenCanvas !== "undefined") {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) return undefined;
    return {
      context,
      encode: (quality) => canvas.convertToBlob({ type: "image/jpeg", quality }).catch(() => null),
    };
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return undefined;
  return {
    context,
    encode: (quality) => new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", quality)),
  };
}

/**
 * The EXIF orientation is applied while decoding ('from-image'), so a portrait photo taken with the
 * phone turned stays portrait: the canvas writes no EXIF, the pixels themselves are turned.
 */
async function decode(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new ShrinkError("unreadable");
  }
}

function jpegName(name: string): string {
  const dot = name.lastIndexOf(".");
  return `${dot < 0 ? name : name.slice(0, dot)}.jpg`;
}

/**
 * A photo over the server's 2 MB limit (spec section 9, unchanged) is re-encoded as JPEG in the
 * browser, with the steps of fitSteps, until one is under the limit. A photo within it is sent as is.
 */
export async function shrinkIdImage(
  file: File,
  onProgress: ShrinkProgress = () => {},
  maxBytes: number = UPLOAD_MAX_BYTES,
): Promise<File> {
  if (!needsFitting(file.size, maxBytes)) return file;
  onProgress(0.05);
  const target = fitTargetBytes(maxBytes);
  const bitmap = await decode(file);
  try {
    const steps = fitSteps(bitmap.width, bitmap.height);
    let drawn: { width: number; height: number; canvas: Surface } | undefined;
    for (const [index, step] of steps.entries()) {
      if (!drawn || drawn.width !== step.width || drawn.height !== step.height) {
        const canvas = surface(step.width, step.height);
        if (!canvas) throw new ShrinkError("unreadable");
        canvas.context.imageSmoothingQuality = "high";
        canvas.context.drawImage(bitmap, 0, 0, step.width, step.height);
        drawn = { width: step.width, height: step.height, canvas };
      }
      const blob = await drawn.canvas.encode(step.quality);
      onProgress(0.1 + (0.9 * (index + 1)) / steps.length);
      if (blob && blob.size > 0 && blob.size <= target) {
        onProgress(1);
        return new File([blob], jpegName(file.name), { type: "image/jpeg", lastModified: file.lastModified });
      }
    }
    throw new ShrinkError("tooLarge");
  } finally {
    bitmap.close();
  }
}
