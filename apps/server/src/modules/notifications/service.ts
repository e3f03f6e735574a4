import type {
  ChangeResult,
  NotificationSettings,
  NotificationSettingsBody,
  NotificationsList,
  SellerNotification,
} from "@seller/contract/notifications";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { toNotification } from "./notify";
import { notificationSettings, notifications } from "./tables";

const own = (sellerId: number) => eq(notifications.sellerId, sellerId);
/** Another seller's id reads exactly like a missing one: 404, nothing changed. */
const notFound = () => new AppError("REQUEST_NOT_FOUND", "notifications.notFound");

export async function unreadCount(db: Queryable, sellerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(own(sellerId), eq(notifications.isRead, false)));
  return row?.n ?? 0;
}

/** Newest first (spec "Notifications screen"), with the badge's unread count. */
export async function listNotifications(
  db: Queryable,
  sellerId: number,
  query: { page: number; per_page: number },
): Promise<NotificationsList> {
  const rows = await db
    .select()
    .from(notifications)
    .where(own(sellerId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await db.select({ n: count() }).from(notifications).where(own(sellerId));
  return {
    notifications: rows.map(toNotification),
    unread_count: await unreadCount(db, sellerId),
    total: total?.n ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}

export async function getNotification(
  db: Queryable,
  sellerId: number,
  id: number,
): Promise<SellerNotification> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(own(sellerId), eq(notifications.id, id)));
  if (!row) throw notFound();
  return toNotification(row);
}

/** Marks the seller's own notifications among `ids` read; ids of others are not touched. */
export async function markRead(
  db: Queryable,
  sellerId: number,
  ids: number[] | "all",
): Promise<ChangeResult> {
  const changed = await db
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        own(sellerId),
        eq(notifications.isRead, false),
        ids === "all" ? undefined : inArray(notifications.id, ids),
      ),
    )
    .returning({ id: notifications.id });
  return { changed: changed.length, unread_count: await unreadCount(db, sellerId) };
}

/** One notification read: 404 unless it is the seller's own (reading it twice is fine). */
export async function markOneRead(db: Queryable, sellerId: number, id: number): Promise<ChangeResult> {
  await getNotification(db, sellerId, id);
  return markRead(db, sellerId, [id]);
}

export async function deleteNotifications(
  db: Queryable,
  sellerId: number,
  ids: number[],
): Promise<ChangeResult> {
  const deleted = await db
    .delete(notifications)
    .where(and(own(sellerId), inArray(notifications.id, ids)))
    .returning({ id: notifications.id });
  return { changed: deleted.length, unread_count: await unreadCount(db, sellerId) };
}

export async function deleteOne(db: Queryable, sellerId: number, id: number): Promise<ChangeResult> {
  const result = await deleteNotifications(db, sellerId, [id]);
  if (result.changed === 0) throw notFound();
  return result;
}

const ALL_ON: NotificationSettings = { order: true, finance: true, system: true };

export async function getSettings(db: Queryable, sellerId: number): Promise<NotificationSettings> {
  const [row] = await db
    .select({
      order: notificationSettings.order,
      finance: notificationSettings.finance,
      system: notificationSettings.system,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.sellerId, sellerId));
  return row ?? ALL_ON;
}

/** Stored on the server, so a seller who turns finance off gets no finance notifications on any device. */
export async function updateSettings(
  db: Queryable,
  sellerId: number,
  changes: NotificationSettingsBody,
): Promise<NotificationSettings> {
  const next = { ...(await getSettings(db, sellerId)), ...changes };
  await db
    .insert(notificationSettings)
    .values({ sellerId, ...next })
    .onConflictDoUpdate({
      target: notificationSettings.sellerId,
      set: { ...next, updatedAt: sql`now()` },
    });
  return next;
}
