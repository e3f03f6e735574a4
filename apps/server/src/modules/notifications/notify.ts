import type { Language } from "@seller/contract/languages";
import {
  CATEGORY_OF_TYPE,
  type NotificationCategory,
  type NotificationType,
  type SellerNotification,
} from "@seller/contract/notifications";
import { inArray } from "drizzle-orm";
import type { Queryable, Transaction } from "../../db/client";
import { sellerLanguages } from "../sellers/directory";
import { hold } from "./outbox";
import { notificationSettings, notifications } from "./tables";

/** The types the server writes (spec section 3); the others exist only in the client's icon table. */
export type ProducedType = Extract<
  NotificationType,
  | "new_order"
  | "order_update"
  | "transaction"
  | "earnings"
  | "withdraw"
  | "recharge"
  | "deposit"
  | "system"
  | "verification"
>;

/** Title, message and data as one seller reads them, built once their language is known. */
export type Draft = { title: string; message: string; data: Record<string, unknown> };

const ICONS: Record<ProducedType, string> = {
  new_order: "order",
  order_update: "truck",
  transaction: "swap",
  earnings: "coin",
  withdraw: "withdraw",
  recharge: "recharge",
  deposit: "shield",
  system: "megaphone",
  verification: "idcard",
};

type Row = typeof notifications.$inferSelect;

export function toNotification(row: Row): SellerNotification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    icon: row.icon,
    data: row.data,
    is_read: row.isRead,
    created_at: row.createdAt.toISOString(),
  };
}

/** Sellers among `sellerIds` who turned the category off; no settings row means all on. */
async function silenced(db: Queryable, sellerIds: number[], category: NotificationCategory | null) {
  if (!category || sellerIds.length === 0) return new Set<number>();
  const rows = await db
    .select({
      sellerId: notificationSettings.sellerId,
      order: notificationSettings.order,
      finance: notificationSettings.finance,
      system: notificationSettings.system,
    })
    .from(notificationSettings)
    .where(inArray(notificationSettings.sellerId, sellerIds));
  return new Set(rows.filter((row) => !row[category]).map((row) => row.sellerId));
}

/** Postgres takes at most 65,535 parameters per statement; 9 columns a row stays far below at this size. */
const INSERT_CHUNK = 1000;

/**
 * Writes one notification per seller in the transaction `tx`, in each
 * seller's language, skipping sellers who turned its category off (spec
 * "Notification settings"). They are emitted once `tx` commits (outbox.ts).
 * Pass `sellerIds` undefined for every seller.
 */
export async function notifyMany(
  tx: Transaction,
  sellerIds: number[] | undefined,
  type: ProducedType,
  draft: (language: Language) => Draft,
): Promise<SellerNotification[]> {
  const languages = await sellerLanguages(tx, sellerIds);
  const off = await silenced(tx, [...languages.keys()], CATEGORY_OF_TYPE[type]);
  const drafts = new Map<Language, Draft>();
  const values = [...languages]
    .filter(([sellerId]) => !off.has(sellerId))
    .map(([sellerId, language]) => {
      let text = drafts.get(language);
      if (!text) {
        text = draft(language);
        drafts.set(language, text);
      }
      return { sellerId, type, icon: ICONS[type], ...text };
    });
  const written: SellerNotification[] = [];
  for (let start = 0; start < values.length; start += INSERT_CHUNK) {
    const rows = await tx
      .insert(notifications)
      .values(values.slice(start, start + INSERT_CHUNK))
      .returning();
    for (const row of rows) {
      const notification = toNotification(row);
      hold(tx, { sellerId: row.sellerId, notification });
      written.push(notification);
    }
  }
  return written;
}

/**
 * One seller's notification, in the transaction of the event that causes it.
 * The order module calls this for new_order, order_update and earnings.
 * Returns null when the seller turned the category off.
 */
export async function notify(
  tx: Transaction,
  sellerId: number,
  type: ProducedType,
  draft: (language: Language) => Draft,
): Promise<SellerNotification | null> {
  const [written] = await notifyMany(tx, [sellerId], type, draft);
  return written ?? null;
}
