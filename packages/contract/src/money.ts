/**
 * Money is integer satang (1 baht = 100 satang) everywhere in code; the API
 * speaks baht as decimal strings with two decimals. This file is the only place
 * that converts between the two (STYLE.md rule 4). It holds no zod, so the storefront
 * can format prices without the schema library; the schemas are in money-schemas.ts.
 */
export type Satang = bigint;

const BAHT_INPUT = /^(0|[1-9]\d{0,14})(\.\d{1,2})?$/;

/** Parses baht input ("5000", "5000.5", 5000.25) into satang, or undefined when it is not a plain amount. */
export function parseBaht(input: unknown): Satang | undefined {
  let text: string;
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return undefined;
    text = String(input);
  } else if (typeof input === "string") {
    text = input.trim();
  } else {
    return undefined;
  }
  if (!BAHT_INPUT.test(text)) return undefined;
  const [whole = "0", fraction = ""] = text.split(".");
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0"));
}

/** Formats satang as the API's baht string: "5000.00", "-12.50". */
export function formatBaht(satang: Satang): string {
  const negative = satang < 0n;
  const abs = negative ? -satang : satang;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, "0");
  return `${negative ? "-" : ""}${whole}.${fraction}`;
}

/** Baht with thousands separators for texts a seller reads ("5,000.00"); the API's fields stay formatBaht. */
export function formatBahtGrouped(satang: Satang): string {
  const [whole = "0", fraction = "00"] = formatBaht(satang).split(".");
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction}`;
}
