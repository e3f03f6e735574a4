import { z } from "zod";
import { ROW_ID_MAX } from "./constants";
import { pageQuerySchema } from "./paging";

/**
 * Every type the spec names (section 3). The server produces the first nine;
 * the others are known to the client for icon and colour only.
 */
export const NOTIFICATION_TYPES = [
  "new_order",
  "order_update",
  "transaction",
  "earnings",
  "withdraw",
  "recharge",
  "deposit",
  "system",
  "verification",
  "payment_received",
  "order_shipped",
  "review_received",
  "promotion",
  "coupon",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The seller's toggles (spec "System settings screen": order, finance, system). */
export const NOTIFICATION_CATEGORIES = ["order", "finance", "system"] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/**
 * Which toggle silences which type. Verification is in none: it is about the
 * seller's own account (a rejection asks them to act), so it is always sent.
 */
export const CATEGORY_OF_TYPE: Record<NotificationType, NotificationCategory | null> = {
  new_order: "order",
  order_update: "order",
  order_shipped: "order",
  review_received: "order",
  transaction: "finance",
  earnings: "finance",
  withdraw: "finance",
  recharge: "finance",
  deposit: "finance",
  payment_received: "finance",
  system: "system",
  promotion: "system",
  coupon: "system",
  verification: null,
};

/** Socket.IO (DECISIONS.md "Real time"): the bearer token goes in `handshake.auth.token`. */
export const SOCKET_PATH = "/socket.io";
export const NOTIFICATION_EVENT = "seller.notification";
export const notificationRoom = (sellerId: number) => `seller.${sellerId}.notifications`;

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  /** Written in the seller's language (sellers.language) when the event happened. */
  title: z.string(),
  message: z.string(),
  /** A name the client maps to its own icon: order, truck, coin, wallet, ... */
  icon: z.string(),
  /** Fields by type, below (transactionDataSchema, ...). */
  data: z.record(z.string(), z.unknown()),
  is_read: z.boolean(),
  created_at: z.string(),
  /**
   * With `group=order`: this line stands for every notification of one order, this one the
   * latest (DECISIONS "Orders": one line per order with its latest state).
   */
  group: z
    .object({
      order_id: z.number().int(),
      count: z.number().int(),
      unread: z.number().int(),
      ids: z.array(z.number().int()),
      /** The order's state as its latest order notification said it. */
      status: z.string().nullable(),
    })
    .optional(),
});
export type SellerNotification = z.infer<typeof notificationSchema>;

/**
 * The one order a notification is about (its order_id, or a batch of one), or null: an order's
 * notification opens that order (DECISIONS "Orders"), and the centre groups by it.
 */
export function orderIdOf(data: Record<string, unknown>): number | null {
  if (typeof data.order_id === "number") return data.order_id;
  const ids = data.order_ids;
  if (Array.isArray(ids) && ids.length === 1 && typeof ids[0] === "number") return ids[0];
  return null;
}

const moneyText = z.string();
const when = z.string().nullable();

/** Spec section 3's data fields by type, as the server writes them. */
export const transactionDataSchema = z.object({
  /** The ledger code: recharge, freeze, withdraw, unfreeze, deposit, deposit_refund, order_payment, order_profit. */
  transaction_type: z.string(),
  amount: moneyText,
  /** "processing" while money is frozen for a withdrawal, otherwise "success". */
  status: z.enum(["success", "processing", "failed"]),
  description: z.string(),
  /** The available balance after the movement; new_balance is the same figure under the spec's other name. */
  balance_after: moneyText,
  new_balance: moneyText,
  /** Who moved it: seller, operator or system; operator_id when an operator did. */
  operator: z.enum(["seller", "operator", "system"]),
  operator_id: z.number().int().nullable(),
  reason: z.string().nullable(),
  /** The id of the same movement in GET sellers/transactions ("transfer-12"). */
  transaction_id: z.string(),
  processed_at: z.string(),
  /** The order the money moved for, if one (its notification opens that order). */
  order_id: z.number().int().optional(),
});

