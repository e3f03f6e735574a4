import { describe, expect, it } from "vitest";
import { districtList, locatePlace, provinceList, searchPlaces, subDistrictList } from "./thai-address-data";

describe("the Thai address data behind the picker", () => {
  it("lists the 77 provinces, their districts, and sub-districts with postal codes", async () => {
    const provinces = await provinceList();
    expect(provinces).toHaveLength(77);
    const bangkok = provinces.find((province) => province.nameEn === "Bangkok");
    expect(bangkok?.nameTh).toBe("กรุงเทพมหานคร");
    const pathumWan = (await districtList(bangkok?.code ?? "")).find(
      (district) => district.nameTh === "ปทุมวัน",
    );
    const subs = await subDistrictList(pathumWan?.code ?? "");
    expect(subs).toContainEqual(expect.objectContaining({ nameTh: "ลุมพินี", postalCode: "10330" }));
  });

  it("finds places by postal code or by part of a name", async () => {
    expect(await searchPlaces("10330")).toContainEqual({
      sub_district: "ลุมพินี",
      district: "ปทุมวัน",
      province: "กรุงเทพมหานคร",
      postal_code: "10330",
    });
    const byName = await searchPlaces("ศรีภูมิ");
    expect(byName).toContainEqual(expect.objectContaining({ province: "เชียงใหม่", postal_code: "50200" }));
    expect(await searchPlaces("a")).toEqual([]);
  });

  it("locates a stored place in the lists, and says so when it is not there", async () => {
    const found = await locatePlace({
      sub_district: "ศรีภูมิ",
      district: "เมืองเชียงใหม่",
      province: "เชียงใหม่",
      postal_code: "50200",
    });
    expect(found).toEqual({
      provinceCode: "50",
      districtCode: "5001",
      subDistrictKey: expect.stringMatching(/:50200$/),
    });
    expect(
      await locatePlace({
        sub_district: "ศรีภูมิ",
        district: "หาดใหญ่",
        province: "เชียงใหม่",
        postal_code: "50200",
      }),
    ).toBeNull();
  });
});
