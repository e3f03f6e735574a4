import { describe, expect, it } from "vitest";
import { en, inEnglish, signedInSeller, signIn, th, useTestApp } from "../../test/app";
import { chooseLanguage, notificationsOf, setToggles } from "../../test/notifications";
import { connected, connectSocket, listening, nextNotification } from "../../test/sockets";
import { call } from "../../test/wallet";
import { describeDevice } from "./device";

const t = useTestApp();

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1";

const security = (token: string) => call(t.app, token, "GET", "/api/sellers/security");
const setLoginNotification = (token: string, on: boolean) =>
  call(t.app, token, "PUT", "/api/sellers/security", { login_notification: on });

describe("the security toggles", () => {
  it("start with two-factor and login notification off, and keep a change on the server", async () => {
    const seller = await signedInSeller(t.app);
    expect((await security(seller.token)).json().data).toEqual({
      two_factor_enabled: false,
      recovery_codes_left: 0,
      login_notification: false,
    });
    const changed = await setLoginNotification(seller.token, true);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe(en("server.updated"));
    expect((await security(seller.token)).json().data.login_notification).toBe(true);
  });

  it("refuses anything but a true or false", async () => {
    const seller = await signedInSeller(t.app);
    const response = await call(t.app, seller.token, "PUT", "/api/sellers/security", {
      login_notification: "yes",
    });
    expect(response.statusCode).toBe(422);
    const extra = await call(t.app, seller.token, "PUT", "/api/sellers/security", {
      login_notification: true,
      two_factor_enabled: false,
    });
    expect(extra.statusCode).toBe(422);
  });
});

describe("the login notification", () => {
  it("is not written while the toggle is off", async () => {
    const seller = await signedInSeller(t.app);
    await signIn(t.app, seller.account, seller.password, { headers: { "user-agent": ANDROID_CHROME } });
    expect(await notificationsOf(t.app, seller.token, "system")).toEqual([]);
  });

  it("tells the time and the device of each new sign-in, in the seller's language", async () => {
    const seller = await signedInSeller(t.app);
    await setLoginNotification(seller.token, true);
    await chooseLanguage(t.app, seller.token, "th");
    await signIn(t.app, seller.account, seller.password, { headers: { "user-agent": ANDROID_CHROME } });
    const [notification] = await notificationsOf(t.app, seller.token, "system");
    expect(notification?.title).toBe(th("account.loginAlert.title"));
    expect(notification?.message).toContain("Chrome 120 · Android 14");
    expect(notification?.message).toMatch(/25\d\d/); // th-TH writes the Buddhist year
    expect(notification?.data).toMatchObject({ system_type: "login", device: "Chrome 120 · Android 14" });
    expect(Date.parse(String(notification?.data.signed_in_at))).not.toBeNaN();
  });

  it("arrives on the open page in real time", async () => {
    const url = await listening(t.app);
    const seller = await signedInSeller(t.app);
    await setLoginNotification(seller.token, true);
    await chooseLanguage(t.app, seller.token, "en");
    const socket = connectSocket(url, seller.token);
    try {
      await connected(socket);
      const arriving = nextNotification(socket);
      await signIn(t.app, seller.account, seller.password, {
        headers: { "user-agent": IPHONE_SAFARI, ...inEnglish },
      });
      const notification = await arriving;
      expect(notification.type).toBe("system");
      expect(notification.title).toBe(en("account.loginAlert.title"));
      expect(notification.message).toContain("Safari 17 · iOS 17.2");
    } finally {
      socket.close();
    }
  });

  it("is a system notification: silenced with the system toggle", async () => {
    const seller = await signedInSeller(t.app);
    await setLoginNotification(seller.token, true);
    await setToggles(t.app, seller.token, { system: false });
    await signIn(t.app, seller.account, seller.password);
    expect(await notificationsOf(t.app, seller.token, "system")).toEqual([]);
  });
});

describe("reading the device from the user agent", () => {
  it.each([
    [ANDROID_CHROME, "Chrome 120 · Android 14"],
    [IPHONE_SAFARI, "Safari 17 · iOS 17.2"],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
      "Microsoft Edge 126 · Windows 10",
    ],
    ["", undefined],
    [undefined, undefined],
  ])("%s", (userAgent, expected) => {
    expect(describeDevice(userAgent)).toBe(expected);
  });
});
