import type { Language } from "@seller/contract/languages";
import { initReactI18next } from "react-i18next";
import { createEntryI18n } from "../lib/i18n-bootstrap";
import { localStore } from "../lib/storage";

/** The same key as the seller app: one choice of language per device. */
const LANGUAGE_KEY = "app_language";

/** Each language's texts are their own chunk: a buyer downloads only the one they read. */
const storefrontTexts = createEntryI18n({
  locales: {
    th: { all: () => import("virtual:storefront-locale/th") },
    en: { all: () => import("virtual:storefront-locale/en") },
    "zh-CN": { all: () => import("virtual:storefront-locale/zh-CN") },
    "zh-TW": { all: () => import("virtual:storefront-locale/zh-TW") },
  },
  memory: {
    read: () => localStore.getItem(LANGUAGE_KEY),
    save: (language) => localStore.setItem(LANGUAGE_KEY, language),
  },
  plugins: [initReactI18next],
});

export const i18n = storefrontTexts.i18n;

/** Thai by default (spec section 1), or the language chosen on this device before. */
export async function initStorefrontI18n(): Promise<void> {
  await storefrontTexts.start();
}

export const chooseLanguage = (language: Language): Promise<void> => storefrontTexts.choose(language);

/** Before the texts have loaded (a call asked for at start), the language they will load in. */
export const currentLanguage = storefrontTexts.currentLanguage;
