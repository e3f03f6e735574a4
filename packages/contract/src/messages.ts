import { DEFAULT_LANGUAGE, type Language } from "./languages";
import en from "./locales/en.json";
import th from "./locales/th.json";
import zhCN from "./locales/zh-CN.json";
import zhTW from "./locales/zh-TW.json";

/**
 * The four locale files are the one source of every visible text: the web app
 * loads them into i18next and the server translates its messages from them.
 */
export const LOCALES = { th, en, "zh-CN": zhCN, "zh-TW": zhTW } as const satisfies Record<Language, object>;

export type MessageParams = Record<string, string | number>;

function lookup(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** Translates a key into the language, falling back to Thai and then to the key itself. */
export function translate(language: Language, key: string, params: MessageParams = {}): string {
  const template = lookup(LOCALES[language], key) ?? lookup(LOCALES[DEFAULT_LANGUAGE], key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

export function hasMessage(key: string): boolean {
  return lookup(LOCALES[DEFAULT_LANGUAGE], key) !== undefined;
}
