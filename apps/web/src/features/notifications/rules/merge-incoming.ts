import { orderIdOf } from "@seller/contract/notifications";
import type { Feed, FeedItem } from "../api/feed-schema";

/** The order's state an incoming notification tells: only order notifications carry it. */
function orderStatus(item: FeedItem): string | null {
  return (item.type === "new_order" || item.type === "order_update") && typeof item.data.status === "string"
    ? item.data.status
    : null;
}

/**
 * An incoming notification about one order takes the place of that order's line
 * (DECISIONS "Orders": one line per order with its latest state), standing for the
 * notifications the old line stood for and itself.
 */
function regrouped(feed: Feed, item: FeedItem, orderId: number): Feed {
  const previous = feed.notifications.find(
    (existing) => (existing.group?.order_id ?? orderIdOf(existing.data)) === orderId,
  );
  const before =
    previous?.group ??
    (previous
      ? { count: 1, unread: Number(!previous.is_read), ids: [previous.id], status: null }
      : undefined);
  const group = {
    order_id: orderId,
    count: (before?.count ?? 0) + 1,
    unread: (before?.unread ?? 0) + Number(!item.is_read),
    ids: [item.id, ...(before?.ids ?? [])],
    status: orderStatus(item) ?? before?.status ?? null,
  };
  return {
    ...feed,
    notifications: [{ ...item, group }, ...feed.notifications.filter((existing) => existing !== previous)],
    total: feed.total + (previous ? 0 : 1),
    unread_count: feed.unread_count + (item.is_read ? 0 : 1),
  };
}

/**
 * Spec section 4: an incoming notification goes on top of the list; a
 * duplicate by id replaces the one in place. The unread count follows: +1 for
 * a new unread item, and a duplicate moves it by the change of its read state.
 * The list query is then refetched so the server's count has the last word.
 */
export function mergeIncoming(feed: Feed | undefined, item: FeedItem): Feed | undefined {
  if (!feed) return feed;
  const index = feed.notifications.findIndex(
    (existing) => existing.id === item.id || existing.group?.ids.includes(item.id),
  );
  if (index === -1) {
    const orderId = orderIdOf(item.data);
    if (orderId !== null) return regrouped(feed, item, orderId);
    return {
      ...feed,
      notifications: [item, ...feed.notifications],
      total: feed.total + 1,
      unread_count: feed.unread_count + (item.is_read ? 0 : 1),
    };
  }
  const previous = feed.notifications[index] as FeedItem;
  if (previous.id !== item.id) return feed;
  const delta = Number(!item.is_read) - Number(!previous.is_read);
  return {
    ...feed,
    notifications: feed.notifications.map((existing, at) =>
      at === index ? { ...item, ...(previous.group ? { group: previous.group } : {}) } : existing,
    ),
    unread_count: Math.max(0, feed.unread_count + delta),
  };
}

/** After marking read: the items (and the lines standing for them) are read; the count is the server's. */
export function markedRead(
  feed: Feed | undefined,
  ids: number[] | "all",
  unreadCount: number,
): Feed | undefined {
  if (!feed) return feed;
  const hit = (id: number) => ids === "all" || ids.includes(id);
  return {
    ...feed,
    notifications: feed.notifications.map((item) => {
      if (!hit(item.id)) return item;
      const group = item.group
        ? { ...item.group, unread: item.group.ids.filter((id) => !hit(id)).length }
        : undefined;
      return { ...item, is_read: true, ...(group ? { group } : {}) };
    }),
    unread_count: unreadCount,
  };
}
