import { z } from "zod";

import { normalizeThaiMobile, THAI_MOBILE_PATTERN } from "./thai-mobile";

export { normalizeThaiMobile, THAI_MOBILE_PATTERN };

export const thaiMobileSchema = z
  .string({ error: "address.phoneRequired" })
  .max(20, "address.phoneInvalid")
  .transform(normalizeThaiMobile)
  .pipe(z.string().min(1, "address.phoneRequired").regex(THAI_MOBILE_PATTERN, "address.phoneInvalid"));

/** "0812345678" as "081-234-5678", the way Thai numbers are written. */
export function formatThaiMobile(phone: string): string {
  return THAI_MOBILE_PATTERN.test(phone)
    ? `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`
    : phone;
}

const placeName = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(100, "address.placeInvalid");

/**
 * A Thai address as the picker gives it: the house, street or village line,
 * then sub-district (tambon / khwaeng), district (amphoe / khet), province and
 * postal code, by their Thai names. The server checks that the four belong
 * together in the Thai address data set; the schema checks only their shape.
 */
export const thaiAddressSchema = z.strictObject({
  line: z
    .string({ error: "address.lineRequired" })
    .trim()
    .min(1, "address.lineRequired")
    .max(200, "address.lineTooLong")
    // Control characters would break labels and exports; a line is one line.
    .regex(/^[^\p{Cc}]*$/u, "address.lineInvalid"),
  sub_district: placeName("address.subDistrictRequired"),
  district: placeName("address.districtRequired"),
  province: placeName("address.provinceRequired"),
  postal_code: z
    .string({ error: "address.postalCodeRequired" })
    .trim()
    .regex(/^\d{5}$/, "address.postalCodeInvalid"),
});
export type ThaiAddress = z.infer<typeof thaiAddressSchema>;
export type ThaiAddressInput = z.input<typeof thaiAddressSchema>;

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
