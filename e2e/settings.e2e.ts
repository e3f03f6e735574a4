import { describe, expect, inject, it } from "vitest";
import { chooseLanguage, PASSWORD, registerSeller, signIn, signInToProfile } from "./support/auth";
import { uniqueAccount, useBrowser } from "./support/browser";
import { addProduct } from "./support/catalogue";
import { rememberedSession } from "./support/session-storage";
import { api, authenticatorCode, shot, signInByApi } from "./support/settings";

const openPage = useBrowser();
const NEW_PASSWORD = "brandnew456";

describe.each([{ language: "th" }, { language: "en" }])("settings in $language", ({ language }) => {
  const prefix = `settings-${language}`;

  it("changes the login password: other devices are signed out and the new password signs in", async () => {
    const account = uniqueAccount("pw");
    await registerSeller(account);
    const otherDevice = await signInByApi(account, PASSWORD);
    const { page, consoleErrors } = await openPage();
    await signInToProfile(page, account);
    if (language === "en") await chooseLanguage(page, "en");

    await page.getByTestId("tile-settings").click();
    await page.waitForURL((url) => url.pathname === "/system-settings");
    // The version a seller can quote, without the build's commit id.
    await page.waitForLoadState("networkidle");
    expect(await page.getByTestId("settings-version-value").textContent()).toBe("v1.0.0");
    await shot(page, `${prefix}-screen`);

    await page.getByTestId("settings-change-password").click();
    const sheet = page.getByTestId("change-password-sheet");
    await sheet.getByTestId("current-password").fill(PASSWORD);
    await sheet.getByTestId("new-password").fill(NEW_PASSWORD);
    await sheet.getByTestId("confirm-new-password").fill("something-else");
    await sheet.getByTestId("change-password-submit").click();
    await sheet
      .getByRole("alert")
      .filter({ hasText: language === "en" ? "do not match" : "ไม่ตรงกัน" })
      .waitFor();

    await sheet.getByTestId("current-password").fill("not-my-password");
    await sheet.getByTestId("confirm-new-password").fill(NEW_PASSWORD);
    await sheet.getByTestId("change-password-submit").click();
    await sheet.getByTestId("change-password-error").waitFor();
    await shot(page, `${prefix}-password-wrong`);
    expect((await api("/sellers/profile", { token: otherDevice })).status).toBe(200);

    await sheet.getByTestId("current-password").fill(PASSWORD);
    await sheet.getByTestId("change-password-submit").click();
    // The sheet closes once the server has answered.
    await sheet.getByTestId("change-password-submit").waitFor({ state: "hidden" });
    expect((await api("/sellers/profile", { token: otherDevice })).status).toBe(401);

    await page.goto("/profile");
    await page.getByTestId("logout-button").click();
    await page.getByTestId("logout-dialog-confirm").click();
    await page.waitForURL((url) => url.pathname === "/login");
    await signIn(page, account, PASSWORD);
    await page.getByTestId("login-error").waitFor();
    await page.goto("/login");
    await signIn(page, account, NEW_PASSWORD);
    await page.waitForURL((url) => url.pathname === "/profile");
    expect(consoleErrors).toEqual([]);
  });

  it("turns on two-factor, then sign-in asks for the app's code", async () => {
    const account = uniqueAccount("tfa");
    await registerSeller(account);
    const { page, consoleErrors } = await openPage();
    await signInToProfile(page, account);
    if (language === "en") await chooseLanguage(page, "en");
    await page.goto("/system-settings");

    await page.getByTestId("setting-two-factor").click();
    const setup = page.getByTestId("two-factor-setup");
    await setup.getByTestId("two-factor-qr").waitFor();
    const secret = await setup.getByTestId("two-factor-secret").getAttribute("data-secret");
    if (!secret) throw new Error("no secret shown");
    await shot(page, `${prefix}-two-factor-setup`);
    await setup.getByTestId("two-factor-setup-code").fill(await authenticatorCode(secret));
    await setup.getByTestId("two-factor-enable").click();
    await setup.getByTestId("recovery-codes").waitFor();
    expect(await setup.getByTestId("recovery-codes").locator("li").count()).toBe(10);
    await shot(page, `${prefix}-two-factor-recovery-codes`);
    await setup.getByTestId("recovery-codes-done").click();
    await page.getByTestId("two-factor-state").filter({ hasText: "10" }).waitFor();
    await expect(page.getByTestId("setting-two-factor").getAttribute("aria-checked")).resolves.toBe("true");

    await page.getByTestId("setting-login-notification").click();
    await page.getByTestId("setting-login-notification").and(page.locator('[aria-checked="true"]')).waitFor();

    const { page: phone } = await openPage({ language: language === "en" ? "en-US" : "th-TH" });
    await phone.goto("/login");
    await signIn(phone, account);
    await phone.getByTestId("two-factor-step").waitFor();
    await expect(
      phone.evaluate(() => localStorage.getItem("token") ?? sessionStorage.getItem("token")),
    ).resolves.toBeNull();
    await phone.getByTestId("two-factor-code").fill("000000");
    await phone.getByTestId("two-factor-submit").click();
    await phone.getByTestId("two-factor-error").waitFor();
    await shot(phone, `${prefix}-two-factor-signin`);
    // The enabling code's step is spent: the next step's code, which the server accepts for drift.
    await phone.getByTestId("two-factor-code").fill(await authenticatorCode(secret, 1));
    await phone.getByTestId("two-factor-submit").click();
    await phone.waitForURL((url) => url.pathname === "/profile");

    // The first device hears of the new sign-in (login notification on).
    await page.goto("/notifications");
    await page.getByTestId("notification-item").first().waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it("reads every platform tab, and the register screen's terms link opens the terms", async () => {
    const account = uniqueAccount("info");
    await registerSeller(account);
    const { page, consoleErrors } = await openPage();
    await signInToProfile(page, account);
    if (language === "en") await chooseLanguage(page, "en");
    await page.getByTestId("tile-platform-info").click();
    for (const tab of ["platform", "terms", "privacy", "about"]) {
      await page.getByTestId(`platform-tab-${tab}`).click();
      const document = page.getByTestId(`platform-info-${tab}`);
      await document.waitFor();
      expect((await document.innerText()).length).toBeGreaterThan(500);
      await shot(page, `${prefix}-platform-${tab}`);
    }
    await expect(page.getByTestId("platform-info-privacy").count()).resolves.toBe(0);
    await page.getByTestId("platform-tab-privacy").click();
    await expect(page.getByTestId("platform-info-privacy").innerText()).resolves.toContain("PDPA");

    const { page: visitor } = await openPage({ language: language === "en" ? "en-US" : "th-TH" });
    await visitor.goto("/register");
    if (language === "en") {
      await visitor.getByTestId("language-button").click();
      await visitor.getByTestId("language-option-en").click();
      await visitor.getByTestId("language-confirm").click();
    }
    await visitor.getByTestId("account-input").fill("someone");
    await visitor.getByTestId("terms-link").click();
    await visitor.getByTestId("platform-info-terms").waitFor();
    await shot(visitor, `${prefix}-register-terms`);
    await visitor.getByTestId("terms-agree").click();
    await expect(visitor.getByTestId("terms-checkbox").locator("input").isChecked()).resolves.toBe(true);
    await expect(visitor.getByTestId("account-input").inputValue()).resolves.toBe("someone");
    expect(consoleErrors).toEqual([]);
  });

  it("saves phone and address from the profile with the Thai address picker", async () => {
    const account = uniqueAccount("addr");
    await registerSeller(account);
    const { page, consoleErrors } = await openPage();
    const sheetFiles: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/(phone-sheet|address-sheet|thai-address-picker)-/.test(request.url()))
        sheetFiles.push(request.url());
    });
    await signInToProfile(page, account);
    if (language === "en") await chooseLanguage(page, "en");
    const before = Number(await page.getByTestId("profile-completion").getAttribute("data-value"));
    // The sheets and the address picker load when first opened, not with the profile.
    expect(sheetFiles).toEqual([]);

    await page.getByTestId("profile-phone").click();
    await page.getByTestId("phone-input").fill("+66 81 234 5678");
    await page.getByTestId("phone-submit").click();
    await page.getByTestId("profile-phone-value").filter({ hasText: "081-234-5678" }).waitFor();

    await page.getByTestId("profile-address").click();
    await page.getByTestId("address-search").fill("10330");
    await page.getByTestId("address-suggestions").getByText("ลุมพินี").click();
    await expect(page.getByTestId("address-postal-code").innerText()).resolves.toBe("10330");
    await page.getByTestId("address-line").fill("1 ถนนพระราม 4");
    await shot(page, `${prefix}-address-picker`);
    await page.getByTestId("address-submit").click();
    await page
      .getByTestId("profile-address-value")
      .filter({ hasText: "1 ถนนพระราม 4 แขวงลุมพินี เขตปทุมวัน กรุงเทพมหานคร 10330" })
      .waitFor();
    const after = Number(await page.getByTestId("profile-completion").getAttribute("data-value"));
    expect(after - before).toBe(33);
    await shot(page, `${prefix}-profile-personal-info`);
    expect(consoleErrors).toEqual([]);
  });
});

