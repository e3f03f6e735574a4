import { describe, expect, it } from "vitest";
import {
  idCardNumberSchema,
  isValidPrcId,
  isValidThaiId,
  maskIdNumber,
  thaiIdCheckDigit,
  withThaiIdCheckDigit,
} from "./id-number";

describe("Thai national ID (13 digits, mod-11 check digit)", () => {
  it.each(["1101700207030", "3100600445651", "1234567890121"])("accepts %s", (id) => {
    expect(isValidThaiId(id)).toBe(true);
  });

  it.each([
    ["1101700207031", "a wrong check digit"],
    ["110170020703", "12 digits"],
    ["11017002070300", "14 digits"],
    ["110170020703A", "a letter"],
  ])("refuses %s (%s)", (id) => {
    expect(isValidThaiId(id)).toBe(false);
  });

  it("computes the check digit of the first 12 digits, 10 and 11 folding to 0 and 1", () => {
    expect(thaiIdCheckDigit("110170020703")).toBe(0);
    expect(thaiIdCheckDigit("310060044565")).toBe(1);
    expect(thaiIdCheckDigit("123456789012")).toBe(1);
    expect(withThaiIdCheckDigit("110170020703")).toBe("1101700207030");
    for (let n = 0; n < 200; n += 1) {
      const first12 = String(100_000_000_000 + n * 7_919_113).slice(0, 12);
      expect(isValidThaiId(withThaiIdCheckDigit(first12))).toBe(true);
    }
  });

  it("refuses to compute a check digit from anything but 12 digits", () => {
    expect(() => thaiIdCheckDigit("11017002070")).toThrow(RangeError);
    expect(() => thaiIdCheckDigit("11017002070A")).toThrow(RangeError);
  });
});

describe("PRC resident ID (18 characters, ISO 7064 mod 11-2)", () => {
  it.each(["11010519491231002X", "440524188001010014"])("accepts %s", (id) => {
    expect(isValidPrcId(id)).toBe(true);
  });

  it.each([
    ["110105194912310021", "a wrong check character"],
    ["11010519491231002", "17 characters"],
    ["1101051949123100XX", "an X before the last place"],
  ])("refuses %s (%s)", (id) => {
    expect(isValidPrcId(id)).toBe(false);
  });
});

describe("the ID number field", () => {
  it("accepts both kinds, with spaces or dashes as typed and a lowercase x", () => {
    expect(idCardNumberSchema.parse(" 1-1017-00207-03-0 ")).toBe("1101700207030");
    expect(idCardNumberSchema.parse("11010519491231002x")).toBe("11010519491231002X");
  });

  it("says which rule failed", () => {
    const message = (value: unknown) => idCardNumberSchema.safeParse(value).error?.issues[0]?.message;
    expect(message("")).toBe("validation.idNumberRequired");
    expect(message(undefined)).toBe("validation.idNumberRequired");
    expect(message("110170020703")).toBe("validation.idNumberInvalid");
    expect(message("1101700207031")).toBe("validation.idNumberInvalid");
  });
});

describe("masking the ID number on the profile", () => {
  it("shows only the first character and the last four", () => {
    expect(maskIdNumber("1101700207030")).toBe("1********7030");
    expect(maskIdNumber("11010519491231002X")).toBe("1*************002X");
  });
});
