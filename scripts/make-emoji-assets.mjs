// Writes the few Fluent Emoji pictures the web app shows (category tiles, the
// broken-image box, the promotion banners) as SVG files under
// apps/web/src/assets/emoji, from the @iconify-json/fluent-emoji package:
// nothing is downloaded, and the app does not carry the 100 MB set.
// Run: node scripts/make-emoji-assets.mjs
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const require = createRequire(join(import.meta.dirname, "../apps/server/package.json"));
const { getIconData, iconToSVG } = require("@iconify/utils");
const set = JSON.parse(readFileSync(require.resolve("@iconify-json/fluent-emoji/icons.json"), "utf8"));

/** File name: Fluent Emoji name. */
const PICTURES = {
  tiktok_market: "musical-notes",
  beauty: "lipstick",
  fashion: "dress",
  sports: "soccer-ball",
  electronics: "mobile-phone",
  "broken-image": "package",
  coupon: "ticket",
  festival: "party-popper",
  search: "magnifying-glass-tilted-left",
  empty: "shopping-bags",
};

const out = join(import.meta.dirname, "../apps/web/src/assets/emoji");
mkdirSync(out, { recursive: true });
for (const [file, name] of Object.entries(PICTURES)) {
  const data = getIconData(set, name);
  if (!data) throw new Error(`${name} is not in the set`);
  const { attributes, body } = iconToSVG(data);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${attributes.viewBox}"><title>${name}</title>${body}</svg>\n`;
  writeFileSync(join(out, `${file}.svg`), svg);
  console.log(`${file}.svg (${name}): ${svg.length} bytes`);
}
