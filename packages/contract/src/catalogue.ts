import { z } from "zod";
import { productColorSchema, REVIEWS_PAGE_SIZE, reviewSchema } from "./catalogue-answers";
import { parseBaht, type Satang } from "./money";
import { PAGE_SIZE, pageFields, pageNumberSchema, perPageNumberSchema } from "./paging";

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

// The lists the seller app reads at start are in product-answers.ts (zod/mini); importers keep this path.
export {
  CATEGORY_KEYS,
  type Category,
  type CategoryKey,
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  type ProductSort,
  type ProductStatus,
  type ProductSummary,
  type ProductsPage,
} from "./product-answers";

import {
  categorySchema as categoryAnswer,
  PRODUCT_SORTS,
  productSummarySchema as productSummaryAnswer,
  productsPageSchema as productsPageAnswer,
} from "./product-answers";

/*
 * The server checks every answer against its schema before sending it, and a catalogue page is
 * its most frequent large answer. zod compiles the parse of a classic object but not of a
 * zod/mini one (about 50 against 110 µs for a page of 20), so the server's lists are classic
 * objects on the same shapes the seller app reads with zod/mini.
 */
export const productSummarySchema = z.object(productSummaryAnswer.shape);
export const categorySchema = z.object(categoryAnswer.shape);
export const categoriesSchema = z.array(categorySchema);
export const productsPageSchema = z.object({
  ...productsPageAnswer.shape,
  products: z.array(productSummarySchema),
  categories: z.array(categorySchema),
});

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

/** GET /api/products/{id}: the summary with texts, colours, sizes and the first reviews. */
export const productDetailSchema = z.object({
  ...productSummarySchema.shape,
  description: z.string(),
  description_zh: z.string(),
  description_en: z.string().nullable(),
  colors: z.array(productColorSchema),
  sizes: z.array(z.string()),
  /** Featured first, then the newest: the first REVIEWS_PAGE_SIZE; page on with /reviews. */
  reviews: z.array(reviewSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const favoriteResultSchema = z.object({
  product_id: z.number().int(),
  is_favorite: z.boolean(),
  likes_count: z.number().int(),
});
export type FavoriteResult = z.infer<typeof favoriteResultSchema>;
