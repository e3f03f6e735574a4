import { z } from "zod";
import { normalizeThaiMobile } from "./address";
import { keywordSchema, productSummarySchema } from "./catalogue";
import { ROW_ID_MAX } from "./constants";
import { MAX_PAGE_SIZE, PAGE_SIZE, pageNumberSchema } from "./paging";
import { type StoreClosedReason, storeClosedReasonSchema } from "./storefront-answers";

/** The ten theme colours of spec section 3, with DECISIONS "Orders"' values; blue is the default. */
export const THEME_COLORS = {
  blue: "#007bff",
  green: "#28a745",
  red: "#dc3545",
  purple: "#6f42c1",
  orange: "#fd7e14",
  gray: "#6c757d",
  cyan: "#17a2b8",
  pink: "#e83e8c",
  yellow: "#ffc107",
  brown: "#795548",
} as const;
export type ThemeColorName = keyof typeof THEME_COLORS;
export const THEME_COLOR_NAMES = Object.keys(THEME_COLORS) as ThemeColorName[];
export const DEFAULT_THEME_COLOR = THEME_COLORS.blue;
const THEME_VALUES: readonly string[] = Object.values(THEME_COLORS);

export const STORE_NAME_MAX_LENGTH = 50;
export const STORE_DESCRIPTION_MAX_LENGTH = 500;
export const STORE_HOURS_MAX_LENGTH = 100;
export const STORE_ANNOUNCEMENT_MAX_LENGTH = 300;
/** DECISIONS "Store and storefront": 3-30 of a-z, 0-9 and -. */
export const SLUG_PATTERN = /^[a-z0-9-]{3,30}$/;
/** A released store address stays its last owner's this long, so a buyer's old link never opens another store. */
export const RELEASED_SLUG_HOLD_DAYS = 90;
/** Listing several products at once: what one screen can select. */
export const LISTING_BATCH_MAX = 200;

/**
 * A Thai phone a buyer can call: a mobile (06, 08, 09 and 8 digits) or a
 * landline (02-07 and 7 digits), kept as digits only.
 */
export const THAI_PHONE_PATTERN = /^0(?:[689]\d{8}|[2-7]\d{7})$/;

const text = (max: number, tooLong: string) =>
  z.string({ error: "validation.invalidField" }).trim().max(max, tooLong);

/**
 * PUT sellers/store-setting's fields (spec section 7: "an update sends all
 * fields"); each has its own message (issue 10). Empty optional texts are kept empty.
 */
export const storeSettingInputSchema = z.strictObject({
  store_name: text(STORE_NAME_MAX_LENGTH, "store.validation.nameTooLong").min(
    1,
    "store.validation.nameRequired",
  ),
  store_description: text(STORE_DESCRIPTION_MAX_LENGTH, "store.validation.descriptionTooLong"),
  contact_phone: z
    .string({ error: "validation.invalidField" })
    .max(20, "store.validation.phoneInvalid")
    .transform(normalizeThaiMobile)
    .refine((phone) => phone === "" || THAI_PHONE_PATTERN.test(phone), "store.validation.phoneInvalid"),
  business_hours: text(STORE_HOURS_MAX_LENGTH, "store.validation.hoursTooLong"),
  announcement: text(STORE_ANNOUNCEMENT_MAX_LENGTH, "store.validation.announcementTooLong"),
  theme_color: z
    .string({ error: "store.validation.themeInvalid" })
    .transform((value) => value.trim().toLowerCase())
    .refine((value) => THEME_VALUES.includes(value), "store.validation.themeInvalid"),
  slug: z
    .string({ error: "store.validation.slugInvalid" })
    .transform((value) => value.trim().toLowerCase())
    .refine((value) => SLUG_PATTERN.test(value), "store.validation.slugInvalid"),
});
export type StoreSettingInput = z.input<typeof storeSettingInputSchema>;
export const storeSettingBodySchema = z.strictObject({ store_setting: storeSettingInputSchema });
export type StoreSettingBody = z.input<typeof storeSettingBodySchema>;

