import { z } from "zod";
import {
  catalogueImageSchema,
  categoryNamesSchema,
  productColorSchema,
  REVIEWS_PAGE_SIZE,
  reviewSchema,
} from "./catalogue-answers";
import { parseBaht, type Satang } from "./money";
import { bahtSchema } from "./money-answers";
import { PAGE_SIZE, pageFields, pageNumberSchema, perPageNumberSchema } from "./paging";

/** The five default category keys (spec section 3), in the home screen's order. */
export const CATEGORY_KEYS = ["tiktok_market", "beauty", "fashion", "sports", "electronics"] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

/** Spec section 9: sorts of the product list. */
export const PRODUCT_SORTS = ["latest", "price_asc", "price_desc", "sales", "rating"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** A stock of 99999 reads as unlimited (spec section 3, quantity). */
export const UNLIMITED_STOCK = 99_999;
/** Spec section 9: hot or on-sale lists default to 10 a page; others to 20. */
export const HOT_PAGE_SIZE = 10;

export const PRODUCT_NAME_MAX_LENGTH = 120;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 5000;
export const PRODUCT_KEYWORD_MAX_LENGTH = 100;
/** One baht to one million baht: a catalogue price outside this is a typing mistake. */
export const PRODUCT_PRICE_MIN_SATANG: Satang = 100n;
export const PRODUCT_PRICE_MAX_SATANG: Satang = 100_000_000n;
export const PRODUCT_SIZES_MAX = 20;
export const PRODUCT_SIZE_MAX_LENGTH = 20;
export const PRODUCT_COLORS_MAX = 20;
export const PRODUCT_COLOR_NAME_MAX_LENGTH = 40;
export const PRODUCT_IMAGES_MAX = 12;
/** Catalogue photos may be larger than identity photos; they are re-encoded to WebP anyway. */
export const CATALOGUE_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** The widths a catalogue image is re-encoded to (never wider than the original). */
export const CATALOGUE_IMAGE_WIDTHS = [240, 480, 960] as const;
/** What an operator may upload, decided by the bytes; everything is served as WebP. */
export const CATALOGUE_IMAGE_ACCEPT = ".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp";
export const REVIEW_REASON_MAX_LENGTH = 500;

/** "Discount percent is the rounded (price - discount_price) / price" (spec section 9), in whole percent. */
export function discountPercent(price: Satang, discountPrice: Satang | null): number {
  if (discountPrice === null || price <= 0n || discountPrice >= price) return 0;
  // Rounded half up in integers: (2 * 100 * diff + price) / (2 * price).
  return Number((200n * (price - discountPrice) + price) / (2n * price));
}

export {
  type CatalogueImage,
  catalogueImageSchema,
  categoryNamesSchema,
  type ProductColor,
  productColorSchema,
  REVIEWS_PAGE_SIZE,
  type Review,
  type ReviewsPage,
  reviewSchema,
  reviewsPageSchema,
} from "./catalogue-answers";

// ---- Reads ----

const flagSchema = z
  .enum(["true", "false", "1", "0"], { error: "catalogue.validation.flagInvalid" })
  .transform((value) => value === "true" || value === "1");

const priceBoundSchema = z.string().transform((value, ctx) => {
  const satang = parseBaht(value);
  if (satang === undefined) {
    ctx.addIssue({ code: "custom", message: "validation.amountInvalid" });
    return z.NEVER;
  }
  return satang;
});

/** Control characters never belong in a search; refusing them keeps logs and queries clean. */
export const keywordSchema = z
  .string()
  .max(PRODUCT_KEYWORD_MAX_LENGTH, "catalogue.validation.keywordTooLong")
  .refine((value) => !/\p{Cc}/u.test(value), "catalogue.validation.keywordInvalid")
  .transform((value) => value.trim());

export const CATEGORY_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
export const categoryKeySchema = z
  .string()
  .regex(CATEGORY_KEY_PATTERN, "catalogue.validation.categoryUnknown");

/**
 * GET /api/products (spec section 3, "Products filter"). per_page is 20, or 10
 * for a hot or on-sale list, unless given; at most 100.
 */
export const productsQuerySchema = z
  .object({
    page: pageNumberSchema,
    // No default here: the page size depends on the hot and on_sale filters (see the transform).
    per_page: perPageNumberSchema.optional(),
    category: categoryKeySchema.optional(),
    keyword: keywordSchema.optional(),
    sort: z.enum(PRODUCT_SORTS, { error: "catalogue.validation.sortInvalid" }).optional().default("latest"),
    hot: flagSchema.optional(),
    on_sale: flagSchema.optional(),
    min_price: priceBoundSchema.optional(),
    max_price: priceBoundSchema.optional(),
  })
  .refine(
    (query) =>
      query.min_price === undefined || query.max_price === undefined || query.min_price <= query.max_price,
    { message: "catalogue.validation.priceRangeInvalid", path: ["max_price"] },
  )
  .transform((query) => ({
    ...query,
    per_page: query.per_page ?? (query.hot || query.on_sale ? HOT_PAGE_SIZE : PAGE_SIZE),
    keyword: query.keyword || undefined,
  }));
export type ProductsQuery = z.input<typeof productsQuerySchema>;
export type ProductsFilter = z.output<typeof productsQuerySchema>;

export const reviewsQuerySchema = z.object({
  ...pageFields(REVIEWS_PAGE_SIZE),
});

export const PRODUCT_STATUSES = ["active", "inactive", "archived"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** A product in a list (spec section 3). Money in baht strings; cost_price only for a signed-in caller. */
export const productSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_zh: z.string(),
  name_en: z.string().nullable(),
  category: z.string(),
  category_key: z.string(),
  category_id: z.number().int(),
  price: bahtSchema,
  original_price: bahtSchema,
  discount_price: z.nullable(bahtSchema),
  discount_percentage: z.number().int(),
  effective_price: bahtSchema,
  /** What shipping costs the seller (DECISIONS "Catalogue"); absent for a caller without a token. */
  cost_price: z.optional(bahtSchema),
  sales_count: z.number().int(),
  likes_count: z.number().int(),
  stock: z.number().int(),
  quantity: z.number().int(),
  status: z.enum(PRODUCT_STATUSES),
  is_hot: z.boolean(),
  is_new: z.boolean(),
  is_demo: z.boolean(),
  main_image_url: z.string().nullable(),
  image_urls: z.array(z.string()),
  images: z.array(catalogueImageSchema),
  /** Null without reviews (the screens then show five stars, spec section 9). */
  average_rating: z.number().nullable(),
  reviews_count: z.number().int(),
  /** Whether the signed-in seller likes it; absent for other callers. */
  is_favorite: z.boolean().optional(),
  /** Whether it is listed in the signed-in seller's store; absent for other callers. */
  in_store: z.boolean().optional(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** GET /api/products/{id}: the summary with texts, colours, sizes and the first reviews. */
export const productDetailSchema = productSummarySchema.extend({
  description: z.string(),
  description_zh: z.string(),
  description_en: z.string().nullable(),
  colors: z.array(productColorSchema),
  sizes: z.array(z.string()),
  /** Featured first, then the newest: the first REVIEWS_PAGE_SIZE; page on with /reviews. */
  reviews: z.array(reviewSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  /** In the caller's language; `names` has all four. */
  name: z.string(),
  names: categoryNamesSchema,
  icon: z.string(),
  /** Active products in the category. */
  count: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;
/** GET /api/products/categories. */
export const categoriesSchema = z.array(categorySchema);

export const productsPageSchema = z.object({
  products: z.array(productSummarySchema),
  categories: z.array(categorySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type ProductsPage = z.infer<typeof productsPageSchema>;

export const favoriteResultSchema = z.object({
  product_id: z.number().int(),
  is_favorite: z.boolean(),
  likes_count: z.number().int(),
});
export type FavoriteResult = z.infer<typeof favoriteResultSchema>;
