import { describe, expect, it } from "vitest";
import {
  chooseLanguage,
  PASSWORD,
  pickLanguage,
  registerSeller,
  signIn,
  signInToProfile,
  slideToVerify,
} from "./support/auth";
import { uniqueAccount, useBrowser } from "./support/browser";

const openPage = useBrowser();

describe("registering and signing in", () => {
  it("registers, signs in with the slide verifier and lands on the profile", async () => {
    const { page, consoleErrors } = await openPage();
    const account = uniqueAccount();
    await page.goto("/register");
    await expect(page.getByTestId("register-submit").isDisabled()).resolves.toBe(true);
    await page.getByTestId("account-input").fill(account);
    await page.getByTestId("password-input").fill(PASSWORD);
    await page.getByTestId("confirm-password-input").fill(PASSWORD);
    await page.getByTestId("terms-checkbox").click();
    await slideToVerify(page);
    const signInScreen = page.waitForRequest(/\/assets\/login-page-[\w-]+\.js$/);
    await page.getByTestId("register-submit").click();
    // Sign-in's screen downloads while the success message shows, before the address changes.
    await signInScreen;
    expect(new URL(page.url()).pathname).toBe("/register");

    await page.waitForURL((url) => url.pathname === "/login");
    // The address changes before the sign-in screen replaces the register one, whose fields
    // hold the same account: read the account and slide only once sign-in is there.
    await page.getByTestId("login-submit").waitFor();
    await expect(page.getByTestId("account-input").inputValue()).resolves.toBe(account);
    await page.getByTestId("password-input").fill(PASSWORD);
    await slideToVerify(page);
    await page.getByTestId("login-submit").click();

    await page.waitForURL((url) => url.pathname === "/profile");
    await expect(page.getByTestId("profile-name").textContent()).resolves.toContain(account);
    await expect(page.getByTestId("profile-id").textContent()).resolves.toMatch(/\d+/);
    expect(consoleErrors).toEqual([]);
  });

  it("keeps the submit button disabled until the slide is done, and the keyboard can do it", async () => {
    const { page } = await openPage();
    await page.goto("/login");
    await page.getByTestId("account-input").fill("someone");
    await page.getByTestId("password-input").fill(PASSWORD);
    await expect(page.getByTestId("login-submit").isDisabled()).resolves.toBe(true);
    await page.getByTestId("slide-handle").focus();
    await page.keyboard.press("End");
    await expect(page.getByTestId("slide-track").getAttribute("data-verified")).resolves.toBe("true");
    await expect(page.getByTestId("login-submit").isEnabled()).resolves.toBe(true);
  });

  it("sends a guarded deep link to sign-in and returns there afterwards", async () => {
    const account = uniqueAccount();
    await registerSeller(account);
    const { page } = await openPage();
    await page.goto("/profile?from=deep-link");
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/profile?from=deep-link");
    await signIn(page, account);
    await page.waitForURL((url) => url.pathname === "/profile" && url.search === "?from=deep-link");
  });

  it("shows the catalogue message for a wrong password and stays on sign-in", async () => {
    const account = uniqueAccount();
    await registerSeller(account);
    const { page } = await openPage();
    await page.goto("/login");
    await signIn(page, account, "wrong-password");
    await page.getByTestId("login-error").getByText("บัญชีหรือรหัสผ่านไม่ถูกต้อง").waitFor();
    // Said once, beside the form: no toast repeats it over the fields.
    await page.waitForTimeout(500);
    await expect(page.getByText("บัญชีหรือรหัสผ่านไม่ถูกต้อง").count()).resolves.toBe(1);
    expect(new URL(page.url()).pathname).toBe("/login");
    await expect(
      page.evaluate(() => localStorage.getItem("token") ?? sessionStorage.getItem("token")),
    ).resolves.toBeNull();
  });

  it("logs out, clears the stored session and guards the profile again", async () => {
    const account = uniqueAccount();
    await registerSeller(account);
    const { page } = await openPage();
    await page.goto("/login");
    await page.getByTestId("remember-me").click();
    await signIn(page, account);
    await page.waitForURL((url) => url.pathname === "/profile");
    await expect(page.evaluate(() => localStorage.getItem("token"))).resolves.toBeTruthy();

    await page.getByTestId("logout-button").click();
    await page.getByTestId("logout-dialog-confirm").click();
    await page.waitForURL((url) => url.pathname === "/login");
    const stored = await page.evaluate(() =>
      ["token", "user", "auth_token", "seller_info"].flatMap((key) => [
        localStorage.getItem(key),
        sessionStorage.getItem(key),
      ]),
    );
    expect(stored.every((value) => value === null)).toBe(true);
    await page.goto("/profile");
    await page.waitForURL((url) => url.pathname === "/login");
  });
});

describe("the profile while it loads", () => {
  it("shows logout with the profile, not under the skeleton from where it would jump a screen down", async () => {
    const account = uniqueAccount();
    await registerSeller(account);
    const { page } = await openPage();
    await page.goto("/login");
    // Remembered, so that the session survives the cold open below.
    await page.getByTestId("remember-me").click();
    await signIn(page, account);
    await page.getByTestId("logout-button").waitFor();

    // A cold open of /profile whose profile answer is held back.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/sellers/profile", async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/profile");
    await page.getByTestId("profile-skeleton").waitFor();
    await expect(page.getByTestId("logout-button").count()).resolves.toBe(0);

    release();
    await page.getByTestId("logout-button").waitFor();
    await page.getByTestId("profile-hot").waitFor();
    const shift = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
    );
    // Lighthouse's bound for a good page.
    expect(shift).toBeLessThan(0.1);
  });
});

