import { describe, expect, it } from "vitest";
import { chooseLanguage, PASSWORD, registerSeller, signInToProfile } from "./support/auth";
import { uniqueAccount, useBrowser } from "./support/browser";
import { api, shot, signInByApi } from "./support/settings";

const openPage = useBrowser();

const setting = (slug: string) => ({
  store_setting: {
    store_name: "Nok's Shop",
    store_description: "",
    contact_phone: "",
    business_hours: "",
    announcement: "",
    theme_color: "#007BFF",
    slug,
  },
});

describe.each([{ language: "th" }, { language: "en" }])(
  "a released store address in $language",
  ({ language }) => {
    it("tells another seller that a store address given up is held for 90 days", async () => {
      const owner = uniqueAccount("own");
      await registerSeller(owner);
      const token = await signInByApi(owner, PASSWORD);
      const released = `held-${uniqueAccount("s").slice(-8)}`;
      for (const slug of [released, `${released}-new`]) {
        const saved = await api("/sellers/store-setting", { token, method: "PUT", body: setting(slug) });
        expect(saved.status).toBe(200);
      }

      const account = uniqueAccount("oth");
      await registerSeller(account);
      const { page, consoleErrors } = await openPage();
      await signInToProfile(page, account);
      if (language === "en") await chooseLanguage(page, "en");
      await page.goto("/store-setting");
      await page.getByTestId("setting-store_name").fill("Another shop");
      await page.getByTestId("setting-slug").fill(released);
      await page.getByTestId("setting-save").click();
      const error = page.getByTestId("setting-error-slug");
      await error.waitFor();
      await expect(error.innerText()).resolves.toContain(
        language === "en" ? "held for it for 90 days" : "90 วัน",
      );
      for (const viewport of [
        { width: 360, height: 640 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        await error.scrollIntoViewIfNeeded();
        await shot(page, `slug-held-${language}-${viewport.width}`);
      }
      expect(consoleErrors).toEqual([]);
    });
  },
);
