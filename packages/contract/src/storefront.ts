import { z } from "zod";
import { thaiMobileSchema } from "./address";
import { ORDER_NUMBER_MAX_LENGTH, TYPED_ORDER_NUMBER_MAX_LENGTH } from "./buyer-input-limits";
import { ROW_ID_MAX } from "./constants";
import { pageFields } from "./paging";

export * from "./storefront-answers";

/** The storefront loads products in pages of this many as the buyer scrolls. */
export const STOREFRONT_PAGE_SIZE = 40;
/** The cart lives on the buyer's device (DECISIONS "Store and storefront"), one per store. */
export const CART_STORAGE_PREFIX = "storefront_cart:";

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

/**
 * POST storefront/{slug}/order-lookup: a buyer who lost their order's link
 * finds it with its number and their phone (DECISIONS "Store and storefront").
 * "so 2611 27000002" and "SO261127000002" are the same number.
 */
export const orderLookupBodySchema = z.strictObject({
  order_number: z
    .string({ error: "storefront.lookup.numberRequired" })
    .max(TYPED_ORDER_NUMBER_MAX_LENGTH, "storefront.lookup.numberInvalid")
    .transform((value) => value.replace(/[\s-]/g, "").toUpperCase())
    .pipe(
      z
        .string()
        .min(1, "storefront.lookup.numberRequired")
        .max(ORDER_NUMBER_MAX_LENGTH, "storefront.lookup.numberInvalid")
        .regex(/^SO\d{12,}$/, "storefront.lookup.numberInvalid"),
    ),
  phone: thaiMobileSchema,
});
export type OrderLookupBody = z.input<typeof orderLookupBodySchema>;
