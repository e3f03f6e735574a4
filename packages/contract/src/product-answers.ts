import { z } from "zod/mini";
import { catalogueImageSchema, categoryNamesSchema } from "./catalogue-answers";
import { bahtSchema } from "./money-answers";

/*
 * The catalogue's lists as the seller app reads them, written with zod/mini: its home, products
 * and profile screens parse them at start and their first load carries no classic zod (the cold
 * /profile of bench/cold-profile.bench.ts). Apart from catalogue-answers.ts, which the storefront
 * loads. catalogue.ts re-exports them and builds the product's detail on them.
 */

/** The five default category keys (spec section 3), in the home screen's order. */
export const CATEGORY_KEYS = ["tiktok_market", "beauty", "fashion", "sports", "electronics"] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

/** Spec section 9: sorts of the product list. */
export const PRODUCT_SORTS = ["latest", "price_asc", "price_desc", "sales", "rating"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PRODUCT_STATUSES = ["active", "inactive", "archived"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** A product in a list (spec section 3). Money in baht strings; cost_price only for a signed-in caller. */
export const productSummarySchema = z.object({
  id: z.int(),
  name: z.string(),
  name_zh: z.string(),
  name_en: z.nullable(z.string()),
  category: z.string(),
  category_key: z.string(),
  category_id: z.int(),
  price: bahtSchema,
  original_price: bahtSchema,
  discount_price: z.nullable(bahtSchema),
  discount_percentage: z.int(),
  effective_price: bahtSchema,
  /** What shipping costs the seller (DECISIONS "Catalogue"); absent for a caller without a token. */
  cost_price: z.optional(bahtSchema),
  sales_count: z.int(),
  likes_count: z.int(),
  stock: z.int(),
  quantity: z.int(),
  status: z.enum(PRODUCT_STATUSES),
  is_hot: z.boolean(),
  is_new: z.boolean(),
  is_demo: z.boolean(),
  main_image_url: z.nullable(z.string()),
  image_urls: z.array(z.string()),
  images: z.array(catalogueImageSchema),
  /** Null without reviews (the screens then show five stars, spec section 9). */
  average_rating: z.nullable(z.number()),
  reviews_count: z.int(),
  /** Whether the signed-in seller likes it; absent for other callers. */
  is_favorite: z.optional(z.boolean()),
  /** Whether it is listed in the signed-in seller's store; absent for other callers. */
  in_store: z.optional(z.boolean()),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const categorySchema = z.object({
  id: z.int(),
  key: z.string(),
  /** In the caller's language; `names` has all four. */
  name: z.string(),
  names: categoryNamesSchema,
  icon: z.string(),
  /** Active products in the category. */
  count: z.int(),
});
export type Category = z.infer<typeof categorySchema>;
/** GET /api/products/categories. */
export const categoriesSchema = z.array(categorySchema);

export const productsPageSchema = z.object({
  products: z.array(productSummarySchema),
  categories: z.array(categorySchema),
  total: z.int(),
  page: z.int(),
  per_page: z.int(),
});
export type ProductsPage = z.infer<typeof productsPageSchema>;
