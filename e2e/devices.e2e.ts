import { describe, expect, inject, it } from "vitest";
import { chooseLanguage, PASSWORD, registerSeller, signInToProfile } from "./support/auth";
import { uniqueAccount, useBrowser } from "./support/browser";
import { expectAccessible } from "./support/console";
import { api, shot } from "./support/settings";

const openPage = useBrowser();
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

/** The seller signed in on an iPhone too, as that phone's browser would. */
async function signInOnIphone(account: string): Promise<string> {
  const response = await fetch(`${inject("baseUrl")}/api/sellers/signin`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": IPHONE },
    body: JSON.stringify({ account, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in ${account}: ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

describe.each([{ language: "th" }, { language: "en" }])("signed-in devices in $language", ({ language }) => {
  it("lists the signed-in devices and signs the other one out", async () => {
    const account = uniqueAccount("dev");
    await registerSeller(account);
    const iphone = await signInOnIphone(account);
    const { page, consoleErrors } = await openPage();
    await signInToProfile(page, account);
    if (language === "en") await chooseLanguage(page, "en");
    await page.goto("/system-settings");
    await page.getByTestId("settings-devices").scrollIntoViewIfNeeded();
    await shot(page, `devices-${language}-row`);

    await page.getByTestId("settings-devices").click();
    const sheet = page.getByTestId("devices-sheet");
    const items = sheet.getByTestId("device-item");
    await items.nth(1).waitFor();
    expect(await items.count()).toBe(2);
    const current = sheet.locator('[data-testid="device-item"][data-current="true"]');
    await expect(current.getByTestId("device-current").innerText()).resolves.toBe(
      language === "en" ? "This device" : "อุปกรณ์นี้",
    );
    const other = sheet.locator('[data-testid="device-item"][data-current="false"]');
    await expect(other.innerText()).resolves.toMatch(/Safari 17 · iOS/);
    await expectAccessible(page, "signed-in devices", '[data-testid="devices-sheet"]');
    for (const viewport of [
      { width: 360, height: 640 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await shot(page, `devices-${language}-${viewport.width}`);
    }

    expect((await api("/sellers/profile", { token: iphone })).status).toBe(200);
    await other.getByTestId("device-end").click();
    await sheet.getByTestId("devices-none").waitFor();
    expect(await items.count()).toBe(1);
    // The iPhone is signed out at once: its token is refused.
    expect((await api("/sellers/profile", { token: iphone })).status).toBe(401);
    await shot(page, `devices-${language}-ended`);
    await sheet.getByTestId("devices-close").click();
    await sheet.getByTestId("devices-close").waitFor({ state: "hidden" });
    expect(consoleErrors).toEqual([]);
  });
});
