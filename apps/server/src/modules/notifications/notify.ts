import type { Language } from "@seller/contract/languages";
import {
  CATEGORY_OF_TYPE,
  NOTIFICATION_CATEGORIES,
  type NotificationCategory,
  type NotificationType,
  type SellerNotification,
} from "@seller/contract/notifications";
import { inArray } from "drizzle-orm";
import type { Queryable, Transaction } from "../../db/client";
import { hold } from "../../lib/outbox";
import { sellerLanguages } from "../sellers/directory";
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

/** A seller as a notification reaches them: their language and the categories they turned off. */
type Recipient = { language: Language; off: Set<NotificationCategory> };

async function readRecipients(
  db: Queryable,
  sellerIds: number[] | undefined,
): Promise<Map<number, Recipient>> {
  if (sellerIds?.length === 0) return new Map();
  const languages = await sellerLanguages(db, sellerIds);
  if (languages.size === 0) return new Map();
  const settings = await db
    .select({
      sellerId: notificationSettings.sellerId,
      order: notificationSettings.order,
      finance: notificationSettings.finance,
      system: notificationSettings.system,
    })
    .from(notificationSettings)
    .where(sellerIds ? inArray(notificationSettings.sellerId, [...languages.keys()]) : undefined);
  const settingsOf = new Map(settings.map(({ sellerId, ...on }) => [sellerId, on]));
  const recipients = new Map<number, Recipient>();
  for (const [sellerId, language] of languages) {
    const on = settingsOf.get(sellerId);
    // No settings row means every category on.
    const off = new Set(NOTIFICATION_CATEGORIES.filter((category) => on?.[category] === false));
    recipients.set(sellerId, { language, off });
  }
  return recipients;
}

/**
 * The named sellers' recipients, read once per transaction: a movement that
 * tells a seller twice (an order shipped, then the money it took) reads them
 * before it locks the platform's accounts, and only writes under the lock.
 */
const recipientsByTransaction = new WeakMap<Transaction, Map<number, Recipient>>();

async function recipientsOf(tx: Transaction, sellerIds: number[] | undefined) {
  if (sellerIds === undefined) return readRecipients(tx, undefined);
  let known = recipientsByTransaction.get(tx);
  if (!known) {
    known = new Map();
    recipientsByTransaction.set(tx, known);
  }
  const missing = sellerIds.filter((sellerId) => !known.has(sellerId));
  if (missing.length > 0)
    for (const [id, recipient] of await readRecipients(tx, missing)) known.set(id, recipient);
  const recipients = new Map<number, Recipient>();
  for (const sellerId of sellerIds) {
    const recipient = known.get(sellerId);
    if (recipient) recipients.set(sellerId, recipient);
  }
  return recipients;
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
  options: { always?: boolean } = {},
): Promise<SellerNotification[]> {
  // An answer to the seller's own question is theirs whatever they silenced (as verification is).
  const category = options.always ? null : CATEGORY_OF_TYPE[type];
  const drafts = new Map<Language, Draft>();
  const values = [...(await recipientsOf(tx, sellerIds))]
    .filter(([, recipient]) => !category || !recipient.off.has(category))
    .map(([sellerId, { language }]) => {
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
  options: { always?: boolean } = {},
): Promise<SellerNotification | null> {
  const [written] = await notifyMany(tx, [sellerId], type, draft, options);
  return written ?? null;
}