export const requestDataSchema = z.object({
  /** recharge_id, withdrawal_id or refund_id, by type. */
  id: z.number().int(),
  amount: moneyText,
  status: z.enum(["approved", "rejected", "paid", "refunded"]),
  reason: z.string().nullable(),
  new_balance: moneyText,
  processed_at: z.string(),
});

export const verificationDataSchema = z.object({
  verification_id: z.number().int(),
  verification_type: z.literal("identity"),
  status: z.enum(["approved", "rejected"]),
  reason: z.string().nullable(),
  processed_at: z.string(),
  reviewed_at: z.string(),
});

export const systemDataSchema = z.object({
  system_type: z.literal("announcement"),
  title: z.string(),
  message: z.string(),
  scheduled_time: when,
  duration: z.number().nullable(),
});

/** A system notification about the seller's bank card: added or removed (withdrawals go to it). */
export const bankCardNoticeDataSchema = z.object({
  system_type: z.literal("bank_card"),
  change: z.enum(["added", "removed"]),
  bank_name: z.string(),
  /** Masked. */
  card_number: z.string(),
  processed_at: z.string(),
});

export const notificationsQuerySchema = pageQuerySchema.extend({
  /** `order`: one line per order, its latest notification (DECISIONS "Orders"); the spec's flat list without. */
  group: z.enum(["order"], { error: "validation.invalidField" }).optional(),
});
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;

/** GET sellers/notifications: data.notifications and data.unread_count (spec section 7). */
export const listSchema = z.object({
  notifications: z.array(notificationSchema),
  unread_count: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type NotificationsList = z.infer<typeof listSchema>;

export const notificationIdsBodySchema = z
  .object({
    notification_ids: z
      .array(z.coerce.number({ error: "validation.invalidField" }).int().positive(), {
        error: "validation.invalidField",
      })
      .min(1, { error: "validation.invalidField" })
      .max(100, { error: "validation.invalidField" }),
  })
  .strict();
export type NotificationIdsBody = z.input<typeof notificationIdsBodySchema>;
export const batchReadBodySchema = notificationIdsBodySchema;
export const batchDeleteBodySchema = notificationIdsBodySchema;

/** What a read or delete call answers: how many of the seller's own changed, and the new badge count. */
export const changeResultSchema = z.object({ changed: z.number().int(), unread_count: z.number().int() });
export type ChangeResult = z.infer<typeof changeResultSchema>;

export const settingsSchema = z.object({ order: z.boolean(), finance: z.boolean(), system: z.boolean() });
export type NotificationSettings = z.infer<typeof settingsSchema>;
/** PUT: any of the three; the others keep their value. */
export const settingsBodySchema = settingsSchema.partial().strict();
export type NotificationSettingsBody = z.infer<typeof settingsBodySchema>;

export const ANNOUNCEMENT_TITLE_MAX_LENGTH = 100;
export const ANNOUNCEMENT_MESSAGE_MAX_LENGTH = 2000;

const announcementText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: "validation.invalidField" })
    .max(max, { error: "validation.invalidField" });
/**
 * One text for every seller, or one per language (Thai required, the others
 * fall back to Thai): each seller receives it in their own language.
 */
const localised = (max: number) =>
  z.union([
    announcementText(max),
    z
      .object({
        th: announcementText(max),
        en: announcementText(max).optional(),
        "zh-CN": announcementText(max).optional(),
        "zh-TW": announcementText(max).optional(),
      })
      .strict(),
  ]);
export const announcementBodySchema = z
  .object({
    title: localised(ANNOUNCEMENT_TITLE_MAX_LENGTH),
    message: localised(ANNOUNCEMENT_MESSAGE_MAX_LENGTH),
    /** Absent: every seller. */
    seller_id: z.number().int().positive().max(ROW_ID_MAX).optional(),
  })
  .strict();
export type AnnouncementBody = z.input<typeof announcementBodySchema>;
export const announcementResultSchema = z.object({ sent: z.number().int() });
