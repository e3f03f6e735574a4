import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@seller/contract/languages";
import { useTranslation } from "react-i18next";
import { createEntryI18n, storedLanguage } from "../lib/i18n-bootstrap";

/** The console's own key: an operator's desk may also be where a seller app was opened. */
const LANGUAGE_KEY = "console_language";

/**
 * The console's texts are their own files (locales/console), so the seller app
 * and the storefront never download them; each language is its own chunk.
 */
const consoleTexts = createEntryI18n({
  locales: {
    th: { all: () => import("@seller/contract/locales/console/th.json") },
    en: { all: () => import("@seller/contract/locales/console/en.json") },
    "zh-CN": { all: () => import("@seller/contract/locales/console/zh-CN.json") },
    "zh-TW": { all: () => import("@seller/contract/locales/console/zh-TW.json") },
  },
  memory: storedLanguage(LANGUAGE_KEY),
  titleKey: "app.title",
});

export const consoleI18n = consoleTexts.i18n;
export const consoleLanguage = consoleTexts.currentLanguage;

export async function initConsoleI18n(): Promise<void> {
  await consoleTexts.start();
}

export const chooseConsoleLanguage = (language: Language): Promise<void> => consoleTexts.choose(language);

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
