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
