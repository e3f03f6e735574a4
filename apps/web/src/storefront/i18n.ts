import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@seller/contract/languages";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { localStore } from "../lib/storage";

/** The same key as the seller app: one choice of language per device. */
const LANGUAGE_KEY = "app_language";

/** Each language's texts are their own chunk: a buyer downloads only the one they read. */
const LOADERS: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  th: () => import("virtual:storefront-locale/th"),
  en: () => import("virtual:storefront-locale/en"),
  "zh-CN": () => import("virtual:storefront-locale/zh-CN"),
  "zh-TW": () => import("virtual:storefront-locale/zh-TW"),
};

export const i18n = i18next.createInstance();

/** Thai by default (spec section 1), or the language chosen on this device before. */
function initialLanguage(): Language {
  const stored = localStore.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

async function load(language: Language) {
  if (!i18n.hasResourceBundle(language, "translation")) {
    i18n.addResourceBundle(language, "translation", (await LOADERS[language]()).default);
  }
}

export async function initStorefrontI18n(): Promise<void> {
  const language = initialLanguage();
  await i18n.use(initReactI18next).init({
    resources: {},
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  await load(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export async function chooseLanguage(language: Language): Promise<void> {
  await load(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  localStore.setItem(LANGUAGE_KEY, language);
}

/** Before the texts have loaded (a call asked for at start), the language they will load in. */
export const currentLanguage = (): Language =>
  isLanguage(i18n.language) ? i18n.language : initialLanguage();
