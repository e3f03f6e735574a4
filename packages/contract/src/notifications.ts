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
  /**
   * Fields by type (transactionDataSchema, ... in notification-requests.ts). An object of any
   * keys: zod/mini's record would add its code to the storefront's first load, which shares
   * zod/mini's chunk (bench/bundles.bench.ts).
   */
  data: z.looseObject({}),
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
