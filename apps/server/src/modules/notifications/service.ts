import type { NotificationSettingsBody } from "@seller/contract/notification-requests";
import type {
  ChangeResult,
  NotificationSettings,
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

/**
 * The order a stored notification is about, as orderIdOf reads it: its
 * order_id, or the one id of a batch of one. Null groups nothing.
 */
const orderKey = sql`coalesce(
  case when jsonb_typeof(${notifications.data}->'order_id') = 'number' then (${notifications.data}->>'order_id')::int end,
  case when jsonb_typeof(${notifications.data}->'order_ids') = 'array' and jsonb_array_length(${notifications.data}->'order_ids') = 1
    then (${notifications.data}->'order_ids'->>0)::int end)`;

type GroupHead = {
  id: number;
  order_id: number | null;
  n: number;
  unread: number;
  ids: number[];
  status: string | null;
};

/**
 * One line per order, its latest notification (DECISIONS "Orders"), newest
 * first; a notification about no single order is a line of its own.
 */
async function listGrouped(
  db: Queryable,
  sellerId: number,
  query: { page: number; per_page: number },
): Promise<NotificationsList> {
  // The order's state as its latest new_order or order_update said it (a transaction's status is the money's).
  const keyed = sql`select ${notifications.id} as id, ${notifications.createdAt} as created_at,
      ${notifications.isRead} as is_read, ${orderKey} as order_id,
      case when ${notifications.type} in ('new_order', 'order_update') then ${notifications.data}->>'status' end as status
    from ${notifications} where ${notifications.sellerId} = ${sellerId}`;
  const part = sql`partition by coalesce(order_id, -id)`;
  const heads = (await db.execute(sql`with keyed as (${keyed}), grouped as (
      select id, created_at, order_id,
        row_number() over (${part} order by created_at desc, id desc) as rn,
        count(*) over (${part})::int as n,
        (count(*) filter (where not is_read) over (${part}))::int as unread,
        array_agg(id::int) over (${part}) as ids,
        first_value(status) over (${part} order by status is not null desc, created_at desc, id desc) as status
      from keyed)
    select id::int as id, order_id, n, unread, ids, status from grouped where rn = 1
    order by created_at desc, id desc
    limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`)) as unknown as {
    rows: GroupHead[];
  };
  const total = (await db.execute(
    sql`select count(distinct coalesce(${orderKey}, -${notifications.id}))::int as n from ${notifications}
      where ${notifications.sellerId} = ${sellerId}`,
  )) as unknown as { rows: { n: number }[] };
  const ids = heads.rows.map((head) => Number(head.id));
  const rows =
    ids.length === 0 ? [] : await db.select().from(notifications).where(inArray(notifications.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    notifications: heads.rows.flatMap((head) => {
      const row = byId.get(Number(head.id));
      if (!row) return [];
      const notification = toNotification(row);
      if (head.order_id === null) return [notification];
      const group = {
        order_id: Number(head.order_id),
        count: Number(head.n),
        unread: Number(head.unread),
        ids: head.ids.map(Number).sort((a, b) => b - a),
        status: head.status,
      };
      return [{ ...notification, group }];
    }),
    unread_count: await unreadCount(db, sellerId),
    total: Number(total.rows[0]?.n ?? 0),
    page: query.page,
    per_page: query.per_page,
  };
}

/** Newest first (spec "Notifications screen"), with the badge's unread count; `group=order` groups by order. */
export async function listNotifications(
  db: Queryable,
  sellerId: number,
  query: { page: number; per_page: number; group?: "order" | undefined },
): Promise<NotificationsList> {
  if (query.group === "order") return listGrouped(db, sellerId, query);
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
