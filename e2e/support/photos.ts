import type { Page } from "playwright-core";

/**
 * Phone-camera-like JPEG files for the upload tests, made by the page's own canvas: a gradient
 * with grain, the grain raised until the file reaches the wanted size (a real 12-16 megapixel
 * photo is 2-6 MB, a detailed one 13 MB).
 */
export async function cameraJpeg(
  page: Page,
  size: { width: number; height: number; minBytes: number },
): Promise<Buffer> {
  const base64 = await page.evaluate(async ({ width, height, minBytes }) => {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d canvas");
    let grain = 40;
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, "#3a6ea5");
      gradient.addColorStop(1, "#f0c27b");
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      const image = context.getImageData(0, 0, width, height);
      const pixels = image.data;
      const noise = new Uint8Array(65536);
      for (let start = 0; start < pixels.length; start += noise.length) {
        crypto.getRandomValues(noise);
        const end = Math.min(pixels.length, start + noise.length);
        for (let at = start; at < end; at += 1) {
          if ((at & 3) !== 3)
            pixels[at] = (pixels[at] ?? 0) + (((noise[at - start] ?? 0) * grain) >> 8) - (grain >> 1);
        }
      }
      context.putImageData(image, 0, 0);
      const blob = await canvas.convertToBlob({ type: "image/jpeg", quality: 0.95 });
      if (blob.size >= minBytes) {
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let text = "";
        for (let at = 0; at < bytes.length; at += 32768)
          text += String.fromCharCode(...bytes.subarray(at, at + 32768));
        return btoa(text);
      }
      grain = Math.min(255, Math.round(grain * 1.5));
    }
    throw new Error(`could not make a ${minBytes}-byte JPEG`);
  }, size);
  return Buffer.from(base64, "base64");
}

/**
 * The same JPEG with an EXIF block saying "rotate 90° clockwise to show" (orientation 6), as a
 * phone writes when held upright: the stored pixels are landscape, the photo is portrait.
 */
export function withExifOrientation(jpeg: Buffer, orientation: number): Buffer {
  const tiff = Buffer.from([
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08, // big-endian TIFF header, first IFD at 8
    0x00,
    0x01, // one entry
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    orientation >> 8,
    orientation & 0xff,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00, // no next IFD
  ]);
  const body = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1]), length, body]);
  // After the JFIF APP0 block when there is one, as a camera file has it.
  const afterApp0 = jpeg[2] === 0xff && jpeg[3] === 0xe0 ? 4 + jpeg.readUInt16BE(4) : 2;
  return Buffer.concat([jpeg.subarray(0, afterApp0), app1, jpeg.subarray(afterApp0)]);
}

/** Width and height from a JPEG's frame header. */
export function jpegDimensions(jpeg: Buffer): { width: number; height: number } {
  let at = 2;
  while (at + 9 < jpeg.length) {
    if (jpeg[at] !== 0xff) throw new Error(`not a JPEG marker at ${at}`);
    const marker = jpeg[at + 1] ?? 0;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: jpeg.readUInt16BE(at + 5), width: jpeg.readUInt16BE(at + 7) };
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  throw new Error("no JPEG frame header");
}
