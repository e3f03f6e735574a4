import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@seller/contract/languages";
import i18next from "i18next";
import { useTranslation } from "react-i18next";
import { localStore } from "../lib/storage";

/** The console's own key: an operator's desk may also be where a seller app was opened. */
const LANGUAGE_KEY = "console_language";

/**
 * The console's texts are their own files (locales/console), so the seller app
 * and the storefront never download them; each language is its own chunk.
 */
const LOADERS: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  th: () => import("@seller/contract/locales/console/th.json"),
  en: () => import("@seller/contract/locales/console/en.json"),
  "zh-CN": () => import("@seller/contract/locales/console/zh-CN.json"),
  "zh-TW": () => import("@seller/contract/locales/console/zh-TW.json"),
};

export const consoleI18n = i18next.createInstance();

async function load(language: Language) {
  if (!consoleI18n.hasResourceBundle(language, "translation"))
    consoleI18n.addResourceBundle(language, "translation", (await LOADERS[language]()).default);
}

export function consoleLanguage(): Language {
  return isLanguage(consoleI18n.language) ? consoleI18n.language : DEFAULT_LANGUAGE;
}

export async function initConsoleI18n(): Promise<void> {
  const stored = localStore.getItem(LANGUAGE_KEY);
  const language = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  await consoleI18n.init({
    resources: {},
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  await load(language);
  await consoleI18n.changeLanguage(language);
  document.documentElement.lang = language;
  document.title = text("app.title");
}

export async function chooseConsoleLanguage(language: Language): Promise<void> {
  await load(language);
  await consoleI18n.changeLanguage(language);
  document.documentElement.lang = language;
  document.title = text("app.title");
  localStore.setItem(LANGUAGE_KEY, language);
}

export type Text = (key: string, params?: Record<string, string | number>) => string;

/** A console text outside React (document title, API errors). */
export const text: Text = (key, params) => consoleI18n.t(key as never, params as never) as unknown as string;

/**
 * The console's `t`. Its keys live in locales/console, outside the seller
 * app's typed resources, so they are plain strings here; the locale test
 * checks that all four files hold the same keys.
 */
export function useText(): { t: Text; language: Language } {
  const { i18n } = useTranslation(undefined, { i18n: consoleI18n });
  const t: Text = (key, params) => i18n.t(key as never, params as never) as unknown as string;
  return { t, language: isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE };
}
