import { randomBytes } from "node:crypto";
import { deflateSync } from "node:zlib";

/**
 * Small real PNG files for the upload tests, encoded by hand (no image library
 * in the workspace): an ID-card-like picture, so screenshots look like the real thing.
 */
type Rgb = readonly [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

class Canvas {
  readonly pixels: Buffer;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = Buffer.alloc(width * height * 3);
    this.rect(0, 0, width, height, background);
  }

  rect(x: number, y: number, w: number, h: number, [r, g, b]: Rgb): void {
    for (let row = Math.max(0, y); row < Math.min(this.height, y + h); row += 1) {
      for (let col = Math.max(0, x); col < Math.min(this.width, x + w); col += 1) {
        const at = (row * this.width + col) * 3;
        this.pixels[at] = r;
        this.pixels[at + 1] = g;
        this.pixels[at + 2] = b;
      }
    }
  }

  png(): Buffer {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.writeUInt8(8, 8); // bit depth
    header.writeUInt8(2, 9); // colour type: RGB
    const rows = Buffer.alloc((this.width * 3 + 1) * this.height);
    for (let y = 0; y < this.height; y += 1) {
      rows[y * (this.width * 3 + 1)] = 0; // filter: none
      this.pixels.copy(rows, y * (this.width * 3 + 1) + 1, y * this.width * 3, (y + 1) * this.width * 3);
    }
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(rows)),
      chunk("IEND", Buffer.alloc(0)),
    ]);
  }
}

const INK: Rgb = [60, 72, 96];
const FAINT: Rgb = [150, 165, 190];

/** An 428 x 270 picture of an ID card's front (photo and text lines) or back (laser code and bars). */
export function idCardPng(side: "front" | "back"): Buffer {
  const card = new Canvas(428, 270, [232, 240, 250]);
  card.rect(0, 0, 428, 44, side === "front" ? [26, 94, 180] : [120, 130, 150]);
  card.rect(16, 14, 180, 14, [255, 255, 255]);
  if (side === "front") {
    card.rect(300, 64, 108, 136, [200, 210, 226]);
    card.rect(330, 84, 48, 48, [150, 165, 190]); // head
    card.rect(316, 140, 76, 60, [150, 165, 190]); // shoulders
    for (let line = 0; line < 6; line += 1) {
      card.rect(20, 70 + line * 26, line % 2 ? 150 : 250, 10, line % 2 ? FAINT : INK);
    }
    card.rect(20, 232, 200, 18, INK); // the ID number
  } else {
    for (let bar = 0; bar < 60; bar += 1) card.rect(24 + bar * 6, 70, bar % 3 ? 3 : 2, 56, INK);
    card.rect(24, 150, 200, 12, INK); // laser code
    for (let line = 0; line < 3; line += 1) card.rect(24, 180 + line * 24, 320, 10, FAINT);
  }
  return card.png();
}

/** A plain PNG of the given size in bytes or more: for the 2 MB limit, noise that does not compress. */
export function largePng(minBytes: number): Buffer {
  const side = Math.ceil(Math.sqrt(minBytes / 3)) + 16;
  const canvas = new Canvas(side, side, [0, 0, 0]);
  randomBytes(canvas.pixels.length).copy(canvas.pixels);
  return canvas.png();
}

/** A 600 x 600 product photo: a coloured box with a lid on a light backdrop, for the catalogue's gallery. */
export function productPng(colour: Rgb): Buffer {
  const photo = new Canvas(600, 600, [244, 246, 250]);
  photo.rect(150, 220, 300, 260, colour);
  photo.rect(130, 180, 340, 60, colour.map((value) => Math.max(0, value - 40)) as unknown as Rgb);
  photo.rect(150, 480, 300, 16, [210, 215, 225]);
  return photo.png();
}
