import * as lib from "thai-address-universal";

/**
 * The Thai address data set (thai-address-universal: 77 provinces, about 930
 * districts and 7,500 sub-districts with their postal codes). The picker
 * imports this module on demand, so the library and its data are chunks of
 * their own, fetched only when a screen shows the picker and left out of the
 * service worker's precache. The server checks the same data set (lib/thai-address.ts).
 */

/** Sub-district, district, province and postal code by their Thai names, as the server stores them. */
export type ThaiPlace = { sub_district: string; district: string; province: string; postal_code: string };
export type Place = lib.AddressEntry;

/** A sub-district may have several postal codes: each pair is its own choice. */
export const subDistrictKey = (entry: Place) => `${entry.code}:${entry.postalCode ?? ""}`;

export async function provinceList(): Promise<Place[]> {
  return lib.getProvinces();
}

export async function districtList(provinceCode: string): Promise<Place[]> {
  return lib.getDistricts(provinceCode);
}

export async function subDistrictList(districtCode: string): Promise<Place[]> {
  return lib.getSubDistricts(districtCode);
}

/** Where a stored place sits in the lists: the codes to select, or null when the data set lacks it. */
export async function locatePlace(
  place: ThaiPlace,
): Promise<{ provinceCode: string; districtCode: string; subDistrictKey: string } | null> {
  const province = (await provinceList()).find((entry) => entry.nameTh === place.province);
  if (!province) return null;
  const district = (await districtList(province.code)).find((entry) => entry.nameTh === place.district);
  if (!district) return null;
  const sub = (await subDistrictList(district.code)).find(
    (entry) => entry.nameTh === place.sub_district && entry.postalCode === place.postal_code,
  );
  if (!sub) return null;
  return { provinceCode: province.code, districtCode: district.code, subDistrictKey: subDistrictKey(sub) };
}

/**
 * Places matching what the seller typed: a postal code (digits) or part of a
 * sub-district, district or province name, sub-districts first.
 */
export async function searchPlaces(query: string, limit = 8): Promise<ThaiPlace[]> {
  const text = query.trim();
  if (text.length < 2) return [];
  const rows = /^\d+$/.test(text)
    ? await lib.searchAddressByPostalCode(text, limit)
    : [
        ...(await lib.searchAddressBySubDistrict(text, limit)),
        ...(await lib.searchAddressByDistrict(text, limit)),
        ...(await lib.searchAddressByProvince(text, limit)),
      ];
  const seen = new Set<string>();
  const places: ThaiPlace[] = [];
  for (const row of rows) {
    const place = {
      sub_district: row.sub_district,
      district: row.district,
      province: row.province,
      postal_code: row.postal_code,
    };
    const key = Object.values(place).join("|");
    if (seen.has(key) || !place.postal_code) continue;
    seen.add(key);
    places.push(place);
    if (places.length === limit) break;
  }
  return places;
}
