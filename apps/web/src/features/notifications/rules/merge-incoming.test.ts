import { describe, expect, it } from "vitest";
import type { Feed, FeedItem } from "../api/feed-schema";
import { markedRead, mergeIncoming } from "./merge-incoming";

const item = (id: number, is_read = false): FeedItem => ({
  id,
  type: "recharge",
  title: `t${id}`,
  message: "m",
  icon: "wallet",
  data: {},
  is_read,
  created_at: "2026-11-22T12:00:00Z",
});
const feed = (items: FeedItem[], unread: number): Feed => ({
  notifications: items,
  unread_count: unread,
  total: items.length,
  page: 1,
  per_page: 50,
});

describe("mergeIncoming", () => {
  it("puts a new notification on top and counts it as unread", () => {
    const next = mergeIncoming(feed([item(1, true)], 0), item(2));
    expect(next?.notifications.map((n) => n.id)).toEqual([2, 1]);
    expect(next?.unread_count).toBe(1);
    expect(next?.total).toBe(2);
  });

  it("updates a duplicate in place without counting it twice", () => {
    const start = feed([item(2), item(1)], 2);
    const again = mergeIncoming(start, { ...item(1), title: "changed" });
    expect(again?.notifications.map((n) => n.title)).toEqual(["t2", "changed"]);
    expect(again?.unread_count).toBe(2);
    expect(again?.total).toBe(2);
    const read = mergeIncoming(start, item(1, true));
    expect(read?.unread_count).toBe(1);
  });

  it("leaves a list not loaded yet alone", () => {
    expect(mergeIncoming(undefined, item(1))).toBeUndefined();
  });
});

describe("markedRead", () => {
  it("marks the given items, or all, and takes the server's count", () => {
    const start = feed([item(2), item(1)], 2);
    expect(markedRead(start, [1], 1)?.notifications.map((n) => n.is_read)).toEqual([false, true]);
    const all = markedRead(start, "all", 0);
    expect(all?.notifications.every((n) => n.is_read)).toBe(true);
    expect(all?.unread_count).toBe(0);
  });
});