/** Why a store takes no orders: declared with the storefront's answers, which show it to buyers. */
export { type StoreClosedReason, storeClosedReasonSchema };

/** What the seller's store looks like (spec section 3, "Store setting"). */
export const storeSettingSchema = z.object({
  store_name: z.string(),
  store_description: z.string(),
  /** The spec's other name of store_description. */
  description: z.string(),
  contact_phone: z.string(),
  business_hours: z.string(),
  announcement: z.string(),
  theme_color: z.string(),
  slug: z.string(),
  /** The store's public address, a path: /s/{slug}. */
  store_path: z.string(),
  /** Listings are offline without a paid security deposit (DECISIONS "Wallet"). */
  is_online: z.boolean(),
  /** Why buyers cannot order, as the storefront says it; null while the store takes orders. */
  closed_reason: z.nullable(storeClosedReasonSchema),
});
export type StoreSetting = z.infer<typeof storeSettingSchema>;
export const storeSettingAnswerSchema = z.object({ store_setting: storeSettingSchema });

export const storePath = (slug: string) => `/s/${slug}`;

// ---- Listing ----

export const LISTING_SCOPES = ["listed", "available"] as const;
export type ListingScope = (typeof LISTING_SCOPES)[number];

/**
 * GET sellers/products: the seller's listed products, or with scope=available
 * the active catalogue products not listed yet. Pages of at most 100
 * (DECISIONS "Orders": the spec's per_page 999999 is served in pages).
 */
export const sellerProductsQuerySchema = z.object({
  page: pageNumberSchema,
  per_page: z.coerce
    .number({ error: "validation.invalidField" })
    .int()
    .min(1)
    .optional()
    .default(PAGE_SIZE)
    .transform((value) => Math.min(value, MAX_PAGE_SIZE)),
  scope: z.enum(LISTING_SCOPES, { error: "validation.invalidField" }).optional().default("listed"),
  keyword: keywordSchema.optional().transform((value) => value || undefined),
  category: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, "catalogue.validation.categoryUnknown")
    .optional(),
});
export type SellerProductsQuery = z.input<typeof sellerProductsQuerySchema>;

export const listedProductSchema = z.object({
  ...productSummarySchema.shape,
  /** When the product joined this store; null on the available list. */
  listed_at: z.string().nullable(),
});
export type ListedProduct = z.infer<typeof listedProductSchema>;

export const sellerProductsPageSchema = z.object({
  products: z.array(listedProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** The counters of shop management: listed and still available, whatever the filters. */
  listed_count: z.number().int(),
  available_count: z.number().int(),
  /** False while no security deposit is paid: the storefront shows no products. */
  is_online: z.boolean(),
});
export type SellerProductsPage = z.infer<typeof sellerProductsPageSchema>;

const productIdSchema = z.coerce
  .number({ error: "validation.invalidField" })
  .int()
  .positive()
  .max(ROW_ID_MAX);

export const listingBodySchema = z.strictObject({
  product_ids: z
    .array(productIdSchema, { error: "store.validation.noProducts" })
    .min(1, "store.validation.noProducts")
    .max(LISTING_BATCH_MAX, "store.validation.tooManyProducts"),
});
export type ListingBody = z.input<typeof listingBodySchema>;

/** Spec section 3, "Batch listing result", and which ids fell where. */
export const listingResultSchema = z.object({
  success_count: z.number().int(),
  failed_count: z.number().int(),
  already_listed: z.number().int(),
  not_found: z.number().int(),
  listed_ids: z.array(z.number().int()),
  /** Products that exist but cannot be sold now (inactive or archived). */
  failed_ids: z.array(z.number().int()),
  already_listed_ids: z.array(z.number().int()),
  not_found_ids: z.array(z.number().int()),
});
export type ListingResult = z.infer<typeof listingResultSchema>;

export const unlistResultSchema = z.object({ product_id: z.number().int(), listed: z.literal(false) });
