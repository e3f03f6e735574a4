import { z } from "zod";
import { ROW_ID_MAX } from "./constants";
import { settingsSchema } from "./notifications";
import { pageQuerySchema } from "./paging";

/*
 * The notification calls' queries and bodies as the server checks them, and the console's
 * announcement. Apart from notifications.ts (zod/mini), which every signed-in screen of the
 * seller app loads at start.
 */

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
