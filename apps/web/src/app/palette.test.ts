import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "../test/contrast";

/** The seller app's colour variables, as global.css declares them. */
const palette = Object.fromEntries(
  [
    ...readFileSync(new URL("./global.css", import.meta.url), "utf8").matchAll(
      /(--[\w-]+):\s*(#[0-9a-f]{6});/gi,
    ),
  ].map(([, name = "", value = ""]) => [name, value]),
);

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
    ["--adm-color-success", "#ffffff", "paid and in-stock badges, income amounts"],
    ["--adm-color-success", "--app-bg", "income amounts on the page grey"],
    ["--adm-color-primary", "#ffffff", "links and white text on primary buttons"],
    ["--app-text-muted", "--app-bg", "secondary text on the page grey"],
    ["--app-text-faint", "#ffffff", "faint text on cards"],
  ])("%s on %s keeps 4.5:1 (%s)", (foreground, background) => {
    const back = background.startsWith("--") ? colour(background) : background;
    expect(contrastRatio(colour(foreground), back)).toBeGreaterThanOrEqual(AA);
  });
});
