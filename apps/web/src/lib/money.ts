import { formatBahtGrouped, parseBaht, type Satang } from "@seller/contract/money";

function toSatang(amount: string | Satang): Satang {
  return typeof amount === "bigint"
    ? amount
    : (parseBaht(amount.replace(/^-/, "")) ?? 0n) * (amount.startsWith("-") ? -1n : 1n);
}

/**
 * Money for display (DECISIONS "Dates and numbers"): baht sign, two decimals,
 * thousands separators, the same in every interface language ("฿1,234.50",
 * "-฿12.50"): what Intl's THB currency format gives in th-TH, en, zh-CN and
 * zh-TW alike, written from the satang so no float ever holds the amount. Not
 * through Intl: a phone's first currency format loads ICU's currency data,
 * about 200 ms of a slow phone's main thread before the first balance shows.
 */
export function formatMoney(amount: string | Satang): string {
  const satang = toSatang(amount);
  return satang < 0n ? `-฿${formatBahtGrouped(-satang)}` : `฿${formatBahtGrouped(satang)}`;
}

/** The amount without the sign, for messages whose text already holds "฿{{min}}". */
export function formatAmount(amount: string | Satang): string {
  return formatBahtGrouped(toSatang(amount));
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
