import { NOTIFICATION_TYPES } from "@seller/contract/notifications";
import type { TFunction } from "i18next";
import type { FeedItem } from "../api/feed-schema";

const KNOWN: ReadonlySet<string> = new Set(NOTIFICATION_TYPES);

/**
 * The server writes title and message in the seller's language; a type this
 * app does not know, or an empty text, shows the default ones (spec section 2).
 */
export function notificationText(item: Pick<FeedItem, "type" | "title" | "message">, t: TFunction) {
  const known = KNOWN.has(item.type);
  return {
    title: known && item.title ? item.title : t("notificationCentre.defaultTitle"),
    message: known && item.message ? item.message : t("notificationCentre.defaultMessage"),
  };
}
