import { LANGUAGE_COOKIE_DAYS } from "@seller/contract/constants";
import type { ErrorCode } from "@seller/contract/errors";
import type { Language } from "@seller/contract/languages";
import type th from "@seller/contract/locales/th.json";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { LANGUAGE_KEY, normalizeLanguage, resolveInitialLanguage } from "./language";
import { localStore, readCookie, writeCookie } from "./storage";

/** The contract's locale files are the only source of visible text, for the server and for this app. */
declare module "i18next" {
  interface CustomTypeOptions {
    resources: { translation: typeof th };
  }
}

type Texts = Record<string, unknown>;
/** The signed-out screens' texts, and all the others (vite.config.ts, localeParts). */
export type TextsPart = "signed-out" | "signed-in";
const ALL_PARTS: readonly TextsPart[] = ["signed-out", "signed-in"];

/**
 * Each language's texts are two chunks of their own, loaded when the language
 * is used: a seller downloads one language (about 20 KB), not all four, and a
 * cold start at the sign-in screen only its part (about 5 KB). The locale test
 * keeps every key in every file, so no fallback language is needed.
 */
const LOCALE_PARTS: Record<Language, Record<TextsPart, () => Promise<{ default: Texts }>>> = {
  th: {
    "signed-out": () => import("virtual:seller-locale/signed-out/th"),
    "signed-in": () => import("virtual:seller-locale/signed-in/th"),
  },
  en: {
    "signed-out": () => import("virtual:seller-locale/signed-out/en"),
    "signed-in": () => import("virtual:seller-locale/signed-in/en"),
  },
  "zh-CN": {
    "signed-out": () => import("virtual:seller-locale/signed-out/zh-CN"),
    "signed-in": () => import("virtual:seller-locale/signed-in/zh-CN"),
  },
  "zh-TW": {
    "signed-out": () => import("virtual:seller-locale/signed-out/zh-TW"),
    "signed-in": () => import("virtual:seller-locale/signed-in/zh-TW"),
  },
};

export const i18n = i18next.createInstance();

/** The language chosen on this device (cookie, then local storage), else the browser's, else Thai. */
export function initialLanguage(): Language {
  return resolveInitialLanguage({
    cookie: readCookie(LANGUAGE_KEY),
    stored: localStore.getItem(LANGUAGE_KEY),
  });
}

const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

function loadPart(language: Language, part: TextsPart): Promise<void> {
  const key = `${language}/${part}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = LOCALE_PARTS[language][part]().then(({ default: texts }) => {
      i18n.addResourceBundle(language, "translation", texts, true, true);
      loaded.add(key);
    });
    // A failed load (offline) is tried again next time.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** Makes a language's texts (all of them, or the parts named) available; already loaded, it answers at once. */
export async function loadLanguage(
  language: Language,
  parts: readonly TextsPart[] = ALL_PARTS,
): Promise<void> {
  await Promise.all(parts.map((part) => loadPart(language, part)));
}

/** Whether every text of the language is there (a cold start at the sign-in screen has only its part). */
export function hasAllTexts(language: Language = currentLanguage()): boolean {
  return ALL_PARTS.every((part) => loaded.has(`${language}/${part}`));
}

/** Starts i18next with the initial language's texts (all, or the parts named); the app renders once this settles. */
export async function initI18n(
  language: Language = initialLanguage(),
  parts: readonly TextsPart[] = ALL_PARTS,
): Promise<Language> {
  await i18n.use(initReactI18next).init({
    resources: {},
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: false,
    supportedLngs: ["th", "en", "zh-CN", "zh-TW"],
    // React escapes what it renders; escaping here would show "&amp;".
    interpolation: { escapeValue: false },
    initAsync: false,
    // i18next otherwise prints its vendor's advertisement in every visitor's browser console.
    showSupportNotice: false,
  });
  await applyLanguage(language, parts);
  return language;
}

export function currentLanguage(): Language {
  return normalizeLanguage(i18n.language);
}

/**
 * Switches every text, the page language and the saved choice (cookie for 30
 * days, and local storage), once the language's texts are loaded.
 */
export async function applyLanguage(
  language: Language,
  parts: readonly TextsPart[] = ALL_PARTS,
): Promise<void> {
  await loadLanguage(language, parts);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  document.title = i18n.t("common.appName");
  writeCookie(LANGUAGE_KEY, language, LANGUAGE_COOKIE_DAYS);
  localStore.setItem(LANGUAGE_KEY, language);
}

/** Translates a key only known at run time (zod messages, error codes), falling back to the key itself. */
export function translateKey(key: string, params?: Record<string, string | number>): string {
  return i18n.t(key as never, params as never) as unknown as string;
}

/** The error catalogue's message for a code, in the interface language. */
export function messageForCode(code: ErrorCode): string {
  return translateKey(`errors.${code}`);
}
