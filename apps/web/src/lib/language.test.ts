import { describe, expect, it } from "vitest";
import { normalizeLanguage, resolveInitialLanguage } from "./language";

describe("language resolution", () => {
  it("takes the app_language cookie first", () => {
    expect(resolveInitialLanguage({ cookie: "en", stored: "zh-CN" })).toBe("en");
  });

  it("falls back to local storage when there is no usable cookie", () => {
    expect(resolveInitialLanguage({ cookie: undefined, stored: "zh-TW" })).toBe("zh-TW");
    expect(resolveInitialLanguage({ cookie: "fr", stored: "zh-CN" })).toBe("zh-CN");
  });

  it("starts in Thai when nothing is saved or the saved value is not supported", () => {
    expect(resolveInitialLanguage({})).toBe("th");
    expect(resolveInitialLanguage({ cookie: "de", stored: "EN" })).toBe("th");
  });

  it("reads an unknown language as Thai", () => {
    expect(normalizeLanguage("ja")).toBe("th");
    expect(normalizeLanguage(undefined)).toBe("th");
    expect(normalizeLanguage("zh-CN")).toBe("zh-CN");
  });
});
