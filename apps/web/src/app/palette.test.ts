import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The seller app's colour variables, as global.css declares them. */
const palette = Object.fromEntries(
  [
    ...readFileSync(new URL("./global.css", import.meta.url), "utf8").matchAll(
      /(--[\w-]+):\s*(#[0-9a-f]{6});/gi,
    ),
  ].map(([, name = "", value = ""]) => [name, value]),
);

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const colour = (name: string) => {
  const value = palette[name];
  if (!value) throw new Error(`global.css declares no ${name}`);
  return value;
};

describe("the seller app's palette", () => {
  // WCAG AA for small text; Lighthouse's accessibility audit checks the same bound.
  const AA = 4.5;

  it.each([
    ["--adm-color-danger", "#ffffff", "error texts, and the white count on the unread badge"],
    ["--adm-color-danger", "--app-bg", "error texts on the page grey"],
    ["--app-price", "#ffffff", "prices, and white text on discount badges"],
    ["--app-price", "--app-bg", "prices on the page grey"],
    ["--adm-color-primary", "#ffffff", "links and white text on primary buttons"],
    ["--app-text-muted", "--app-bg", "secondary text on the page grey"],
    ["--app-text-faint", "#ffffff", "faint text on cards"],
  ])("%s on %s keeps 4.5:1 (%s)", (foreground, background) => {
    const back = background.startsWith("--") ? colour(background) : background;
    expect(contrast(colour(foreground), back)).toBeGreaterThanOrEqual(AA);
  });
});
