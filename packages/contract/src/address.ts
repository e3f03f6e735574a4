import { z } from "zod";

import { TYPED_NUMBER_MAX_LENGTH } from "./buyer-input-limits";
import type { ThaiAddress } from "./thai-address-schema";
import { formatThaiMobile, normalizeThaiMobile, THAI_MOBILE_PATTERN } from "./thai-mobile";

export { formatThaiMobile, normalizeThaiMobile, THAI_MOBILE_PATTERN };

export const thaiMobileSchema = z
  .string({ error: "address.phoneRequired" })
  .max(TYPED_NUMBER_MAX_LENGTH, "address.phoneInvalid")
  .transform(normalizeThaiMobile)
  .pipe(z.string().min(1, "address.phoneRequired").regex(THAI_MOBILE_PATTERN, "address.phoneInvalid"));

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
