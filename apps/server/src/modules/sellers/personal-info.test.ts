import { describe, expect, it } from "vitest";
import { en, signedInSeller, useTestApp } from "../../test/app";
import { call } from "../../test/wallet";

const t = useTestApp();

const update = (token: string, payload: unknown) => call(t.app, token, "PUT", "/api/sellers/update", payload);
const profile = async (token: string) =>
  (await call(t.app, token, "GET", "/api/sellers/profile")).json().data;

const CHIANG_MAI = {
  line: "99/9 หมู่ 5 ถนนห้วยแก้ว",
  sub_district: "ศรีภูมิ",
  district: "เมืองเชียงใหม่",
  province: "เชียงใหม่",
  postal_code: "50200",
};

describe("phone and address in the profile", () => {
  it("start empty", async () => {
    const seller = await signedInSeller(t.app);
    expect(await profile(seller.token)).toMatchObject({ phone: null, address: null, address_detail: null });
  });

  it.each([
    ["0812345678", "0812345678"],
    ["081-234-5678", "0812345678"],
    ["+66 81 234 5678", "0812345678"],
    ["66912345678", "0912345678"],
    ["06 1234 5678", "0612345678"],
  ])("saves the Thai mobile number %s as %s", async (typed, stored) => {
    const seller = await signedInSeller(t.app);
    const response = await update(seller.token, { phone: typed });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.phone).toBe(stored);
    expect((await profile(seller.token)).phone).toBe(stored);
  });

  it.each(["021234567", "0512345678", "081234567", "08123456789", "08x2345678", ""])(
    "refuses %j as a mobile number and keeps the old one",
    async (typed) => {
      const seller = await signedInSeller(t.app);
      await update(seller.token, { phone: "0812345678" });
      const response = await update(seller.token, { phone: typed });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(en(typed ? "address.phoneInvalid" : "address.phoneRequired"));
      expect((await profile(seller.token)).phone).toBe("0812345678");
    },
  );

  it("saves an address whose parts belong together, with its one-line form", async () => {
    const seller = await signedInSeller(t.app);
    const response = await update(seller.token, { address: CHIANG_MAI });
    expect(response.statusCode).toBe(200);
    const saved = await profile(seller.token);
    expect(saved.address_detail).toEqual(CHIANG_MAI);
    expect(saved.address).toBe("99/9 หมู่ 5 ถนนห้วยแก้ว ตำบลศรีภูมิ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50200");
  });

  it("writes a Bangkok address with khwaeng and khet", async () => {
    const seller = await signedInSeller(t.app);
    await update(seller.token, {
      address: {
        line: "1 ถนนพระราม 4",
        sub_district: "ลุมพินี",
        district: "ปทุมวัน",
        province: "กรุงเทพมหานคร",
        postal_code: "10330",
      },
    });
    expect((await profile(seller.token)).address).toBe("1 ถนนพระราม 4 แขวงลุมพินี เขตปทุมวัน กรุงเทพมหานคร 10330");
  });

  it.each([
    ["a district of another province", { district: "หาดใหญ่" }, "address.districtNotInProvince"],
    ["a sub-district of another district", { sub_district: "ลุมพินี" }, "address.subDistrictNotInDistrict"],
    ["a postal code of another area", { postal_code: "10330" }, "address.postalCodeMismatch"],
    ["a province that does not exist", { province: "Atlantis" }, "address.provinceUnknown"],
  ])("refuses %s and changes nothing", async (_name, change, messageKey) => {
    const seller = await signedInSeller(t.app);
    const address = { ...CHIANG_MAI, ...change };
    const response = await update(seller.token, { address, phone: "0812345678" });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      en(messageKey, {
        province: address.province,
        district: address.district,
        sub_district: address.sub_district,
        postal_code: address.postal_code,
      }),
    );
    expect(await profile(seller.token)).toMatchObject({ phone: null, address: null });
  });

  it.each([
    ["no house line", { line: " " }, "address.lineRequired"],
    ["a five-letter postal code", { postal_code: "5020A" }, "address.postalCodeInvalid"],
    ["a control character in the line", { line: "99/9\u0007" }, "security.controlCharacters"],
  ])("refuses %s before looking it up", async (_name, change, messageKey) => {
    const seller = await signedInSeller(t.app);
    const response = await update(seller.token, { address: { ...CHIANG_MAI, ...change } });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(en(messageKey));
  });

  it("removes phone and address with null", async () => {
    const seller = await signedInSeller(t.app);
    await update(seller.token, { phone: "0812345678", address: CHIANG_MAI });
    const response = await update(seller.token, { phone: null, address: null });
    expect(response.json().data).toMatchObject({ phone: null, address: null, address_detail: null });
  });

  it("keeps the language when only the phone changes, and the other way round", async () => {
    const seller = await signedInSeller(t.app);
    await update(seller.token, { language: "en" });
    await update(seller.token, { phone: "0812345678" });
    await update(seller.token, { language: "zh-TW" });
    expect(await profile(seller.token)).toMatchObject({ language: "zh-TW", phone: "0812345678" });
  });
});
