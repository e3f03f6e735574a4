import { describe, expect, it } from "vitest";
import { findControlCharacters, isMultiLineField } from "./text-input";

describe("which fields may hold several lines", () => {
  it.each([
    "description",
    "description_en",
    "description_zh",
    "store_description",
    "reason",
    "message_zh_tw",
    "note",
    "announcement",
  ])("lets %s hold line breaks", (field) => {
    expect(isMultiLineField(field)).toBe(true);
    expect(findControlCharacters({ [field]: "first line\nsecond line" })).toBeUndefined();
  });

  it.each(["name", "name_en", "card_holder_name", "descriptions_list", "store_name", "title"])(
    "keeps %s on one line",
    (field) => {
      expect(isMultiLineField(field)).toBe(false);
      expect(findControlCharacters({ [field]: "a\nb" })).toEqual({
        path: field,
        messageKey: "security.singleLine",
      });
    },
  );

  it("refuses control characters even where line breaks are allowed", () => {
    expect(findControlCharacters({ description_en: "a\u0000b" })?.messageKey).toBe(
      "security.controlCharacters",
    );
  });
});
