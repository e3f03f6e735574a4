import type { Feed, FeedItem } from "../api/feed-schema";

/**
 * Spec section 4: an incoming notification goes on top of the list; a
 * duplicate by id replaces the one in place. The unread count follows: +1 for
 * a new unread item, and a duplicate moves it by the change of its read state.
 * The list query is then refetched so the server's count has the last word.
 */
export function mergeIncoming(feed: Feed | undefined, item: FeedItem): Feed | undefined {
  if (!feed) return feed;
  const index = feed.notifications.findIndex((existing) => existing.id === item.id);
  if (index === -1) {
    return {
      ...feed,
      notifications: [item, ...feed.notifications],
      total: feed.total + 1,
      unread_count: feed.unread_count + (item.is_read ? 0 : 1),
    };
  }
  const previous = feed.notifications[index] as FeedItem;
  const delta = Number(!item.is_read) - Number(!previous.is_read);
  return {
    ...feed,
    notifications: feed.notifications.map((existing, at) => (at === index ? item : existing)),
    unread_count: Math.max(0, feed.unread_count + delta),
  };
}

/** After marking read: the items are read and the count is the one the server answered. */
export function markedRead(
  feed: Feed | undefined,
  ids: number[] | "all",
  unreadCount: number,
): Feed | undefined {
  if (!feed) return feed;
  const hit = (id: number) => ids === "all" || ids.includes(id);
  return {
    ...feed,
    notifications: feed.notifications.map((item) => (hit(item.id) ? { ...item, is_read: true } : item)),
    unread_count: unreadCount,
  };
}
