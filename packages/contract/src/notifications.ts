import { z } from "zod/mini";

/*
 * The notifications' types, the socket's names and what the API and the socket answer, written
 * with zod/mini: the seller app's notifications and its live channel start with every signed-in
 * screen, whose first load carries no classic zod (the cold /profile of
 * bench/cold-profile.bench.ts). The queries and bodies the server checks, in classic zod, are in
 * notification-requests.ts.
 */

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
  id: z.int(),
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
  group: z.optional(
    z.object({
      order_id: z.int(),
      count: z.int(),
      unread: z.int(),
      ids: z.array(z.int()),
      /** The order's state as its latest order notification said it. */
      status: z.nullable(z.string()),
    }),
  ),
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

/** GET sellers/notifications: data.notifications and data.unread_count (spec section 7). */
export const listSchema = z.object({
  notifications: z.array(notificationSchema),
  unread_count: z.int(),
  total: z.int(),
  page: z.int(),
  per_page: z.int(),
});
export type NotificationsList = z.infer<typeof listSchema>;

/** What a read or delete call answers: how many of the seller's own changed, and the new badge count. */
export const changeResultSchema = z.object({ changed: z.int(), unread_count: z.int() });
export type ChangeResult = z.infer<typeof changeResultSchema>;

export const settingsSchema = z.object({ order: z.boolean(), finance: z.boolean(), system: z.boolean() });
export type NotificationSettings = z.infer<typeof settingsSchema>;

const moneyText = z.string();
const when = z.nullable(z.string());

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
  operator_id: z.nullable(z.int()),
  reason: z.nullable(z.string()),
  /** The id of the same movement in GET sellers/transactions ("transfer-12"). */
  transaction_id: z.string(),
  processed_at: z.string(),
  /** The order the money moved for, if one (its notification opens that order). */
  order_id: z.optional(z.int()),
});

export const requestDataSchema = z.object({
  /** recharge_id, withdrawal_id or refund_id, by type. */
  id: z.int(),
  amount: moneyText,
  status: z.enum(["approved", "rejected", "paid", "refunded"]),
  reason: z.nullable(z.string()),
  new_balance: moneyText,
  processed_at: z.string(),
});

export const verificationDataSchema = z.object({
  verification_id: z.int(),
  verification_type: z.literal("identity"),
  status: z.enum(["approved", "rejected"]),
  reason: z.nullable(z.string()),
  processed_at: z.string(),
  reviewed_at: z.string(),
});

export const systemDataSchema = z.object({
  system_type: z.literal("announcement"),
  title: z.string(),
  message: z.string(),
  scheduled_time: when,
  duration: z.nullable(z.number()),
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
