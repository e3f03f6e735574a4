#!/usr/bin/env node
/**
 * Makes the installable app's icons (apps/web/public/icons) from the same
 * drawing as favicon.svg: the blue rounded square with the white bag and the
 * tick. Nothing is downloaded; sharp (already a server dependency) renders the SVG.
 *   - icon-192.png, icon-512.png: "any" purpose, transparent corners;
 *   - maskable-512.png: full-bleed blue with the bag inside the 80% safe zone,
 *     so launchers that crop to a circle or a squircle keep it whole;
 *   - apple-touch-icon.png (180 px): iOS's home-screen icon, no transparency.
 *
 *   node scripts/make-app-icons.mjs
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const out = join(import.meta.dirname, "../apps/web/public/icons");
mkdirSync(out, { recursive: true });

const gradient = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="#2d94ff"/><stop offset="1" stop-color="#0062cc"/></linearGradient></defs>`;
const bag = `<path d="M17 26h30l-2.6 21.2A4 4 0 0 1 40.4 51H23.6a4 4 0 0 1-4-3.8z" fill="#fff"/>
  <path d="M24.5 26v-3.5a7.5 7.5 0 0 1 15 0V26" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>
  <path d="M25.5 37.5l4.5 4.5 8.5-9" fill="none" stroke="#007bff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;

/** The favicon's drawing on a 64-unit canvas: rounded, or full-bleed with the bag scaled into the safe zone. */
function svg({ rounded, scale }) {
  const offset = (64 - 64 * scale) / 2;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${gradient}
  <rect width="64" height="64" rx="${rounded ? 16 : 0}" fill="url(#g)"/>
  <g transform="translate(${offset} ${offset - 1.5 * scale}) scale(${scale})">${bag}</g></svg>`);
}

const icons = [
  { file: "icon-192.png", size: 192, rounded: true, scale: 1 },
  { file: "icon-512.png", size: 512, rounded: true, scale: 1 },
  { file: "maskable-512.png", size: 512, rounded: false, scale: 0.8 },
  { file: "apple-touch-icon.png", size: 180, rounded: false, scale: 0.9 },
];
for (const icon of icons) {
  await sharp(svg(icon), { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(join(out, icon.file));
  console.log(`apps/web/public/icons/${icon.file}`);
}
