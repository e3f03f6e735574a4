import { describe, expect, it } from "vitest";
import { BANK_CODES, bankCodeOf, bankName, THAI_BANKS } from "./bank-cards";
import commonPasswords from "./common-passwords.json";
import { isCommonPassword, newPasswordSchema, passwordSchema } from "./passwords";

const messageOf = (password: string) => newPasswordSchema.safeParse(password).error?.issues[0]?.message;

describe("choosing a password", () => {
  it("ships 1,000 common passwords, each long enough that the length rule alone would let it through", () => {
    expect(commonPasswords.passwords).toHaveLength(1000);
    expect(new Set(commonPasswords.passwords).size).toBe(1000);
    expect(commonPasswords.passwords.every((password) => password.length >= 6)).toBe(true);
    expect(commonPasswords.source).toMatch(/zxcvbn/);
  });

  it("refuses a common password in any letter case, with its own message", () => {
    expect(isCommonPassword("QWERTY123")).toBe(true);
    expect(messageOf("password")).toBe("security.passwordTooCommon");
    expect(messageOf("Iloveyou")).toBe("security.passwordTooCommon");
  });

  it("refuses a password of spaces only, with its own message, and keeps the minimum of 6", () => {
    expect(messageOf("      ")).toBe("security.passwordBlank");
    expect(messageOf("abc")).toBe("validation.passwordTooShort");
  });

  it("accepts an ordinary password, spaces inside included", () => {
    expect(messageOf("secret123")).toBeUndefined();
    expect(messageOf("ร้านของฉัน 2024")).toBeUndefined();
  });

  it("does not apply the choosing rules at sign-in, so nobody is locked out by them", () => {
    expect(passwordSchema.safeParse("password").success).toBe(true);
  });
});

describe("bank names", () => {
  it("reads the spec's names and the codes, in any letter case and spacing", () => {
    expect(bankCodeOf("Kasikornbank")).toBe("KBANK");
    expect(bankCodeOf("KBANK")).toBe("KBANK");
    expect(bankCodeOf(" krung  thai bank ")).toBe("KTB");
    expect(bankCodeOf("Bank of Nowhere")).toBeUndefined();
  });

  it("reads every bank name of the spec's list, the Thai names and the merged banks' old codes as ttb", () => {
    const spec = [
      "Bangkok Bank",
      "Kasikornbank",
      "Krung Thai Bank",
      "Siam Commercial Bank",
      "Bank of Ayudhya",
    ];
    expect(spec.map(bankCodeOf)).toEqual(["BBL", "KBANK", "KTB", "SCB", "BAY"]);
    expect(["CIMB Thai Bank", "Tisco Bank", "UOB Bank"].map(bankCodeOf)).toEqual(["CIMBT", "TISCO", "UOBT"]);
    expect(["TMB", "TBANK", "TMB Bank", "Thanachart Bank", "ttb"].map(bankCodeOf)).toEqual(
      Array(5).fill("TTB"),
    );
    expect(bankCodeOf("ธนาคารออมสิน")).toBe("GSB");
  });

  it("names the current banks after the interface language, old codes as ttb", () => {
    for (const code of ["GSB", "BAAC", "KKP", "LHB", "GHB", "ICBCT", "TTB"])
      expect(BANK_CODES).toContain(code);
    expect(BANK_CODES).not.toContain("TMB");
    expect(bankName("KBANK", "th")).toBe("ธนาคารกสิกรไทย");
    expect(bankName("KBANK", "en")).toBe("Kasikornbank");
    expect(bankName("KBANK", "zh-CN")).toBe("开泰银行");
    expect(bankName("KBANK", "zh-TW")).toBe("開泰銀行");
    expect(bankName("KKP", "zh-CN")).toBe("Kiatnakin Phatra Bank");
    expect(bankName("TMB", "th")).toBe(bankName("TTB", "th"));
    expect(bankName("TBANK", "en")).toContain("ttb");
    for (const bank of THAI_BANKS) expect(bank.th).toMatch(/^ธนาคาร/);
  });
});
