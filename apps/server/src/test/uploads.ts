import { deflateSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import type { App } from "../app";
import { bearer, inEnglish } from "./app";

/** A real JPEG carrying camera and GPS EXIF (a phone photo taken at home in Bangkok). */
export function jpegWithLocation(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#c83232" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "TestCam", Model: "X1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "13/1 45/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "100/1 30/1 0/1",
      },
    })
    .toBuffer();
}

export function png(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#3264c8" } })
    .png()
    .toBuffer();
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A small file whose header claims a huge image: what a decompression bomb looks like. */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A valid PNG padded with a text chunk to exactly `size` bytes. */
export async function pngOfExactly(size: number): Promise<Buffer> {
  const small = await png(8, 8);
  const iend = small.subarray(small.length - 12);
  const head = small.subarray(0, small.length - 12);
  const padding = size - small.length - 12 - "Comment\0".length;
  const text = chunk(
    "tEXt",
    Buffer.concat([Buffer.from("Comment\0", "latin1"), Buffer.alloc(padding, 0x61)]),
  );
  const file = Buffer.concat([head, text, iend]);
  if (file.length !== size) throw new Error(`padded PNG is ${file.length}, not ${size}`);
  return file;
}

export type FilePart = { bytes: Buffer; fileName: string; contentType?: string };

/** A multipart/form-data body as a browser sends it; the file part may come before the fields. */
export function multipart(fields: Record<string, string>, file?: FilePart, fileFirst = false) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const fileParts = file
    ? [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\n` +
            `Content-Type: ${file.contentType ?? "application/octet-stream"}\r\n\r\n`,
        ),
        file.bytes,
        Buffer.from("\r\n"),
      ]
    : [];
  const parts = fileFirst ? [...fileParts, ...fieldParts] : [...fieldParts, ...fileParts];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST an upload as a signed-in seller, answers in English. */
export function upload(
  app: App,
  token: string,
  url: "/api/sellers/verification/upload" | "/api/files/upload",
  type: string,
  file: FilePart,
): Promise<LightMyRequestResponse> {
  const body = multipart({ type }, file);
  return app.inject({
    method: "POST",
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token), ...inEnglish },
  });
}

/** Uploads a front or back ID image and returns the answer's data (throws if refused). */
export async function uploadIdImage(app: App, token: string, side: "front" | "back") {
  const response = await upload(app, token, "/api/sellers/verification/upload", side, {
    bytes: await jpegWithLocation(),
    fileName: `${side}.jpg`,
    contentType: "image/jpeg",
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json().data as { uuid: string; url: string };
}
