import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from "@seller/contract/languages";
import { localStore, readCookie } from "./storage";

/** Cookie and local-storage key of the chosen language (spec section 3). */
export const LANGUAGE_KEY = LANGUAGE_COOKIE;

/** An unknown or missing language falls back to Thai (spec sections 1 and 8). */
export function normalizeLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The cookie wins over local storage; Thai when neither holds a supported language. */
export function resolveInitialLanguage(saved: { cookie?: string | null; stored?: string | null }): Language {
  if (isLanguage(saved.cookie)) return saved.cookie;
  if (isLanguage(saved.stored)) return saved.stored;
  return DEFAULT_LANGUAGE;
}

/** The language chosen on this device, as the app starts in it (lib/i18n.ts, start-calls.ts). */
export function savedLanguage(): Language {
  return resolveInitialLanguage({
    cookie: readCookie(LANGUAGE_KEY),
    stored: localStore.getItem(LANGUAGE_KEY),
  });
}
