import { z } from "zod";

import { TYPED_NUMBER_MAX_LENGTH } from "./buyer-input-limits";
import type { ThaiAddress } from "./thai-address-schema";
import { normalizeThaiMobile, THAI_MOBILE_PATTERN } from "./thai-mobile";

export { normalizeThaiMobile, THAI_MOBILE_PATTERN };

export const thaiMobileSchema = z
  .string({ error: "address.phoneRequired" })
  .max(TYPED_NUMBER_MAX_LENGTH, "address.phoneInvalid")
  .transform(normalizeThaiMobile)
  .pipe(z.string().min(1, "address.phoneRequired").regex(THAI_MOBILE_PATTERN, "address.phoneInvalid"));

/** "0812345678" as "081-234-5678", the way Thai numbers are written. */
export function formatThaiMobile(phone: string): string {
  return THAI_MOBILE_PATTERN.test(phone)
    ? `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`
    : phone;
}

export { type ThaiAddress, type ThaiAddressInput, thaiAddressSchema } from "./thai-address-schema";

/** One line, in the order Thai addresses are written; Bangkok's units are khwaeng and khet. */
export function formatThaiAddress(address: ThaiAddress): string {
  const bangkok = address.province === "กรุงเทพมหานคร";
  return [
    address.line,
    `${bangkok ? "แขวง" : "ตำบล"}${address.sub_district}`,
    `${bangkok ? "เขต" : "อำเภอ"}${address.district}`,
    bangkok ? address.province : `จังหวัด${address.province}`,
    address.postal_code,
  ].join(" ");
}
