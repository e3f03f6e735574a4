import { formatBaht, parseBaht, type Satang } from "@seller/contract/money";
import { intlLocale } from "./format";

function toSatang(amount: string | Satang): Satang {
  return typeof amount === "bigint"
    ? amount
    : (parseBaht(amount.replace(/^-/, "")) ?? 0n) * (amount.startsWith("-") ? -1n : 1n);
}

/**
 * Money for display (DECISIONS "Dates and numbers"): baht sign, two decimals,
 * thousands separators. Intl formats the decimal string itself, so no float
 * ever holds the amount.
 */
export function formatMoney(amount: string | Satang, language: string): string {
  const text = formatBaht(toSatang(amount)) as `${number}`;
  return new Intl.NumberFormat(intlLocale(language), {
    style: "currency",
    currency: "THB",
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(text);
}

/** The amount without the sign, for messages whose text already holds "฿{{min}}". */
export function formatAmount(amount: string | Satang, language: string): string {
  const text = formatBaht(toSatang(amount)) as `${number}`;
  return new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(text);
}

/** What lines of a cart come to, in satang: each baht price times its quantity, added exactly. */
export function linesTotal(lines: readonly { price: string; quantity: number }[]): Satang {
  return lines.reduce((sum, { price, quantity }) => sum + toSatang(price) * BigInt(quantity), 0n);
}

/** Thousands grouped by commas, each group three digits: "1,000", "12,345.50"; never "1,00" or ",100". */
const GROUPED_BAHT = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/;

/**
 * An amount a person typed, with or without thousands commas ("1,000.50" or
 * "1000.50"), in satang; undefined when it is not a plain amount. Only well-placed
 * commas are dropped, then parseBaht reads the digits as integers, never a float;
 * the API itself still takes plain amounts only.
 */
export function parseTypedBaht(typed: string): Satang | undefined {
  const text = typed.trim();
  return parseBaht(GROUPED_BAHT.test(text) ? text.replaceAll(",", "") : text);
}