/** A phone that opens the installed app: the session kept (remember me), nothing of the app cached. */
async function coldStartWithSession(name: string) {
  const account = uniqueAccount(name);
  await registerSeller(account);
  const saved = await rememberedSession(inject("baseUrl"), account, PASSWORD);
  const opened = await openPage();
  await opened.context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, saved);
  return opened;
}

describe("a cold start on a store, order or product screen", () => {
  it("asks for the screen's code from the page itself, with the app's first files", async () => {
    const product = await addProduct({
      name: "ลิปบาล์มน้ำผึ้ง",
      name_zh: "蜂蜜润唇膏",
      name_en: "Honey lip balm",
      category: "beauty",
      price: "259",
      cost_price: "120",
      stock: 5,
    });
    const { page, context, consoleErrors } = await coldStartWithSession("screens");
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const initiators = new Map<string, string>();
    cdp.on("Network.requestWillBeSent", ({ request, initiator }) => {
      const file = new URL(request.url).pathname.match(/^\/assets\/([a-z-]+-screen)-[\w-]{8}\.js$/)?.[1];
      if (file) initiators.set(file, initiator.type);
    });
    for (const [path, screen] of [
      ["/shop", "shop-screen"],
      ["/pending-shipment", "pending-shipment-screen"],
      ["/revenue-record", "revenue-record-screen"],
      // A path with an id in it: the server matches it to the route page of /product/:id.
      [`/product/${product.id}`, "product-screen"],
    ] as const) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      // From the page's own preload link ("parser"), not from the router once the app has run ("script").
      expect([path, initiators.get(screen)]).toEqual([path, "parser"]);
    }
    expect(consoleErrors).toEqual([]);
  });
});

