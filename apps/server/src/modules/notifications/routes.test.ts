import { listSchema, notificationSchema, settingsSchema } from "@seller/contract/notifications";
import { describe, expect, it } from "vitest";
import { en, signedInSeller, useTestApp } from "../../test/app";
import { announce, notificationsOf, setToggles } from "../../test/notifications";
import { call } from "../../test/wallet";

const t = useTestApp();

/** A seller with three announcements, newest last sent. */
async function sellerWithThree() {
  const seller = await signedInSeller(t.app);
  for (const n of [1, 2, 3]) {
    await announce(t.app, t.database.db, {
      title: `Notice ${n}`,
      message: `Body ${n}`,
      seller_id: seller.id,
    });
  }
  const [third, second, first] = await notificationsOf(t.app, seller.token);
  if (!first || !second || !third) throw new Error("three notifications expected");
  return { ...seller, first, second, third };
}
const get = (token: string, url: string) => call(t.app, token, "GET", url);
const post = (token: string, url: string, payload?: unknown) => call(t.app, token, "POST", url, payload);
const base = "/api/sellers/notifications";

describe("the notification centre's calls", () => {
  it("lists the seller's notifications newest first with the unread count", async () => {
    const seller = await sellerWithThree();
    const response = await get(seller.token, base);
    expect(response.statusCode).toBe(200);
    const data = listSchema.parse(response.json().data);
    expect(data.notifications.map((n) => n.title)).toEqual(["Notice 3", "Notice 2", "Notice 1"]);
    expect(data).toMatchObject({ unread_count: 3, total: 3, page: 1, per_page: 20 });
    expect(data.notifications[0]).toMatchObject({ type: "system", icon: "megaphone", is_read: false });
    const paged = listSchema.parse((await get(seller.token, `${base}?page=2&per_page=2`)).json().data);
    expect(paged.notifications.map((n) => n.title)).toEqual(["Notice 1"]);
  });

  it("opens one notification by its id", async () => {
    const seller = await sellerWithThree();
    const response = await get(seller.token, `${base}/${seller.second.id}`);
    expect(response.statusCode).toBe(200);
    expect(notificationSchema.parse(response.json().data)).toEqual(seller.second);
  });

  it("marks one, several or all as read, and the unread count follows", async () => {
    const seller = await sellerWithThree();
    const one = await post(seller.token, `${base}/${seller.first.id}/read`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual({ changed: 1, unread_count: 2 });
    expect(one.json().message).toBe(en("notifications.marked"));
    const again = await post(seller.token, `${base}/${seller.first.id}/read`);
    expect(again.json().data).toEqual({ changed: 0, unread_count: 2 });
    const batch = await post(seller.token, `${base}/batch-read`, { notification_ids: [seller.second.id] });
    expect(batch.json().data).toEqual({ changed: 1, unread_count: 1 });
    const all = await post(seller.token, `${base}/read-all`);
    expect(all.json().data).toEqual({ changed: 1, unread_count: 0 });
    expect((await notificationsOf(t.app, seller.token)).every((n) => n.is_read)).toBe(true);
  });

  it("deletes one or several", async () => {
    const seller = await sellerWithThree();
    const one = await call(t.app, seller.token, "DELETE", `${base}/${seller.first.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual({ changed: 1, unread_count: 2 });
    const batch = await post(seller.token, `${base}/batch-delete`, {
      notification_ids: [seller.second.id, seller.third.id],
    });
    expect(batch.json().data).toEqual({ changed: 2, unread_count: 0 });
    expect(await notificationsOf(t.app, seller.token)).toEqual([]);
    const gone = await call(t.app, seller.token, "DELETE", `${base}/${seller.first.id}`);
    expect(gone.statusCode).toBe(404);
  });

  it("never shows or changes another seller's notification: 404, and it stays as it was", async () => {
    const owner = await sellerWithThree();
    const other = await signedInSeller(t.app);
    const id = owner.first.id;
    for (const response of [
      await get(other.token, `${base}/${id}`),
      await post(other.token, `${base}/${id}/read`),
      await call(t.app, other.token, "DELETE", `${base}/${id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: "REQUEST_NOT_FOUND",
        message: en("notifications.notFound"),
      });
    }
    const batchRead = await post(other.token, `${base}/batch-read`, { notification_ids: [id] });
    expect(batchRead.json().data).toEqual({ changed: 0, unread_count: 0 });
    const batchDelete = await post(other.token, `${base}/batch-delete`, { notification_ids: [id] });
    expect(batchDelete.json().data).toEqual({ changed: 0, unread_count: 0 });
    await post(other.token, `${base}/read-all`);
    expect(await notificationsOf(t.app, owner.token)).toEqual([owner.third, owner.second, owner.first]);
  });

  it("keeps the seller's notification toggles on the server, all on at first", async () => {
    const seller = await signedInSeller(t.app);
    const first = await get(seller.token, `${base}/settings`);
    expect(settingsSchema.parse(first.json().data)).toEqual({ order: true, finance: true, system: true });
    expect(await setToggles(t.app, seller.token, { finance: false })).toEqual({
      order: true,
      finance: false,
      system: true,
    });
    const saved = await get(seller.token, `${base}/settings`);
    expect(saved.json().data).toEqual({ order: true, finance: false, system: true });
    const wrong = await call(t.app, seller.token, "PUT", `${base}/settings`, { finance: "no" });
    expect(wrong.statusCode).toBe(422);
  });

  it("refuses every call without a seller's token", async () => {
    for (const [method, url] of [
      ["GET", base],
      ["GET", `${base}/1`],
      ["POST", `${base}/1/read`],
      ["POST", `${base}/read-all`],
      ["DELETE", `${base}/1`],
      ["GET", `${base}/settings`],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("refuses an empty or oversized batch", async () => {
    const seller = await signedInSeller(t.app);
    const empty = await post(seller.token, `${base}/batch-read`, { notification_ids: [] });
    expect(empty.statusCode).toBe(422);
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    const oversized = await post(seller.token, `${base}/batch-delete`, { notification_ids: many });
    expect(oversized.statusCode).toBe(422);
  });
});
