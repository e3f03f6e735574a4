import { describe, expect, it } from "vitest";
import { formatThaiAddress, formatThaiMobile, thaiAddressSchema, thaiMobileSchema } from "./address";

describe("Thai mobile numbers", () => {
  it.each([
    ["0812345678", "0812345678"],
    ["081-234-5678", "0812345678"],
    ["+66 81 234 5678", "0812345678"],
    ["(091) 234 5678", "0912345678"],
    ["66612345678", "0612345678"],
  ])("reads %s as %s", (typed, stored) => {
    expect(thaiMobileSchema.parse(typed)).toBe(stored);
  });

  it.each(["021234567", "0312345678", "08123456", "081234567890", "+44 7700 900123", "abc"])(
    "refuses %s",
    (typed) => {
      expect(thaiMobileSchema.safeParse(typed).success).toBe(false);
    },
  );

  it("writes a stored number the Thai way", () => {
    expect(formatThaiMobile("0812345678")).toBe("081-234-5678");
  });
});

describe("Thai addresses", () => {
  const address = {
    line: " 99/9 หมู่ 5 ",
    sub_district: "ศรีภูมิ",
    district: "เมืองเชียงใหม่",
    province: "เชียงใหม่",
    postal_code: "50200",
  };

  it("trims the parts and writes them on one line with tambon, amphoe and changwat", () => {
    const parsed = thaiAddressSchema.parse(address);
    expect(parsed.line).toBe("99/9 หมู่ 5");
    expect(formatThaiAddress(parsed)).toBe("99/9 หมู่ 5 ตำบลศรีภูมิ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50200");
  });

  it("refuses a line with a line break and a postal code that is not five digits", () => {
    expect(thaiAddressSchema.safeParse({ ...address, line: "99/9\nหมู่ 5" }).success).toBe(false);
    expect(thaiAddressSchema.safeParse({ ...address, postal_code: "5020" }).success).toBe(false);
  });
});
