import type { ThaiAddress } from "@seller/contract/address";
import { validateAddress } from "thai-address-universal";
import { AppError } from "./app-error";

/** Which part of the address the data set disagrees with, first one first. */
const PROBLEMS = [
  ["province", "address.provinceUnknown"],
  ["district", "address.districtNotInProvince"],
  ["subDistrict", "address.subDistrictNotInDistrict"],
  ["postalCode", "address.postalCodeMismatch"],
] as const;

/**
 * Refuses an address whose sub-district, district, province and postal code do
 * not belong together in the Thai address data set (thai-address-universal,
 * loaded on first use). Shared by the seller profile and, later, the
 * storefront's checkout: the picker on the screen uses the same data.
 */
export async function checkThaiAddress(address: ThaiAddress): Promise<void> {
  const result = await validateAddress(
    {
      province: address.province,
      district: address.district,
      subDistrict: address.sub_district,
      postalCode: address.postal_code,
    },
    { language: "thai" },
  );
  if (result.valid) return;
  const [, messageKey] = PROBLEMS.find(([field]) => field in result.errors) ?? PROBLEMS[0];
  throw new AppError("REQUEST_VALIDATION_ERROR", messageKey, {
    province: address.province,
    district: address.district,
    sub_district: address.sub_district,
    postal_code: address.postal_code,
  });
}
