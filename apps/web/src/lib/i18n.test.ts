// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import {
  applyLanguage,
  hasAllTexts,
  i18n,
  initI18n,
  loadLanguage,
  messageForCode,
  translateKey,
} from "./i18n";

describe("the interface language's texts", () => {
  beforeAll(async () => {
    await initI18n("en");
  });

  it("starts with the chosen language's texts only, the others left to load when chosen", () => {
    expect(translateKey("errors.AUTH_TOKEN_EXPIRED")).toBe("Login has expired, please log in again");
    expect(hasAllTexts("en")).toBe(true);
    expect(i18n.hasResourceBundle("en", "translation")).toBe(true);
    for (const other of ["th", "zh-CN", "zh-TW"] as const) {
      expect(i18n.hasResourceBundle(other, "translation")).toBe(false);
      expect(hasAllTexts(other)).toBe(false);
    }
    expect(document.documentElement.lang).toBe("en");
  });

  it("counts the signed-out sessions in English's singular and plural", () => {
    expect(i18n.t("account.password.changedToast", { count: 1, lng: "en" })).toBe(
      "Password changed. 1 other session signed out",
    );
    expect(i18n.t("account.password.changedToast", { count: 3, lng: "en" })).toBe(
      "Password changed. 3 other sessions signed out",
    );
  });

  it("loads the sign-in screen's part of a language alone, and the rest when asked", async () => {
    await loadLanguage("zh-CN", ["signed-out"]);
    expect(i18n.t("auth.login.submit", { lng: "zh-CN" })).not.toBe("auth.login.submit");
    expect(i18n.exists("wallet.amountRequired", { lng: "zh-CN" })).toBe(false);
    expect(hasAllTexts("zh-CN")).toBe(false);
    await loadLanguage("zh-CN");
    expect(hasAllTexts("zh-CN")).toBe(true);
    expect(i18n.exists("wallet.amountRequired", { lng: "zh-CN" })).toBe(true);
  });

  it("loads a language when it is chosen, then switches every text, the page's language and the saved choice", async () => {
    await applyLanguage("th");
    expect(i18n.hasResourceBundle("th", "translation")).toBe(true);
    expect(messageForCode("BUSINESS_INSUFFICIENT_BALANCE")).toBe("ยอดเงินไม่เพียงพอ");
    expect(document.documentElement.lang).toBe("th");
    expect(window.localStorage.getItem("app_language")).toBe("th");
    expect(document.cookie).toContain("app_language=th");
  });

  it("gives the error catalogue's message in the interface language", async () => {
    await applyLanguage("zh-TW");
    expect(messageForCode("AUTH_TOKEN_EXPIRED")).not.toBe("errors.AUTH_TOKEN_EXPIRED");
    await applyLanguage("en");
    expect(messageForCode("AUTH_TOKEN_EXPIRED")).toBe("Login has expired, please log in again");
  });
});
