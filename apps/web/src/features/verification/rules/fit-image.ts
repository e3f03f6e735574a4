/**
 * How a phone photo is made to fit the server's upload limit (spec section 9: 2 MB), in the
 * browser, before it is sent: most camera photos are 2-6 MB and some 13 MB or more.
 * The pure part lives here; the canvas work is in ../image/shrink-image.ts.
 */

/** An ID card stays readable at this size; larger only costs bytes on a slow connection. */
export const FIT_LONG_EDGE_PX = 2560;
/** Below this the card's small print is no longer readable: the steps stop here. */
export const FIT_MIN_LONG_EDGE_PX = 800;
/**
 * Each pass tries these JPEG qualities before the picture is made smaller. Never below 0.9: the
 * server re-encodes at quality 90 (files/image-check.ts), which would make a lower-quality file
 * grow again, past 2 MB for a grainy photo (measured: 1.7 MB at 0.68 came back as 2.1 MB).
 */
export const FIT_QUALITIES: readonly number[] = [0.92, 0.9];
/** How much each pass shrinks the sides. */
const SCALE_STEP = 0.85;

/**
 * The share of the limit an encoding may use. The server re-encodes every image at JPEG quality 90
 * (files/image-check.ts) and keeps that; a grainy photo that just fits can come out a few percent
 * larger, so the browser leaves room for it and the stored file stays within 2 MB too.
 */
export const FIT_TARGET_SHARE = 0.85;

/** The most bytes an encoding may have for an upload limit of maxBytes. */
export function fitTargetBytes(maxBytes: number): number {
  return Math.floor(maxBytes * FIT_TARGET_SHARE);
}

export type FitStep = { width: number; height: number; quality: number };

/**
 * The encodings to try in order, from the best that may fit to the smallest still readable:
 * the picture first brought down to FIT_LONG_EDGE_PX (never enlarged), then quality stepped
 * down, then the sides by a quarter, until the long edge would go under FIT_MIN_LONG_EDGE_PX.
 * The caller stops at the first encoding under the limit.
 */
export function fitSteps(width: number, height: number): FitStep[] {
  if (!(width > 0 && height > 0)) return [];
  const longEdge = Math.max(width, height);
  let scale = Math.min(1, FIT_LONG_EDGE_PX / longEdge);
  const floor = Math.min(1, FIT_MIN_LONG_EDGE_PX / longEdge);
  const steps: FitStep[] = [];
  for (;;) {
    const w = Math.max(1, Math.round(width * scale));
    const h = Math.max(1, Math.round(height * scale));
    for (const quality of FIT_QUALITIES) steps.push({ width: w, height: h, quality });
    if (scale <= floor) return steps;
    scale = Math.max(floor, scale * SCALE_STEP);
  }
}

/**
 * A file is re-encoded when it is over the limit. One within the limit is sent as picked,
 * so a small photo keeps its own quality.
 */
export function needsFitting(size: number, maxBytes: number): boolean {
  return size > maxBytes;
}
