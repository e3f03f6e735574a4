import type { Language } from "@seller/contract/languages";
import { initReactI18next } from "react-i18next";
import { createEntryI18n, storedLanguage } from "../lib/i18n-bootstrap";
import { LANGUAGE_KEY } from "../lib/language";

/** Each language's texts are their own chunk: a buyer downloads only the one they read. */
const storefrontTexts = createEntryI18n({
  locales: {
    th: { all: () => import("virtual:storefront-locale/th") },
    en: { all: () => import("virtual:storefront-locale/en") },
    "zh-CN": { all: () => import("virtual:storefront-locale/zh-CN") },
    "zh-TW": { all: () => import("virtual:storefront-locale/zh-TW") },
  },
  // The seller app's key: one choice of language per device.
  memory: storedLanguage(LANGUAGE_KEY),
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
