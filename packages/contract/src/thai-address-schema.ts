import { z } from "zod/mini";
import { ADDRESS_LINE_MAX_LENGTH } from "./buyer-input-limits";

/*
 * Written with zod/mini: the buyer's order answer carries the address, the storefront parses
 * it, and a buyer's first load cannot carry classic zod (bench/bundles.bench.ts). address.ts
 * re-exports it; classic schemas (the checkout body, the seller's profile) embed it.
 */

const placeName = (required: string) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(100, "address.placeInvalid"));

/**
 * A Thai address as the picker gives it: the house, street or village line,
 * then sub-district (tambon / khwaeng), district (amphoe / khet), province and
 * postal code, by their Thai names. The server checks that the four belong
 * together in the Thai address data set; the schema checks only their shape.
 */
export const thaiAddressSchema = z.strictObject({
  line: z.string({ error: "address.lineRequired" }).check(
    z.trim(),
    z.minLength(1, "address.lineRequired"),
    z.maxLength(ADDRESS_LINE_MAX_LENGTH, "address.lineTooLong"),
    // Control characters would break labels and exports; a line is one line.
    z.regex(/^[^\p{Cc}]*$/u, "address.lineInvalid"),
  ),
  sub_district: placeName("address.subDistrictRequired"),
  district: placeName("address.districtRequired"),
  province: placeName("address.provinceRequired"),
  postal_code: z
    .string({ error: "address.postalCodeRequired" })
    .check(z.trim(), z.regex(/^\d{5}$/, "address.postalCodeInvalid")),
});
export type ThaiAddress = z.infer<typeof thaiAddressSchema>;
export type ThaiAddressInput = z.input<typeof thaiAddressSchema>;
