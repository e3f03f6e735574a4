import { listSchema, notificationSchema } from "@seller/contract/notifications";
import { z } from "zod/mini";

/**
 * The contract's notification, read leniently: a type this app does not know
 * yet (a newer server) or a missing text still shows, with the default title
 * and message (spec section 2), instead of failing the whole list. With
 * zod/mini, as the contract's answers: the list is read at start and the
 * seller app's first load carries no classic zod (bench/cold-profile.bench.ts).
 */
export const feedItemSchema = z.extend(notificationSchema, {
  type: z.string(),
  title: z.catch(z.string(), ""),
  message: z.catch(z.string(), ""),
  icon: z.catch(z.string(), ""),
  data: z.catch(z.looseObject({}), {}),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedSchema = z.extend(listSchema, { notifications: z.array(feedItemSchema) });
export type Feed = z.infer<typeof feedSchema>;
