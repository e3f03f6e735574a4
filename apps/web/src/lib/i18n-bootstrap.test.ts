// @vitest-environment jsdom
import type { Language } from "@seller/contract/languages";
import { beforeEach, describe, expect, it } from "vitest";
import { createEntryI18n, type EntryI18n, type LocaleParts, type TextsLoader } from "./i18n-bootstrap";
import { memoryStore } from "./storage";

const TEXTS: Record<Language, Record<string, string>> = {
  th: { title: "ร้านค้า", greeting: "สวัสดี", onlyInThai: "ภาษาไทยเท่านั้น" },
  en: { title: "Shop", greeting: "Hello" },
  "zh-CN": { title: "商店", greeting: "你好" },
  "zh-TW": { title: "商店", greeting: "你好" },
};

/** One part per language, counting its downloads; `failing` languages fail once, as offline. */
function fakeLocales(failing: Language[] = []) {
  const downloads: string[] = [];
  const loader =
    (language: Language): TextsLoader =>
    async () => {
      downloads.push(language);
      const index = failing.indexOf(language);
      if (index >= 0) {
        failing.splice(index, 1);
        throw new Error("offline");
      }
      return { default: TEXTS[language] };
    };
  const locales: LocaleParts<"all"> = {
    th: { all: loader("th") },
    en: { all: loader("en") },
    "zh-CN": { all: loader("zh-CN") },
    "zh-TW": { all: loader("zh-TW") },
  };
  return { locales, downloads };
}

/** These texts are not the seller app's typed keys: looked up as plain strings. */
const text = (texts: EntryI18n<"all">, key: string) => texts.i18n.t(key as never);

function entry(
  saved: Record<string, string> = {},
  options: { saveOnStart?: boolean; failing?: Language[] } = {},
) {
  const store = memoryStore(saved);
  const { locales, downloads } = fakeLocales(options.failing);
  const texts = createEntryI18n({
    locales,
    memory: {
      read: () => store.getItem("language"),
      save: (language) => store.setItem("language", language),
    },
    titleKey: "title",
    saveOnStart: options.saveOnStart,
  });
  return { texts, store, downloads };
}

describe("the i18n start every entry shares", () => {
  beforeEach(() => {
    document.documentElement.lang = "";
    document.title = "";
  });

  it("starts in Thai when nothing is saved on the device", async () => {
    const { texts, downloads } = entry();
    expect(await texts.start()).toBe("th");
    expect(text(texts, "greeting")).toBe("สวัสดี");
    expect(document.documentElement.lang).toBe("th");
    expect(document.title).toBe("ร้านค้า");
    expect(downloads).toEqual(["th"]);
  });

  it("starts in Thai when the saved language is not one the app speaks", async () => {
    const { texts } = entry({ language: "fr" });
    expect(texts.initialLanguage()).toBe("th");
    expect(await texts.start()).toBe("th");
    expect(texts.currentLanguage()).toBe("th");
  });

  it("starts in the saved language and downloads only its texts", async () => {
    const { texts, downloads } = entry({ language: "en" });
    expect(texts.currentLanguage()).toBe("en");
    await texts.start();
    expect(text(texts, "greeting")).toBe("Hello");
    expect(document.documentElement.lang).toBe("en");
    expect(document.title).toBe("Shop");
    expect(downloads).toEqual(["en"]);
  });

  it("shows the Thai text where a language lacks one, once Thai's texts are there", async () => {
    const { texts } = entry({ language: "th" });
    await texts.start();
    await texts.choose("en");
    expect(text(texts, "greeting")).toBe("Hello");
    expect(text(texts, "onlyInThai")).toBe("ภาษาไทยเท่านั้น");
  });

  it("saves a chosen language, and at start only for the entries that ask", async () => {
    const quiet = entry({ language: "en" });
    await quiet.texts.start();
    await quiet.texts.start("zh-CN");
    expect(quiet.store.dump()).toEqual({ language: "en" });
    await quiet.texts.choose("zh-TW");
    expect(quiet.store.dump()).toEqual({ language: "zh-TW" });
    expect(quiet.texts.currentLanguage()).toBe("zh-TW");

    const renewing = entry({}, { saveOnStart: true });
    await renewing.texts.start();
    expect(renewing.store.dump()).toEqual({ language: "th" });
  });

  it("downloads a language once, and again after a failed download", async () => {
    const { texts, downloads } = entry({}, { failing: ["en"] });
    await texts.start();
    await expect(texts.choose("en")).rejects.toThrow("offline");
    expect(texts.currentLanguage()).toBe("th");
    expect(texts.hasAllTexts("en")).toBe(false);
    await texts.choose("en");
    await texts.choose("th");
    await texts.choose("en");
    expect(downloads).toEqual(["th", "en", "en"]);
    expect(texts.hasAllTexts("en")).toBe(true);
  });
});
