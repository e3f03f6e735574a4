import { z } from "zod";
import { thaiMobileSchema } from "./address";
import { catalogueImageSchema, categoryNamesSchema, productColorSchema, reviewSchema } from "./catalogue";
import { ROW_ID_MAX } from "./constants";
import { bahtSchema } from "./money-schemas";
import { pageFields } from "./paging";
import { storeClosedReasonSchema } from "./store";

/** The storefront loads products in pages of this many as the buyer scrolls. */
export const STOREFRONT_PAGE_SIZE = 40;
/** The cart lives on the buyer's device (DECISIONS "Store and storefront"), one per store. */
export const CART_STORAGE_PREFIX = "storefront_cart:";

/**
 * A product as a buyer sees it: the catalogue's public fields only. No supplier
 * cost, no seller: the response schema strips anything else, so nothing leaks.
 */
export const storefrontProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_zh: z.string(),
  name_en: z.string().nullable(),
  category_key: z.string(),
  price: bahtSchema,
  discount_price: bahtSchema.nullable(),
  discount_percentage: z.number().int(),
  effective_price: bahtSchema,
  /** 99999 reads as unlimited. */
  stock: z.number().int(),
  sales_count: z.number().int(),
  main_image_url: z.string().nullable(),
  images: z.array(catalogueImageSchema),
  average_rating: z.number().nullable(),
  reviews_count: z.number().int(),
});
export type StorefrontProduct = z.infer<typeof storefrontProductSchema>;

export const storefrontProductDetailSchema = storefrontProductSchema.extend({
  description: z.string(),
  description_zh: z.string(),
  description_en: z.string().nullable(),
  colors: z.array(productColorSchema),
  sizes: z.array(z.string()),
  reviews: z.array(reviewSchema),
  /** Units of this product one order may take (a system setting, DECISIONS "Store and storefront"). */
  order_units_max: z.number().int(),
});
export type StorefrontProductDetail = z.infer<typeof storefrontProductDetailSchema>;

/** The store's face: its settings only, never its owner's account (DECISIONS "Store and storefront"). */
export const storefrontStoreSchema = z.object({
  slug: z.string(),
  store_name: z.string(),
  store_description: z.string(),
  contact_phone: z.string(),
  business_hours: z.string(),
  announcement: z.string(),
  theme_color: z.string(),
  /** False while nothing can be ordered: the seller has no security deposit, or asked for it back. */
  is_open: z.boolean(),
  /**
   * Why, for the buyer (DECISIONS.md "Wallet"): offline (no security deposit) or
   * deposit_refund (the seller asked for it back: no orders while it is reviewed); null when open.
   */
  closed_reason: storeClosedReasonSchema.nullable(),
  /**
   * Units of one product an order may take (a system setting, DECISIONS "Store and storefront"):
   * the cart stops there instead of letting the buyer reach the server's refusal.
   */
  order_units_max: z.number().int(),
});
export type StorefrontStore = z.infer<typeof storefrontStoreSchema>;

export const storefrontCategorySchema = z.object({
  key: z.string(),
  name: z.string(),
  names: categoryNamesSchema,
  /** Products of this store in it. */
  count: z.number().int(),
});
export type StorefrontCategory = z.infer<typeof storefrontCategorySchema>;

export const storefrontPageSchema = z.object({
  store: storefrontStoreSchema,
  products: z.array(storefrontProductSchema),
  categories: z.array(storefrontCategorySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type StorefrontPage = z.infer<typeof storefrontPageSchema>;

export const storefrontQuerySchema = z.object({
  ...pageFields(STOREFRONT_PAGE_SIZE),
  keyword: z
    .string()
    .max(100, "catalogue.validation.keywordTooLong")
    .optional()
    .transform((value) => value?.trim() || undefined),
  category: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, "catalogue.validation.categoryUnknown")
    .optional(),
});
export type StorefrontQuery = z.input<typeof storefrontQuerySchema>;

export const storefrontSlugParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{3,30}$/) });
export const storefrontProductParamsSchema = storefrontSlugParamsSchema.extend({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .refine((id) => id <= ROW_ID_MAX),
});

/** The answer to a placed order: the code that opens /o/{code}. */
export const placedOrderSchema = z.object({ code: z.string(), order_number: z.string() });

/**
 * POST storefront/{slug}/order-lookup: a buyer who lost their order's link
 * finds it with its number and their phone (DECISIONS "Store and storefront").
 * "so 2611 27000002" and "SO261127000002" are the same number.
 */
export const orderLookupBodySchema = z.strictObject({
  order_number: z
    .string({ error: "storefront.lookup.numberRequired" })
    .transform((value) => value.replace(/[\s-]/g, "").toUpperCase())
    .pipe(
      z
        .string()
        .min(1, "storefront.lookup.numberRequired")
        .max(30, "storefront.lookup.numberInvalid")
        .regex(/^SO\d{12,}$/, "storefront.lookup.numberInvalid"),
    ),
  phone: thaiMobileSchema,
});
export type OrderLookupBody = z.input<typeof orderLookupBodySchema>;

/** The order's code when number and phone both match; null, with the same message, otherwise. */
export const orderLookupResultSchema = z.object({ code: z.string().nullable() });
export type OrderLookupResult = z.infer<typeof orderLookupResultSchema>;
