import { LANGUAGE_COOKIE_DAYS } from "@seller/contract/constants";
import type { Language } from "@seller/contract/languages";
import { LOCALES } from "@seller/contract/messages";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { LANGUAGE_KEY, normalizeLanguage, resolveInitialLanguage } from "./language";
import { localStore, readCookie, writeCookie } from "./storage";

/** The contract's locale files are the only source of visible text, for the server and for this app. */
declare module "i18next" {
  interface CustomTypeOptions {
    resources: { translation: typeof LOCALES.th };
  }
}

export const i18n = i18next.createInstance();

export function initI18n(): Language {
  const language = resolveInitialLanguage({
    cookie: readCookie(LANGUAGE_KEY),
    stored: localStore.getItem(LANGUAGE_KEY),
  });
  void i18n.use(initReactI18next).init({
    resources: {
      th: { translation: LOCALES.th },
      en: { translation: LOCALES.en },
      "zh-CN": { translation: LOCALES["zh-CN"] },
      "zh-TW": { translation: LOCALES["zh-TW"] },
    },
    lng: language,
    fallbackLng: "th",
    supportedLngs: ["th", "en", "zh-CN", "zh-TW"],
    // React escapes what it renders; escaping here would show "&amp;".
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  applyLanguage(language);
  return language;
}

export function currentLanguage(): Language {
  return normalizeLanguage(i18n.language);
}

/** Switches every text, the page language and the saved choice (cookie for 30 days, and local storage). */
export function applyLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  document.documentElement.lang = language;
  document.title = i18n.t("common.appName");
  writeCookie(LANGUAGE_KEY, language, LANGUAGE_COOKIE_DAYS);
  localStore.setItem(LANGUAGE_KEY, language);
}

/** Translates a key only known at run time (zod messages, error codes), falling back to the key itself. */
export function translateKey(key: string, params?: Record<string, string | number>): string {
  return i18n.t(key as never, params as never) as unknown as string;
}
