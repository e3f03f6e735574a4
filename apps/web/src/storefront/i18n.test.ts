// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";

/** Each test opens the storefront afresh: a new page load, with what the device saved before. */
async function openStorefront(saved?: string) {
  window.localStorage.clear();
  if (saved !== undefined) window.localStorage.setItem("app_language", saved);
  vi.resetModules();
  const storefront = await import("./i18n");
  await storefront.initStorefrontI18n();
  return storefront;
}

describe("the storefront's language", () => {
  beforeEach(() => {
    document.documentElement.lang = "";
  });

  it("starts a buyer in Thai, the default, without saving a choice they did not make", async () => {
    const { i18n, currentLanguage } = await openStorefront();
    expect(currentLanguage()).toBe("th");
    expect(document.documentElement.lang).toBe("th");
    expect(i18n.t("storefront.storeClosed")).not.toBe("storefront.storeClosed");
    expect(window.localStorage.getItem("app_language")).toBeNull();
  });

  it("starts in Thai when the device holds a language the storefront does not speak", async () => {
    const { currentLanguage } = await openStorefront("fr");
    expect(currentLanguage()).toBe("th");
  });

  it("starts in the language chosen on this device, in the seller app or here", async () => {
    const { i18n, currentLanguage } = await openStorefront("en");
    expect(currentLanguage()).toBe("en");
    expect(i18n.t("storefront.storeClosed")).toBe("This store is not taking orders right now");
    expect(i18n.hasResourceBundle("th", "translation")).toBe(false);
  });

  it("switches every text when a buyer chooses a language, and keeps it for the next visit", async () => {
    const { i18n, chooseLanguage } = await openStorefront();
    await chooseLanguage("en");
    expect(i18n.t("storefront.storeClosed")).toBe("This store is not taking orders right now");
    expect(document.documentElement.lang).toBe("en");
    expect(window.localStorage.getItem("app_language")).toBe("en");
    vi.resetModules();
    const next = await import("./i18n");
    await next.initStorefrontI18n();
    expect(next.currentLanguage()).toBe("en");
  });

  it("holds only the storefront's texts, not the seller app's", async () => {
    const { i18n } = await openStorefront("en");
    expect(i18n.exists("storefront.storeClosed")).toBe(true);
    expect(i18n.exists("wallet.amountRequired")).toBe(false);
  });
});
