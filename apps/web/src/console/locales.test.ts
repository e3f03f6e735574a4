import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGES } from "@seller/contract/languages";
import { describe, expect, it } from "vitest";

const localeDir = join(__dirname, "../../../../packages/contract/src/locales/console");
const read = (language: string) =>
  JSON.parse(readFileSync(join(localeDir, `${language}.json`), "utf8")) as object;

function flatten(tree: object, prefix = ""): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object")
      for (const [inner, leaf] of flatten(value, path)) entries.set(inner, leaf);
    else entries.set(path, value);
  }
  return entries;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts")
        ? [join(dir, entry.name)]
        : [],
  );
}

const thai = flatten(read("th"));

describe("the operator console's texts", () => {
  it.each(LANGUAGES)("%s has exactly the keys of the Thai file, none empty", (language) => {
    const texts = flatten(read(language));
    expect([...texts.keys()].sort()).toEqual([...thai.keys()].sort());
    for (const [key, value] of texts) expect(String(value).trim(), key).not.toBe("");
  });

  it("has every key the console's screens ask for by name", () => {
    const missing: string[] = [];
    for (const file of sources(__dirname)) {
      const code = readFileSync(file, "utf8");
      for (const match of code.matchAll(/\bt(?:ext)?\("([a-zA-Z.]+)"/g)) {
        const key = match[1] ?? "";
        if (!thai.has(key)) missing.push(`${file.slice(__dirname.length)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
