import { z } from "zod";
import { ROW_ID_MAX } from "./constants";
import { settingsSchema } from "./notifications";
import { pageQuerySchema } from "./paging";

/*
 * The notification calls' queries and bodies as the server checks them, the console's
 * announcement, and the data fields by type the server writes. Apart from notifications.ts
 * (zod/mini), which every signed-in screen of the seller app loads at start.
 */

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

/** PUT: any of the three; the others keep their value. */
export const settingsBodySchema = z.strictObject(settingsSchema.shape).partial();
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
