import { LANGUAGE_COOKIE_DAYS } from "@seller/contract/constants";
import type { ErrorCode } from "@seller/contract/errors";
import type th from "@seller/contract/locales/th.json";
import { initReactI18next } from "react-i18next";
import { createEntryI18n } from "./i18n-bootstrap";
import { LANGUAGE_KEY, savedLanguage } from "./language";
import { localStore, writeCookie } from "./storage";

/** The contract's locale files are the only source of visible text, for the server and for this app. */
declare module "i18next" {
  interface CustomTypeOptions {
    resources: { translation: typeof th };
  }
}

/** The signed-out screens' texts, and all the others (vite.config.ts, localeParts). */
export type TextsPart = "signed-out" | "signed-in";

/**
 * Each language's texts are two chunks of their own, loaded when the language
 * is used: a seller downloads one language (about 20 KB), not all four, and a
 * cold start at the sign-in screen only its part (about 5 KB).
 */
const sellerTexts = createEntryI18n<TextsPart>({
  locales: {
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
  },
  // The cookie wins over local storage (spec section 3); both keep the choice for 30 days.
  memory: {
    read: savedLanguage,
    save: (language) => {
      writeCookie(LANGUAGE_KEY, language, LANGUAGE_COOKIE_DAYS);
      localStore.setItem(LANGUAGE_KEY, language);
    },
  },
  titleKey: "common.appName",
  saveOnStart: true,
  plugins: [initReactI18next],
});

export const i18n = sellerTexts.i18n;

/** The language chosen on this device (cookie, then local storage), else Thai. */
export const initialLanguage = sellerTexts.initialLanguage;
export const currentLanguage = sellerTexts.currentLanguage;

/** Makes a language's texts (all of them, or the parts named) available; already loaded, it answers at once. */
export const loadLanguage = sellerTexts.loadLanguage;

/** Whether every text of the language is there (a cold start at the sign-in screen has only its part). */
export const hasAllTexts = sellerTexts.hasAllTexts;

/** Starts i18next with the initial language's texts (all, or the parts named); the app renders once this settles. */
export const initI18n = sellerTexts.start;

/**
 * Switches every text, the page language and the saved choice (cookie for 30
 * days, and local storage), once the language's texts are loaded.
 */
export const applyLanguage = sellerTexts.choose;

/** Translates a key only known at run time (zod messages, error codes), falling back to the key itself. */
export function translateKey(key: string, params?: Record<string, string | number>): string {
  return i18n.t(key as never, params as never) as unknown as string;
}

/** The error catalogue's message for a code, in the interface language. */
export function messageForCode(code: ErrorCode): string {
  return translateKey(`errors.${code}`);
}
