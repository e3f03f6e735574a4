import { z } from "zod/mini";
import {
  catalogueImageSchema,
  categoryNamesSchema,
  productColorSchema,
  reviewSchema,
} from "./catalogue-answers";
import { bahtSchema } from "./money-answers";

/*
 * The storefront's answers, written with zod/mini: the server's response schemas strip with
 * them and the storefront parses with them, and a buyer's first load cannot carry classic zod
 * (bench/bundles.bench.ts). Nothing here may import a module that builds classic schemas.
 * storefront.ts re-exports them beside the storefront's queries and bodies.
 */

/**
 * Why a store takes no orders (DECISIONS.md "Wallet"): offline (no security
 * deposit) or deposit_refund (its seller asked for the deposit back: no orders
 * while the request is reviewed).
 */
export const storeClosedReasonSchema = z.enum(["offline", "deposit_refund"]);
export type StoreClosedReason = z.infer<typeof storeClosedReasonSchema>;

/**
 * A product as a buyer sees it: the catalogue's public fields only. No supplier
 * cost, no seller: the response schema strips anything else, so nothing leaks.
 */
export const storefrontProductSchema = z.object({
  id: z.int(),
  name: z.string(),
  name_zh: z.string(),
  name_en: z.nullable(z.string()),
  category_key: z.string(),
  price: bahtSchema,
  discount_price: z.nullable(bahtSchema),
  discount_percentage: z.int(),
  effective_price: bahtSchema,
  /** 99999 reads as unlimited. */
  stock: z.int(),
  sales_count: z.int(),
  main_image_url: z.nullable(z.string()),
  images: z.array(catalogueImageSchema),
  average_rating: z.nullable(z.number()),
  reviews_count: z.int(),
});
export type StorefrontProduct = z.infer<typeof storefrontProductSchema>;

export const storefrontProductDetailSchema = z.extend(storefrontProductSchema, {
  description: z.string(),
  description_zh: z.string(),
  description_en: z.nullable(z.string()),
  colors: z.array(productColorSchema),
  sizes: z.array(z.string()),
  reviews: z.array(reviewSchema),
  /** Units of this product one order may take (a system setting, DECISIONS "Store and storefront"). */
  order_units_max: z.int(),
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
  closed_reason: z.nullable(storeClosedReasonSchema),
  /**
   * Units of one product an order may take (a system setting, DECISIONS "Store and storefront"):
   * the cart stops there instead of letting the buyer reach the server's refusal.
   */
  order_units_max: z.int(),
});
export type StorefrontStore = z.infer<typeof storefrontStoreSchema>;

export const storefrontCategorySchema = z.object({
  key: z.string(),
  name: z.string(),
  names: categoryNamesSchema,
  /** Products of this store in it. */
  count: z.int(),
});
export type StorefrontCategory = z.infer<typeof storefrontCategorySchema>;

export const storefrontPageSchema = z.object({
  store: storefrontStoreSchema,
  products: z.array(storefrontProductSchema),
  categories: z.array(storefrontCategorySchema),
  total: z.int(),
  page: z.int(),
  per_page: z.int(),
});
export type StorefrontPage = z.infer<typeof storefrontPageSchema>;

/** The answer to a placed order: the code that opens /o/{code}. */
export const placedOrderSchema = z.object({ code: z.string(), order_number: z.string() });
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** The order's code when number and phone both match; null, with the same message, otherwise. */
export const orderLookupResultSchema = z.object({ code: z.nullable(z.string()) });
export type OrderLookupResult = z.infer<typeof orderLookupResultSchema>;
