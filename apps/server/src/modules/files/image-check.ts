import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS, UPLOAD_MAX_SIDE_PX } from "@seller/contract/files";
import sharp from "sharp";
import { AppError } from "../../lib/app-error";

export type CheckedImage = {
  mime: "image/jpeg" | "image/png";
  bytes: Buffer;
  width: number;
  height: number;
};

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The type the bytes say, whatever the name or the declared content type claim. */
function typeByBytes(bytes: Buffer): CheckedImage["mime"] | undefined {
  if (bytes.subarray(0, 3).equals(JPEG_MAGIC)) return "image/jpeg";
  if (bytes.subarray(0, 8).equals(PNG_MAGIC)) return "image/png";
  return undefined;
}

/**
 * Checks an uploaded image and re-encodes it. Only JPEG and PNG of at most
 * 2 MB are accepted (spec section 9); the pixel size is read from the header
 * before anything is decoded, so a small file claiming a huge image (a
 * decompression bomb) is refused cheaply. Re-encoding keeps the pixels and
 * drops everything else: EXIF (GPS location, camera), comments, and any bytes
 * hidden after the image. The EXIF orientation is applied first so that a
 * phone photo still shows the right way up.
 */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  if (bytes.length === 0) throw new AppError("UPLOAD_FAILED", "server.fileEmpty");
  if (bytes.length > UPLOAD_MAX_BYTES) throw new AppError("UPLOAD_FILE_TOO_LARGE", "server.fileTooLarge");
  const mime = typeByBytes(bytes);
  if (!mime) throw new AppError("UPLOAD_FILE_TYPE_INVALID", "server.fileTypeInvalid");

  const options = { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: "error" as const };
  let width: number;
  let height: number;
  try {
    const header = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
    width = header.width ?? 0;
    height = header.height ?? 0;
  } catch {
    throw new AppError("UPLOAD_FILE_TYPE_INVALID", "server.imageUnreadable");
  }
  if (width > UPLOAD_MAX_SIDE_PX || height > UPLOAD_MAX_SIDE_PX || width * height > UPLOAD_MAX_PIXELS) {
    throw new AppError("UPLOAD_FILE_TOO_LARGE", "server.imageTooManyPixels", { max: UPLOAD_MAX_SIDE_PX });
  }
  try {
    const image = sharp(bytes, options).rotate();
    // Plain libjpeg-turbo: mozjpeg saves about 10% of the size but took 7 times as long (880 ms
    // against 120 ms for a 12-megapixel photo), and the bytes stay private anyway.
    const encoded = mime === "image/jpeg" ? image.jpeg({ quality: 90 }) : image.png({ compressionLevel: 9 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { mime, bytes: data, width: info.width, height: info.height };
  } catch {
    throw new AppError("UPLOAD_FILE_TYPE_INVALID", "server.imageUnreadable");
  }
}
