import type { Language } from "./languages";
import type thai from "./locales/platform-info/th.json";

/**
 * The texts of /platform-info (catalogue-store-orders.md "Platform
 * information"), one file per language beside the locale files. They are long
 * and read rarely, so the app loads the reader's language on demand instead of
 * carrying all four in every page (the short interface texts stay in the
 * locale files).
 */
export type PlatformInfoTexts = typeof thai;
export const PLATFORM_INFO_TABS = ["platform", "terms", "privacy", "about"] as const;
export type PlatformInfoTab = (typeof PLATFORM_INFO_TABS)[number];
export type PlatformInfoSection = { heading: string; body: string };

const LOADERS: Record<Language, () => Promise<{ default: PlatformInfoTexts }>> = {
  th: () => import("./locales/platform-info/th.json"),
  en: () => import("./locales/platform-info/en.json"),
  "zh-CN": () => import("./locales/platform-info/zh-CN.json"),
  "zh-TW": () => import("./locales/platform-info/zh-TW.json"),
};

export async function loadPlatformInfo(language: Language): Promise<PlatformInfoTexts> {
  return (await LOADERS[language]()).default;
}

/** A tab's sections in reading order. */
export function sectionsOf(texts: PlatformInfoTexts, tab: PlatformInfoTab): PlatformInfoSection[] {
  return Object.values(texts[tab].sections);
}
