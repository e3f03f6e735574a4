import { listSchema, notificationSchema } from "@seller/contract/notifications";
import { z } from "zod";

/**
 * The contract's notification, read leniently: a type this app does not know
 * yet (a newer server) or a missing text still shows, with the default title
 * and message (spec section 2), instead of failing the whole list.
 */
export const feedItemSchema = notificationSchema.extend({
  type: z.string(),
  title: z.string().catch(""),
  message: z.string().catch(""),
  icon: z.string().catch(""),
  data: z.record(z.string(), z.unknown()).catch({}),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedSchema = listSchema.extend({ notifications: z.array(feedItemSchema) });
export type Feed = z.infer<typeof feedSchema>;
