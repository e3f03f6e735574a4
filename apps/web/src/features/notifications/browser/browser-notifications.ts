import { localStore } from "../../../lib/storage";
import { browserTarget } from "../rules/navigation";
import { BROWSER_SOUND_VOLUME, playNotifySound } from "./notification-sound";

/** Spec section 4's permission states. */
export type PermissionState = "unsupported" | "default" | "granted" | "denied";
/** Spec section 8's four browser-notification errors (locale keys notificationCentre.browser.errors.*). */
export type BrowserNotificationProblem = "unsupported" | "denied" | "needed" | "failed";

export class BrowserNotificationError extends Error {
  constructor(readonly problem: BrowserNotificationProblem) {
    super(problem);
  }
}

/** Spec section 3: the stored preference, "true" or "false". */
export const ENABLED_KEY = "notificationEnabled";
/** Spec section 9: one fixed tag (a new one replaces the last), auto-close after 8 s. */
export const NOTIFICATION_TAG = "seller-notification";
export const AUTO_CLOSE_MS = 8000;
const ICON_URL = "/favicon.ico";

export function permissionState(): PermissionState {
  if (typeof window === "undefined" || !("Notification" in window)) return "unsupported";
  return Notification.permission;
}

export function browserNotificationsOn(): boolean {
  return permissionState() === "granted" && localStore.getItem(ENABLED_KEY) === "true";
}

/** Asks for permission when needed; throws a BrowserNotificationError on a refusal. */
export async function enableBrowserNotifications(): Promise<void> {
  const current = permissionState();
  if (current === "unsupported") throw new BrowserNotificationError("unsupported");
  if (current === "denied") throw new BrowserNotificationError("denied");
  if (current === "default") {
    let answer: NotificationPermission;
    try {
      answer = await Notification.requestPermission();
    } catch {
      throw new BrowserNotificationError("failed");
    }
    if (answer !== "granted") throw new BrowserNotificationError("needed");
  }
  localStore.setItem(ENABLED_KEY, "true");
}

export function disableBrowserNotifications(): void {
  localStore.setItem(ENABLED_KEY, "false");
}

/** Shows one when permitted and switched on; true when it did (it then played the sound). */
export function showBrowserNotification(
  item: { type: string; title: string; message: string; data: Record<string, unknown> },
  navigate: (to: string) => void,
): boolean {
  if (!browserNotificationsOn()) return false;
  try {
    const shown = new Notification(item.title, {
      body: item.message,
      icon: ICON_URL,
      tag: NOTIFICATION_TAG,
      requireInteraction: true,
    });
    shown.onclick = () => {
      window.focus();
      navigate(browserTarget(item));
      shown.close();
    };
    window.setTimeout(() => shown.close(), AUTO_CLOSE_MS);
    playNotifySound(BROWSER_SOUND_VOLUME);
    return true;
  } catch {
    // Android Chrome allows them only through a service worker: the in-app toast still shows.
    return false;
  }
}
