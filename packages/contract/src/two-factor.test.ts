import { describe, expect, it } from "vitest";
import { authenticatorCodeSchema, twoFactorCodeSchema } from "./two-factor";

describe("codes as typed", () => {
  it.each([
    ["123456", "123456"],
    ["123 456", "123456"],
    ["abcd-efgh-jkmn", "ABCDEFGHJKMN"],
    [" ABCD EFGH JKMN ", "ABCDEFGHJKMN"],
  ])("reads %j as %s", (typed, code) => {
    expect(twoFactorCodeSchema.parse(typed)).toBe(code);
  });

  it.each(["", "12345", "1234567", "abcd-efgh", "12345a"])("refuses %j", (typed) => {
    expect(twoFactorCodeSchema.safeParse(typed).success).toBe(false);
  });

  it("takes only an app's six digits when turning two-factor on", () => {
    expect(authenticatorCodeSchema.parse("654 321")).toBe("654321");
    expect(authenticatorCodeSchema.safeParse("ABCD-EFGH-JKMN").success).toBe(false);
  });
});
