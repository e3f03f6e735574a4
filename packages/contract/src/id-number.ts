import { z } from "zod";

/**
 * Thai national ID: 13 digits; the last is (11 - sum(d[i] * (13 - i)) mod 11) mod 10
 * over the first 12 digits (DECISIONS.md "Identity verification").
 */
export function isValidThaiId(value: string): boolean {
  return /^\d{13}$/.test(value) && thaiIdCheckDigit(value.slice(0, 12)) === Number(value[12]);
}

/** The check digit of a Thai national ID's first 12 digits (the rule above). */
export function thaiIdCheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError("a Thai ID's check digit needs its first 12 digits");
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (13 - i);
  return (11 - (sum % 11)) % 10;
}

/** A whole Thai national ID from its first 12 digits: the test sellers' ID numbers. */
export function withThaiIdCheckDigit(first12: string): string {
  return `${first12}${thaiIdCheckDigit(first12)}`;
}

const PRC_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const PRC_CHECK = "10X98765432";

/** PRC resident ID: 17 digits then a digit or X, checked by ISO 7064 mod 11-2 (GB 11643). */
export function isValidPrcId(value: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(value[i]) * (PRC_WEIGHTS[i] ?? 0);
  return PRC_CHECK[sum % 11] === value[17];
}

/** Spaces and dashes as people type them ("1-2345-67890-12-1") are dropped; a lowercase x reads as X. */
export function normalizeIdNumber(value: string): string {
  return value.replace(/[\s-]/g, "").toUpperCase();
}

export function isValidIdNumber(value: string): boolean {
  const normalized = normalizeIdNumber(value);
  return isValidThaiId(normalized) || isValidPrcId(normalized);
}

/** The ID number field of the verification form and call: a Thai or a PRC ID, check digit verified. */
export const idCardNumberSchema = z
  .string({ error: "validation.idNumberRequired" })
  .trim()
  .min(1, { error: "validation.idNumberRequired" })
  .transform(normalizeIdNumber)
  .refine((value) => isValidThaiId(value) || isValidPrcId(value), { error: "validation.idNumberInvalid" });

/** Everything but the first character and the last four is hidden: "1********1234". */
export function maskIdNumber(value: string): string {
  if (value.length <= 5) return "*".repeat(value.length);
  return `${value.slice(0, 1)}${"*".repeat(value.length - 5)}${value.slice(-4)}`;
}
