import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages";
import { loadPlatformInfo, PLATFORM_INFO_TABS, type PlatformInfoTexts, sectionsOf } from "./platform-info";

function shape(texts: PlatformInfoTexts): string[] {
  const keys: string[] = [];
  const walk = (node: unknown, path: string) => {
    if (node && typeof node === "object")
      for (const [key, value] of Object.entries(node)) walk(value, `${path}.${key}`);
    else keys.push(path);
  };
  walk(texts, "");
  return keys.sort();
}

/** Chinese says in one character what Thai and English say in several: minimums per writing system. */
const MINIMUM_TAB_LENGTH = { th: 800, en: 900, "zh-CN": 350, "zh-TW": 350 } as const;
const MINIMUM_SECTION_LENGTH = { th: 60, en: 70, "zh-CN": 25, "zh-TW": 25 } as const;
/** What each tab must cover (catalogue-store-orders.md "Platform information", DECISIONS.md). */
const TOPICS = {
  platform: ["service", "marketplace", "money", "responsibility", "crossBorder"],
  terms: [
    "acceptance",
    "account",
    "verification",
    "deposit",
    "wallet",
    "orders",
    "prohibited",
    "law",
    "changes",
  ],
  privacy: ["controller", "collected", "identity", "retention", "rights", "cookies", "updates"],
  about: ["company", "mission", "business", "partners"],
} as const;

describe("platform information texts", () => {
  it("have the same sections in every language", async () => {
    const thai = shape(await loadPlatformInfo("th"));
    for (const language of LANGUAGES) expect(shape(await loadPlatformInfo(language)), language).toEqual(thai);
  });

  it("cover every topic the spec names", async () => {
    const texts = await loadPlatformInfo("en");
    for (const tab of PLATFORM_INFO_TABS) {
      for (const topic of TOPICS[tab])
        expect(Object.keys(texts[tab].sections), `${tab}.${topic}`).toContain(topic);
    }
  });

  it.each(LANGUAGES)("are real texts in %s: long enough, no key names, no placeholders", async (language) => {
    const texts = await loadPlatformInfo(language);
    for (const tab of PLATFORM_INFO_TABS) {
      const sections = sectionsOf(texts, tab);
      const length = sections.reduce((sum, section) => sum + section.heading.length + section.body.length, 0);
      expect(length, `${language} ${tab}`).toBeGreaterThanOrEqual(MINIMUM_TAB_LENGTH[language]);
      expect(texts.tabs[tab].trim(), `${language} ${tab} label`).not.toBe("");
      for (const section of sections) {
        expect(section.body.length, `${language} ${tab}: ${section.heading}`).toBeGreaterThanOrEqual(
          MINIMUM_SECTION_LENGTH[language],
        );
        for (const text of [section.heading, section.body, texts[tab].title]) {
          expect(text).not.toMatch(/\b(platformInfo|sections|heading|body)\b|^[a-z]+(\.[a-zA-Z]+)+$/);
          expect(text).not.toMatch(/lorem|ipsum|TODO|TBD|xxx|\{\{/i);
        }
      }
    }
  });

  it("are translations, not copies of the English", async () => {
    const english = await loadPlatformInfo("en");
    for (const language of LANGUAGES.filter((code) => code !== "en")) {
      const texts = await loadPlatformInfo(language);
      for (const tab of PLATFORM_INFO_TABS) {
        for (const [key, section] of Object.entries(texts[tab].sections)) {
          const original = english[tab].sections[key as keyof (typeof english)[typeof tab]["sections"]] as {
            body: string;
          };
          expect(section.body, `${language} ${tab}.${key}`).not.toBe(original.body);
        }
      }
      expect(texts.privacy.sections.identity.body, language).toMatch(/10|60|30/);
    }
  });

  it("say how identity data is kept and deleted under the PDPA, in every language", async () => {
    for (const language of LANGUAGES) {
      const { privacy } = await loadPlatformInfo(language);
      expect(privacy.sections.controller.body, language).toContain("PDPA");
      // The retention figures of the server's rules: 10-minute links, 60-minute uploads, 30 days after a rejection.
      for (const figure of ["10", "60", "30"])
        expect(privacy.sections.identity.body, language).toContain(figure);
    }
  });
});
