/**
 * A baht amount from the API ("1249.50") for display: baht sign, two decimals,
 * thousands separators (DECISIONS "Dates and numbers"). Intl reads the decimal
 * string itself, so no float ever holds it, and the storefront's bundle needs
 * no schema library for it.
 */
export function formatPrice(baht: string, language: string): string {
  return new Intl.NumberFormat(language === "th" ? "th-TH" : language, {
    style: "currency",
    currency: "THB",
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(baht as `${number}`);
}

/** Adds baht amounts exactly, in satang: a cart's total. */
export function sumBaht(amounts: { price: string; quantity: number }[]): string {
  const satang = amounts.reduce((sum, { price, quantity }) => {
    const [whole = "0", fraction = "0"] = price.split(".");
    return sum + (BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0").slice(0, 2))) * BigInt(quantity);
  }, 0n);
  return `${satang / 100n}.${(satang % 100n).toString().padStart(2, "0")}`;
}
