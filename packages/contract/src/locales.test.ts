import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "./errors";
import { LANGUAGES } from "./languages";
import { LOCALES } from "./messages";

function flatten(tree: object, prefix = ""): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object") {
      for (const [inner, leaf] of flatten(value, path)) entries.set(inner, leaf);
    } else {
      entries.set(path, value);
    }
  }
  return entries;
}

const thai = flatten(LOCALES.th);

describe("locale files", () => {
  it.each(LANGUAGES)("%s has exactly the keys of the Thai file", (language) => {
    const keys = [...flatten(LOCALES[language]).keys()].sort();
    expect(keys).toEqual([...thai.keys()].sort());
  });

  it.each(LANGUAGES)("%s has no empty or non-text values", (language) => {
    for (const [key, value] of flatten(LOCALES[language])) {
      expect(typeof value, key).toBe("string");
      expect((value as string).trim(), key).not.toBe("");
    }
  });

  it.each(LANGUAGES)("%s keeps every {{placeholder}} of the Thai text", (language) => {
    const placeholders = (text: unknown) =>
      String(text)
        .match(/\{\{\s*\w+\s*\}\}/g)
        ?.sort() ?? [];
    for (const [key, value] of flatten(LOCALES[language])) {
      expect(placeholders(value), key).toEqual(placeholders(thai.get(key)));
    }
  });

  it("has a message for every error code of the catalogue", () => {
    for (const code of ERROR_CODES) expect(thai.has(`errors.${code}`), code).toBe(true);
  });
});
