import { z } from "zod/mini";
import { LANGUAGES } from "./languages";

/*
 * The catalogue's parts a buyer's page shows, written with zod/mini: the storefront parses its
 * answers with them and its first load cannot carry classic zod (bench/bundles.bench.ts).
 * catalogue.ts re-exports them and builds the seller's product answers on them.
 */

/** Reviews show 3 at first and 3 more per tap (spec section 9). */
export const REVIEWS_PAGE_SIZE = 3;

/** A catalogue image in its widths: `url` is the widest, `srcset` lists them all for <img srcset>. */
export const catalogueImageSchema = z.object({
  id: z.int(),
  url: z.string(),
  thumbnail_url: z.string(),
  srcset: z.string(),
  width: z.int(),
  height: z.int(),
});
export type CatalogueImage = z.infer<typeof catalogueImageSchema>;

export const productColorSchema = z.object({
  image: z.nullable(z.string()),
  image_id: z.nullable(z.int()),
  thai_name: z.string(),
  chinese_name: z.string(),
  english_name: z.nullable(z.string()),
});
export type ProductColor = z.infer<typeof productColorSchema>;

export const reviewSchema = z.object({
  id: z.int(),
  name: z.string(),
  rating: z.int(),
  comment: z.string(),
  review_date: z.string(),
  is_featured: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsPageSchema = z.object({
  reviews: z.array(reviewSchema),
  total: z.int(),
  page: z.int(),
  per_page: z.int(),
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

export const categoryNamesSchema = z.object(
  Object.fromEntries(LANGUAGES.map((language) => [language, z.string()])) as Record<
    (typeof LANGUAGES)[number],
    z.ZodMiniString
  >,
);
