import { describe, expect, it } from "vitest";
import { languageFromCookies, languagePage, matchLanguage } from "./languages";

describe("languageFromCookies", () => {
  it("reads the app's language cookie among others", () => {
    expect(languageFromCookies("app_language=en")).toBe("en");
    expect(languageFromCookies("theme=dark; app_language=zh-TW; other=1")).toBe("zh-TW");
    expect(languageFromCookies("a=1;app_language=zh-CN")).toBe("zh-CN");
  });

  it("ignores a missing, unsupported or look-alike cookie", () => {
    expect(languageFromCookies(undefined)).toBeUndefined();
    expect(languageFromCookies("")).toBeUndefined();
    expect(languageFromCookies("app_language=fr")).toBeUndefined();
    expect(languageFromCookies("app_language=%E0%A4%A")).toBeUndefined();
    expect(languageFromCookies("my_app_language=en")).toBeUndefined();
  });
});

describe("languagePage", () => {
  it("keeps the default language's page name and marks the others", () => {
    expect(languagePage("pages/login-page.html", "th")).toBe("pages/login-page.html");
    expect(languagePage("pages/login-page.html", "zh-CN")).toBe("pages/login-page.zh-CN.html");
  });
});

describe("matchLanguage", () => {
  it("reads Accept-Language in list order, Traditional Chinese for Taiwan and Hong Kong", () => {
    expect(matchLanguage("fr, en-GB;q=0.8, th;q=0.5")).toBe("en");
    expect(matchLanguage("zh-HK")).toBe("zh-TW");
    expect(matchLanguage("zh-Hans-CN")).toBe("zh-CN");
    expect(matchLanguage("de")).toBeUndefined();
  });
});
