import { z } from "zod";
import { omit } from "zod/mini";
import { catalogueImageSchema } from "./catalogue";
import { pageQuerySchema } from "./paging";

/**
 * Where a carousel or banner image may lead: a path inside the app ("/products?hot=1")
 * or an https page. Anything else (javascript:, //host, http:) is refused.
 */
export const displayLinkSchema = z
  .string({ error: "validation.invalidField" })
  .trim()
  .max(500, "systemDisplay.validation.linkInvalid")
  .refine(
    (value) => /^\/(?![/\\])[^\s]*$/.test(value) || /^https:\/\/[^\s/?#]+[^\s]*$/i.test(value),
    "systemDisplay.validation.linkInvalid",
  );

/** Only images the platform re-encoded and serves itself (POST /api/admin/system/images answers the url). */
export const CATALOGUE_IMAGE_URL = /^\/api\/catalogue-images\/[0-9a-f]{32}-\d{1,4}\.webp$/;
export const displayImageSchema = z
  .string({ error: "validation.invalidField" })
  .regex(CATALOGUE_IMAGE_URL, "systemDisplay.validation.imageInvalid");

export {
  type DisplayItem,
  displayItemSchema,
  type SystemDisplay,
  systemDisplaySchema,
} from "./system-answers";

export const CAROUSEL_MAX_ITEMS = 10;

const displayItemInputSchema = z.strictObject({
  image: displayImageSchema,
  link: displayLinkSchema.nullable().optional(),
});

/** PUT /api/admin/system: any of the display settings, at least one; null clears an image or banner. */
export const adminSystemBodySchema = z
  .strictObject({
    home_carousel: z
      .array(displayItemInputSchema, { error: "validation.invalidField" })
      .max(CAROUSEL_MAX_ITEMS, "systemDisplay.validation.carouselTooLong")
      .optional(),
    home_background: displayImageSchema.nullable().optional(),
    web_logo: displayImageSchema.nullable().optional(),
    profile_bg: displayImageSchema.nullable().optional(),
    coupon_banner: displayItemInputSchema.nullable().optional(),
    festival_banner: displayItemInputSchema.nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: "validation.nothingToUpdate" });
export type AdminSystemBody = z.input<typeof adminSystemBodySchema>;

/** An announcement to every seller, as GET /api/system/announcements lists it (in the caller's language). */
export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  created_at: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementsQuerySchema = pageQuerySchema;
export const announcementsPageSchema = z.object({
  announcements: z.array(announcementSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AnnouncementsPage = z.infer<typeof announcementsPageSchema>;

/** POST /api/admin/system/images: a carousel or banner picture, re-encoded like a product's; not a product's, so no id. */
// catalogueImageSchema is a zod/mini schema (the storefront parses with it): omitted the functional way.
export const displayPictureSchema = omit(catalogueImageSchema, { id: true });