describe("a cold /profile", () => {
  it("asks for the profile once, from the page's own start script, before any of the app's scripts has arrived", async () => {
    const { page, context, consoleErrors } = await coldStartWithSession("early");
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    type Sent = { url: string; timestamp: number; initiatorUrl?: string };
    const sent: Sent[] = [];
    const scriptsDone: number[] = [];
    cdp.on("Network.requestWillBeSent", ({ request, timestamp, initiator }) => {
      sent.push({ url: request.url, timestamp, initiatorUrl: initiator.stack?.callFrames[0]?.url });
    });
    cdp.on("Network.responseReceived", ({ response, timestamp }) => {
      if (/\/assets\/.*\.js$/.test(response.url)) scriptsDone.push(timestamp);
    });

    await page.goto("/profile");
    await page.getByTestId("logout-button").waitFor();
    await page.waitForLoadState("networkidle");
    // Until the live channel connects: its first connection reads the signed-in calls again.
    const live = sent.findIndex(({ url }) => new URL(url).pathname.startsWith("/socket.io"));
    const profileCalls = sent
      .slice(0, live < 0 ? undefined : live)
      .filter(({ url }) => new URL(url).pathname === "/api/sellers/profile");
    // Sent by a script of the page itself (the document's address), not of a file under /assets.
    expect(profileCalls.map(({ initiatorUrl }) => initiatorUrl && new URL(initiatorUrl).pathname)).toEqual([
      "/profile",
    ]);
    expect(profileCalls[0]?.timestamp).toBeLessThan(Math.min(...scriptsDone));
    // The Content-Security-Policy allows it by its hash: a refused inline script is a console error.
    expect(consoleErrors).toEqual([]);
  });

  it("downloads neither classic zod, the common-password list, the sign-in's forms nor the springs: only what a tap opens does", async () => {
    const { page, consoleErrors } = await coldStartWithSession("cold");
    const scripts: { url: string; text: Promise<string> }[] = [];
    page.on("response", (response) => {
      if (/\/assets\/.*\.js$/.test(response.url()))
        scripts.push({ url: response.url(), text: response.text() });
    });
    // Classic zod names its classes ZodObject, ZodString...; zod/mini's are ZodMini*, the core's $Zod*.
    const classicZod = /[`"']ZodObject[`"']/;
    // The list's 4th to 6th entries, as a JSON array or the joined text a build may make of it.
    const commonPasswords = /qwerty\W{1,3}123456789\W{1,3}111111/;
    // react-hook-form's form state names it, the sign-in's form library; react-spring's globals
    // name it, under antd-mobile's dialogs, carousel and star rating.
    const signInForms = /[`"']validatingFields[`"']/;
    const springs = /skipAnimation/;
    const carrying = async (pattern: RegExp) => {
      const texts = await Promise.all(scripts.map(async ({ url, text }) => ({ url, text: await text })));
      return texts.filter(({ text }) => pattern.test(text)).map(({ url }) => new URL(url).pathname);
    };

    await page.goto("/profile");
    await page.getByTestId("logout-button").waitFor();
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    await expect(carrying(classicZod)).resolves.toEqual([]);
    await expect(carrying(commonPasswords)).resolves.toEqual([]);
    await expect(carrying(signInForms)).resolves.toEqual([]);
    await expect(carrying(springs)).resolves.toEqual([]);

    // The sheet that checks a phone number with the contract's rules brings classic zod along.
    await page.getByTestId("profile-phone").click();
    await page.getByTestId("phone-input").waitFor();
    await page.waitForLoadState("networkidle");
    await expect(carrying(classicZod)).resolves.not.toEqual([]);
    // Its sheet slides up with antd-mobile's springs, which come with it.
    await expect(carrying(springs)).resolves.not.toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

describe("the installable app", () => {
  it("serves a manifest with icons and opens its shell offline with the network message", async () => {
    const account = uniqueAccount("pwa");
    await registerSeller(account);
    const { page, context, consoleErrors } = await openPage({ serviceWorkers: "allow" });
    await signInToProfile(page, account);
    const icons = await page.evaluate(async () => {
      const link = document.querySelector('link[rel="manifest"]')?.getAttribute("href") ?? "";
      const parsed = (await (await fetch(link)).json()) as { icons: { src: string }[] };
      return Promise.all(parsed.icons.map(async (icon) => (await fetch(icon.src)).status));
    });
    expect(icons).toEqual([200, 200, 200]);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.getByTestId("profile-name").waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId("offline-banner").waitFor();
    await shot(page, "offline");
    await context.setOffline(false);
    await page.getByTestId("offline-banner").waitFor({ state: "detached" });
    await page.getByTestId("profile-name").waitFor();
    expect(
      consoleErrors.filter((error) => !/net::ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(error)),
    ).toEqual([]);
  });
});
