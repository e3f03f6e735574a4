/**
 * A Thai mobile number: 10 digits starting 06, 08 or 09. "+66 81 234 5678",
 * "081-234-5678" and "0812345678" are the same number and are kept as
 * 0812345678. Landlines (02, 03x...) cannot receive SMS and are refused.
 * Without zod, so that the storefront's checkout checks a number as the
 * server does without downloading the schema library.
 */
export const THAI_MOBILE_PATTERN = /^0[689]\d{8}$/;

export function normalizeThaiMobile(value: string): string {
  const digits = value.replace(/[\s().-]/g, "");
  if (/^\+66\d{9}$/.test(digits)) return `0${digits.slice(3)}`;
  if (/^66[689]\d{8}$/.test(digits)) return `0${digits.slice(2)}`;
  return digits;
}

/** "0812345678" as "081-234-5678", the way Thai numbers are written. */
export function formatThaiMobile(phone: string): string {
  return THAI_MOBILE_PATTERN.test(phone)
    ? `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`
    : phone;
}
