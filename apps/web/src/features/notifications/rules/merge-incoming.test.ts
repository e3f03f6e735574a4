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

  it("puts an order's new notification in place of that order's line, standing for both", () => {
    const line: FeedItem = {
      ...item(5),
      type: "order_update",
      data: { order_id: 42, status: "pending_shipment" },
      group: { order_id: 42, count: 2, unread: 1, ids: [5, 3], status: "pending_shipment" },
    };
    const start = feed([item(6, true), line], 1);
    const shipped: FeedItem = {
      ...item(7),
      type: "order_update",
      data: { order_id: 42, status: "pending_delivery" },
    };
    const next = mergeIncoming(start, shipped);
    expect(next?.notifications.map((n) => n.id)).toEqual([7, 6]);
    expect(next?.notifications[0]?.group).toEqual({
      order_id: 42,
      count: 3,
      unread: 2,
      ids: [7, 5, 3],
      status: "pending_delivery",
    });
    expect(next?.total).toBe(2);
    expect(next?.unread_count).toBe(2);
    // A money notification of the order keeps the order's state; a repeat of a grouped one changes nothing.
    const money: FeedItem = {
      ...item(8, true),
      type: "transaction",
      data: { order_id: 42, status: "success" },
    };
    expect(mergeIncoming(next, money)?.notifications[0]?.group?.status).toBe("pending_delivery");
    expect(mergeIncoming(next, { ...item(5), type: "order_update" })).toBe(next);
    // Marking the line's notifications read clears its unread count.
    expect(markedRead(next, [7, 5, 3], 0)?.notifications[0]?.group?.unread).toBe(0);
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
