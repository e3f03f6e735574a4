import { parseBaht, type Satang } from "@seller/contract/money";

/**
 * The satang of a baht string the API answered ("5000.00"). Tests compare money as integer
 * satang or exact baht strings, never as floats (STYLE.md rule 4); a field that is not a plain
 * amount fails the test here instead of turning into NaN.
 */
export function satangOf(baht: string): Satang {
  const satang = parseBaht(baht);
  if (satang === undefined) throw new Error(`not a baht amount: ${JSON.stringify(baht)}`);
  return satang;
}
