import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "./errors";
import { LANGUAGES } from "./languages";
import { LOCALES } from "./messages";

function flatten(tree: object, prefix = ""): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object") {
      for (const [inner, leaf] of flatten(value, path)) entries.set(inner, leaf);
    } else {
      entries.set(path, value);
    }
  }
  return entries;
}

const thai = flatten(LOCALES.th);

describe("locale files", () => {
  it.each(LANGUAGES)("%s has exactly the keys of the Thai file", (language) => {
    const keys = [...flatten(LOCALES[language]).keys()].sort();
    expect(keys).toEqual([...thai.keys()].sort());
  });

  it.each(LANGUAGES)("%s has no empty or non-text values", (language) => {
    for (const [key, value] of flatten(LOCALES[language])) {
      expect(typeof value, key).toBe("string");
      expect((value as string).trim(), key).not.toBe("");
    }
  });

  it.each(LANGUAGES)("%s keeps every {{placeholder}} of the Thai text", (language) => {
    const placeholders = (text: unknown) =>
      String(text)
        .match(/\{\{\s*\w+\s*\}\}/g)
        ?.sort() ?? [];
    for (const [key, value] of flatten(LOCALES[language])) {
      expect(placeholders(value), key).toEqual(placeholders(thai.get(key)));
    }
  });

  it("has a message for every error code of the catalogue", () => {
    for (const code of ERROR_CODES) expect(thai.has(`errors.${code}`), code).toBe(true);
  });
});

/**
 * One name per thing in each language: a recharge (the /deposit screen) is never called a
 * deposit, and the 5,000 THB deposit is always the security deposit.
 */
const WORDS = {
  en: { recharge: /top[ -]?up/i, deposit: /security deposit/i, notRecharge: /\bdeposit\b|recharge/i },
  th: { recharge: /เติมเงิน/, deposit: /เงินประกัน/, notRecharge: /เงินประกัน|ฝากเงิน/ },
  "zh-CN": { recharge: /充值/, deposit: /保证金/, notRecharge: /保证金|储值|儲值|押金/ },
  "zh-TW": { recharge: /儲值/, deposit: /保證金/, notRecharge: /保證金|充值|押金/ },
} as const;

const RECHARGE_KEYS = [
  "wallet.tiles.recharge",
  "wallet.recharge.title",
  "wallet.rechargeCreated",
  "wallet.recharge.submitFailed",
  "revenue.type.recharge",
  "notifications.recharge.approved.title",
  "notifications.recharge.approved.message",
  "notifications.recharge.rejected.title",
  "notifications.recharge.rejected.message",
  "notifications.transaction.codes.recharge",
];
const DEPOSIT_KEYS = [
  "wallet.summary.deposit",
  "revenue.type.deposit",
  "revenue.type.deposit_refund",
  "deposit.paid",
  "deposit.refund.title",
  "deposit.dialog.termsTitle",
  "notifications.deposit.paid.title",
  "notifications.deposit.refundRejected.title",
  "notifications.transaction.codes.deposit",
  "notifications.transaction.codes.deposit_refund",
];

describe("wallet names", () => {
  it.each(LANGUAGES)("%s calls a recharge a top-up and nothing else", (language) => {
    const texts = flatten(LOCALES[language]);
    const words = WORDS[language];
    for (const key of RECHARGE_KEYS) {
      expect(texts.get(key), key).toMatch(words.recharge);
      expect(texts.get(key), key).not.toMatch(words.notRecharge);
    }
  });

  it.each(LANGUAGES)("%s calls the 5,000 THB deposit the security deposit", (language) => {
    const texts = flatten(LOCALES[language]);
    for (const key of DEPOSIT_KEYS) expect(texts.get(key), key).toMatch(WORDS[language].deposit);
  });
});
