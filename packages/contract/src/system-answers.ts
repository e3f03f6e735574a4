import { z } from "zod/mini";

/*
 * The display settings as GET /api/system answers them, written with zod/mini: the seller app's
 * home parses them at start, and the first load of its signed-in screens carries no classic zod
 * (the cold /profile of bench/cold-profile.bench.ts). system.ts re-exports them.
 */

export const displayItemSchema = z.object({ image: z.string(), link: z.nullable(z.string()) });
export type DisplayItem = z.infer<typeof displayItemSchema>;

/**
 * GET /api/system (spec section 7): the home carousel as a list of {image, link},
 * the home background, logo and profile background, and the two promotion
 * banners (DECISIONS "Catalogue": images and texts only, no coupon engine).
 * A null banner means the app's own drawn banner.
 */
export const systemDisplaySchema = z.object({
  home_carousel: z.array(displayItemSchema),
  home_background: z.nullable(z.string()),
  web_logo: z.nullable(z.string()),
  profile_bg: z.nullable(z.string()),
  coupon_banner: z.nullable(displayItemSchema),
  festival_banner: z.nullable(displayItemSchema),
});
export type SystemDisplay = z.infer<typeof systemDisplaySchema>;
