import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from "@seller/contract/languages";

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