describe("a cold open", () => {
  it("shows one loading picture, index.html's mark, until the first screen: not the mark and then a spinner", async () => {
    const account = uniqueAccount();
    await registerSeller(account);
    const { page, consoleErrors } = await openPage();
    await page.goto("/login");
    await page.getByTestId("remember-me").click();
    await signIn(page, account);
    await page.getByTestId("logout-button").waitFor();

    // The profile screen's code arrives late, as on a slow link: the app waits for it after its start.
    await page.route("**/assets/profile-screen-*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.addInitScript(() => {
      const seen = new Set<string>();
      Object.assign(window, { loadingSeen: seen });
      new MutationObserver(() => {
        const root = document.getElementById("root");
        if (!root) return;
        // The app's whole-page waits are children of #root; a screen's own busy parts sit inside it.
        if (root.querySelector(":scope > .boot, :scope > [role=status] > svg")) seen.add("mark");
        if (root.querySelector(":scope > [role=status] > span")) seen.add("spinner");
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/profile");
    await page.getByTestId("profile-skeleton").or(page.getByTestId("logout-button")).first().waitFor();
    const seen = await page.evaluate(() => [
      ...(window as unknown as { loadingSeen: Set<string> }).loadingSeen,
    ]);
    expect(seen).toEqual(["mark"]);
    expect(consoleErrors).toEqual([]);
  });
});

describe("the sign-in page before its scripts run", () => {
  it("paints the frame in the cookie's language, where the app then draws it", async () => {
    const { page, context } = await openPage();
    const heading = page.locator("#auth-title");
    const scriptsHeld = async () => {
      await page.route("**/*.js", (route) => route.abort());
      await page.goto("/login");
      const shown = { title: await heading.textContent(), box: await heading.boundingBox() };
      await page.unroute("**/*.js");
      return shown;
    };

    const thai = await scriptsHeld();
    expect(thai.title).toBe("เข้าสู่ระบบ");
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe("th");

    await context.addCookies([{ name: "app_language", value: "en", url: page.url() }]);
    const english = await scriptsHeld();
    expect(english.title).toBe("Sign in");
    await expect(page.locator(".auth-frame-tagline").textContent()).resolves.toBe(
      "Your store, orders and wallet in one place",
    );

    // With its scripts the app renders the screen over the frame, the heading where it was painted.
    await page.goto("/login");
    await page.getByTestId("login-submit").waitFor();
    await expect(heading.textContent()).resolves.toBe("Sign in");
    expect(await heading.boundingBox()).toEqual(english.box);
    await expect(page.locator("#auth-title").count()).resolves.toBe(1);
  });
});

describe("the browser console", () => {
  it("stays empty as the sign-in page starts", async () => {
    // As a seller's browser runs it: the service worker registers too.
    const { page, consoleLog } = await openPage({ serviceWorkers: "allow" });
    await page.goto("/login");
    await page.getByTestId("login-submit").waitFor();
    await page.waitForLoadState("networkidle");
    expect(consoleLog).toEqual([]);
  });
});

describe("language", () => {
  it("shows Thai by default and English after switching, and remembers the choice", async () => {
    const { page, context } = await openPage({ language: "en-US" });
    await page.goto("/login");
    await expect(page.getByTestId("login-submit").textContent()).resolves.toContain("เข้าสู่ระบบ");
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe("th");

    await chooseLanguage(page, "en");
    // The chosen language's texts are fetched first (one chunk per language), then every text switches.
    await expect.poll(() => page.getByTestId("login-submit").textContent()).toContain("Sign in");
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe("en");

    const cookie = (await context.cookies()).find((entry) => entry.name === "app_language");
    expect(cookie?.value).toBe("en");
    await page.reload();
    await expect(page.getByTestId("login-submit").textContent()).resolves.toContain("Sign in");
  });

  it("saves the language chosen on the profile to the seller's account", async () => {
    const account = uniqueAccount();
    await registerSeller(account);
    const { page } = await openPage();
    await signInToProfile(page, account);
    // Escape closes the chooser without choosing, as Cancel does, and a confirm dialog as its Cancel.
    await pickLanguage(page, "zh-TW");
    await page.keyboard.press("Escape");
    await page.getByTestId("language-dialog").waitFor({ state: "hidden" });
    expect(await page.getByTestId("language-button").getAttribute("aria-expanded")).toBe("false");
    await page.getByTestId("logout-button").click();
    await page.getByTestId("logout-dialog-confirm").waitFor();
    await page.keyboard.press("Escape");
    await page.getByTestId("logout-dialog-confirm").waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("th");
    await page.getByTestId("logout-button").waitFor();
    await pickLanguage(page, "zh-TW");
    // The tile says its dialog is open, to a screen reader as to this test's retries.
    expect(await page.getByTestId("language-button").getAttribute("aria-expanded")).toBe("true");
    const saved = page.waitForResponse((response) => response.url().endsWith("/api/sellers/update"));
    await page.getByTestId("language-confirm").click();
    expect((await saved).status()).toBe(200);
    // The screen re-renders in the new language once the change is saved; a busy machine may take a moment.
    await expect.poll(() => page.getByTestId("logout-button").textContent()).toContain("登出");
  });
});
