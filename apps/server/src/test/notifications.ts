import type { Language } from "@seller/contract/languages";
import type { AnnouncementBody } from "@seller/contract/notification-requests";
import type { SellerNotification } from "@seller/contract/notifications";
import type { App } from "../app";
import type { Database } from "../db/client";
import { call, operatorToken } from "./wallet";

/** An operator's announcement through POST /api/admin/announcements. */
export async function announce(app: App, db: Database, body: AnnouncementBody) {
  const response = await call(app, await operatorToken(app, db), "POST", "/api/admin/announcements", body);
  if (response.statusCode !== 201) throw new Error(`announcement failed: ${response.body}`);
  return response.json().data.sent as number;
}

/** The seller's notifications, newest first (one page of 100). */
export async function notificationsOf(app: App, token: string, type?: string): Promise<SellerNotification[]> {
  const response = await call(app, token, "GET", "/api/sellers/notifications?per_page=100");
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.body}`);
  const all = response.json().data.notifications as SellerNotification[];
  return type ? all.filter((notification) => notification.type === type) : all;
}

export async function chooseLanguage(app: App, token: string, language: Language) {
  const response = await call(app, token, "PUT", "/api/sellers/update", { language });
  if (response.statusCode !== 200) throw new Error(`language change failed: ${response.body}`);
}

export async function setToggles(app: App, token: string, toggles: Record<string, boolean>) {
  const response = await call(app, token, "PUT", "/api/sellers/notifications/settings", toggles);
  if (response.statusCode !== 200) throw new Error(`settings failed: ${response.body}`);
  return response.json().data;
}
