/** Interface languages (spec section 1). Thai is the default and the fallback. */
export const LANGUAGES = ["th", "en", "zh-CN", "zh-TW"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "th";
/** Each language by its own name, as a language choice lists it whatever the page's language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  th: "ไทย",
  en: "English",
  "zh-CN": "简体中文",
  "zh-TW": "繁體中文",
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Picks a supported language from a tag or an Accept-Language list, ignoring
 * case and quality order beyond list order: "zh-Hant" and "zh-HK" read as
 * Traditional Chinese, any other "zh" as Simplified.
 */
export function matchLanguage(header: string | undefined | null): Language | undefined {
  if (!header) return undefined;
  for (const part of header.split(",")) {
    const tag = part.split(";")[0]?.trim().toLowerCase();
    if (!tag) continue;
    if (tag === "th" || tag.startsWith("th-")) return "th";
    if (tag === "en" || tag.startsWith("en-")) return "en";
    if (tag === "zh-tw" || tag === "zh-hk" || tag === "zh-mo" || tag.startsWith("zh-hant")) return "zh-TW";
    if (tag === "zh" || tag.startsWith("zh-")) return "zh-CN";
  }
  return undefined;
}

/**
 * Cookie (and local-storage key) of the language chosen in the seller app
 * (spec section 3). The server reads it to answer /login with the page already
 * written in that language.
 */
export const LANGUAGE_COOKIE = "app_language";

/** The language in a Cookie header, if it holds a supported one (language codes need no decoding). */
export function languageFromCookies(header: string | undefined | null): Language | undefined {
  for (const pair of (header ?? "").split(";")) {
    const [name, value] = pair.split("=").map((part) => part.trim());
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

/**
 * A built page's copy written in another language than the default: the web
 * build writes pages/login-page.en.html beside pages/login-page.html (Thai),
 * and the server picks one by the language cookie.
 */
export function languagePage(page: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? page : page.replace(/\.html$/, `.${language}.html`);
}

/** Header the app sends with its chosen language; wins over Accept-Language. */
export const LANGUAGE_HEADER = "x-app-language";
