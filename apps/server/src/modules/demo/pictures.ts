import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { getIconData, iconToSVG } from "@iconify/utils";
import type { IconifyJSON } from "@iconify-json/fluent-emoji";
import type { CategoryKey } from "@seller/contract/catalogue";
import sharp from "sharp";
import type { DemoColor } from "./catalogue-data";

/** Soft gradients per category, so a grid of demo products reads like a shop's photos. */
const BACKDROPS: Record<CategoryKey, [string, string]> = {
  tiktok_market: ["#fff3f8", "#ffd3e4"],
  beauty: ["#fff6f0", "#ffdac8"],
  fashion: ["#f5f7ff", "#d9e2ff"],
  sports: ["#f0fbf4", "#cdeed9"],
  electronics: ["#f3f7fb", "#d5e1ee"],
};

const SIZE = 960;
/** Bump when the drawing changes, so cached pictures are drawn anew. */
const DRAWING_VERSION = 1;

export type Picture = {
  icon: string;
  category: CategoryKey;
  color?: DemoColor | undefined;
  closeUp?: boolean;
};

/** The Fluent Emoji set (an npm package, about 100 MB of JSON): read once, only while seeding. */
export async function loadEmojiSet(): Promise<IconifyJSON> {
  const path = createRequire(import.meta.url).resolve("@iconify-json/fluent-emoji/icons.json");
  return JSON.parse(await readFile(path, "utf8")) as IconifyJSON;
}

function backdrop(category: CategoryKey, closeUp: boolean): Buffer {
  const [inner, outer] = BACKDROPS[category];
  const shadow = closeUp ? "" : `<ellipse cx="480" cy="835" rx="250" ry="30" fill="#000" opacity="0.07"/>`;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">
      <defs><radialGradient id="bg" cx="50%" cy="${closeUp ? 60 : 38}%" r="78%">
        <stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/>
      </radialGradient></defs>
      <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>${shadow}</svg>`,
  );
}

/**
 * A product photo: the emoji on its category's backdrop, painted in the chosen
 * colour (a tint keeps its shading; black, white and grey are shades of grey),
 * or a larger, tilted close-up for a second gallery picture.
 */
export async function drawPicture(set: IconifyJSON, picture: Picture): Promise<Buffer> {
  const data = getIconData(set, picture.icon);
  if (!data) throw new Error(`emoji ${picture.icon} is not in the Fluent Emoji set`);
  const side = picture.closeUp ? 760 : 600;
  const built = iconToSVG(data, { height: side });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="${built.attributes.viewBox}">${built.body}</svg>`;
  let emoji = sharp(Buffer.from(svg));
  const paint = picture.color?.paint;
  if (paint && "tint" in paint) emoji = emoji.tint(paint.tint);
  if (paint && "grey" in paint)
    emoji = emoji.greyscale().linear(paint.grey > 1 ? 0.35 : paint.grey, paint.grey > 1 ? 170 : 0);
  if (picture.closeUp) emoji = emoji.rotate(-12, { background: { r: 0, g: 0, b: 0, alpha: 0 } });
  const layer = await emoji.png().toBuffer({ resolveWithObject: true });
  const left = Math.round((SIZE - layer.info.width) / 2) + (picture.closeUp ? 60 : 0);
  const top = Math.round((SIZE - layer.info.height) / 2) + (picture.closeUp ? 90 : -20);
  return sharp(backdrop(picture.category, picture.closeUp ?? false))
    .composite([{ input: layer.data, left: Math.max(0, left), top: Math.max(0, top) }])
    .png({ compressionLevel: 3 })
    .toBuffer();
}

/**
 * Drawing takes a tenth of a second a picture; the PNGs are kept in `dir`
 * (under DATA_DIR) by a hash of what they show, so a restart or a second
 * database on the same data folder draws nothing again.
 */
export async function cachedPicture(
  dir: string,
  set: () => Promise<IconifyJSON>,
  picture: Picture,
): Promise<Buffer> {
  const key = createHash("sha256")
    .update(JSON.stringify({ v: DRAWING_VERSION, ...picture }))
    .digest("hex")
    .slice(0, 32);
  const path = join(dir, `${key}.png`);
  const cached = await readFile(path).catch(() => undefined);
  if (cached) return cached;
  const drawn = await drawPicture(await set(), picture);
  await mkdir(dir, { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, drawn);
  await rename(partial, path);
  return drawn;
}
