import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "@seller/contract/languages";
import i18next, { type i18n as I18n, type Module } from "i18next";
import { localStore } from "./storage";

type Texts = Record<string, unknown>;
export type TextsLoader = () => Promise<{ default: Texts }>;

/** Each language's texts, in the parts an entry cuts them into (a part is its own lazy chunk). */
export type LocaleParts<Part extends string> = Record<Language, Record<Part, TextsLoader>>;

/** Where an entry keeps the language chosen on this device. */
export type LanguageMemory = {
  /** The saved choice, in whatever shape it was left (checked before use). */
  read(): string | null | undefined;
  save(language: Language): void;
};

/** A choice kept in this device's local storage under the entry's key. */
export function storedLanguage(key: string): LanguageMemory {
  return {
    read: () => localStore.getItem(key),
    save: (language) => localStore.setItem(key, language),
  };
}

export type I18nSetup<Part extends string> = {
  locales: LocaleParts<Part>;
  memory: LanguageMemory;
  /** The text naming the browser tab, when the entry names it after its texts. */
  titleKey?: string;
  /**
   * Whether a start saves the language again. The seller app does: its cookie then lasts 30
   * days from the last visit, and the server writes /login in it (spec section 3).
   */
  saveOnStart?: boolean;
  /** i18next plugins, such as react-i18next's binding for entries that use its default instance. */
  plugins?: readonly Module[];
};

export type EntryI18n<Part extends string> = {
  i18n: I18n;
  /** The saved language if supported, else Thai (spec section 1). */
  initialLanguage(): Language;
  /** The interface language; before the start, the one the texts will load in. */
  currentLanguage(): Language;
  /** Makes a language's texts (all parts, or those named) available; once loaded, it answers at once. */
  loadLanguage(language: Language, parts?: readonly Part[]): Promise<void>;
  /** Whether every part of the language's texts is there. */
  hasAllTexts(language?: Language): boolean;
  /** Starts i18next and shows the language's texts; the entry renders once this settles. */
  start(language?: Language, parts?: readonly Part[]): Promise<Language>;
  /** Switches every text, the page's language and title, and saves the choice on this device. */
  choose(language: Language, parts?: readonly Part[]): Promise<void>;
};

/**
 * The i18next start shared by the seller app, the storefront and the console
 * (ARCHITECTURE.md: one i18n bootstrap). Each entry hands in only its own texts'
 * loaders and where it keeps the choice, so none downloads another's texts.
 * Thai is the default and the fallback language (ARCHITECTURE.md, web): an
 * unknown saved language starts in Thai, and a text missing from a language
 * shows in Thai when Thai's texts are there. The locale tests keep every key
 * in every file, so Thai is not downloaded for the fallback alone.
 */
export function createEntryI18n<Part extends string>(setup: I18nSetup<Part>): EntryI18n<Part> {
  const i18n = i18next.createInstance();
  for (const plugin of setup.plugins ?? []) i18n.use(plugin);
  const allParts = Object.keys(setup.locales[DEFAULT_LANGUAGE]) as Part[];
  const loading = new Map<string, Promise<void>>();
  const loaded = new Set<string>();

  const initialLanguage = (): Language => {
    const saved = setup.memory.read();
    return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
  };
  const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : initialLanguage());

  const loadPart = (language: Language, part: Part): Promise<void> => {
    const key = `${language}/${part}`;
    let promise = loading.get(key);
    if (!promise) {
      promise = setup.locales[language][part]().then(({ default: texts }) => {
        i18n.addResourceBundle(language, "translation", texts, true, true);
        loaded.add(key);
      });
      // A failed load (offline) is tried again next time.
      promise.catch(() => loading.delete(key));
      loading.set(key, promise);
    }
    return promise;
  };

  const loadLanguage = async (language: Language, parts: readonly Part[] = allParts) => {
    await Promise.all(parts.map((part) => loadPart(language, part)));
  };

  const show = async (language: Language, parts: readonly Part[], save: boolean) => {
    await loadLanguage(language, parts);
    if (i18n.language !== language) await i18n.changeLanguage(language);
    document.documentElement.lang = language;
    if (setup.titleKey) document.title = i18n.t(setup.titleKey as never) as unknown as string;
    if (save) setup.memory.save(language);
  };

  return {
    i18n,
    initialLanguage,
    currentLanguage,
    loadLanguage,
    hasAllTexts: (language = currentLanguage()) =>
      allParts.every((part) => loaded.has(`${language}/${part}`)),
    async start(language = initialLanguage(), parts = allParts) {
      await i18n.init({
        resources: {},
        partialBundledLanguages: true,
        lng: language,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: [...LANGUAGES],
        // React escapes what it renders; escaping here would show "&amp;".
        interpolation: { escapeValue: false },
        initAsync: false,
        // i18next otherwise prints its vendor's advertisement in every visitor's browser console.
        showSupportNotice: false,
      });
      await show(language, parts, setup.saveOnStart === true);
      return language;
    },
    choose: (language, parts = allParts) => show(language, parts, true),
  };
}
