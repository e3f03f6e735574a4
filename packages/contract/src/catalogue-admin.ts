import { z } from "zod";
import {
  categoryKeySchema,
  keywordSchema,
  PRODUCT_COLOR_NAME_MAX_LENGTH,
  PRODUCT_COLORS_MAX,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_PRICE_MAX_SATANG,
  PRODUCT_PRICE_MIN_SATANG,
  PRODUCT_SIZE_MAX_LENGTH,
  PRODUCT_SIZES_MAX,
  PRODUCT_STATUSES,
  productDetailSchema,
  productSummarySchema,
  REVIEW_REASON_MAX_LENGTH,
  reviewSchema,
  UNLIMITED_STOCK,
} from "./catalogue";
import { formatBahtGrouped, parseBaht } from "./money";
import { bahtSchema } from "./money-schemas";
import { pageFields } from "./paging";

/** The operators' catalogue calls: products, images, reviews (see catalogue.ts for the public reads). */

/** One line of text: no control characters at all. */
const text = (max: number, tooLong: string) =>
  z
    .string({ error: "validation.invalidField" })
    .trim()
    .max(max, tooLong)
    .refine((value) => !/\p{Cc}/u.test(value), "catalogue.validation.controlCharacters");

/** Several lines (descriptions): line breaks and tabs are the only control characters allowed. */
const multiline = (max: number, tooLong: string) =>
  z
    .string({ error: "validation.invalidField" })
    .trim()
    .max(max, tooLong)
    .refine((value) => !/[^\P{Cc}\n\r\t]/u.test(value), "catalogue.validation.controlCharacters");

const requiredName = (required: string) =>
  text(PRODUCT_NAME_MAX_LENGTH, "catalogue.validation.nameTooLong").pipe(z.string().min(1, required));

/** A catalogue price: a baht amount between one baht and one million (validated like the wallet's). */
const priceSchema = (requiredKey: string) =>
  z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input === undefined ? requiredKey : "validation.amountInvalid"),
    })
    .transform((value, ctx) => {
      const satang = parseBaht(value);
      if (satang === undefined) {
        ctx.addIssue({ code: "custom", message: "validation.amountInvalid" });
        return z.NEVER;
      }
      if (satang < PRODUCT_PRICE_MIN_SATANG || satang > PRODUCT_PRICE_MAX_SATANG) {
        ctx.addIssue({
          code: "custom",
          message: "catalogue.validation.priceOutOfRange",
          params: {
            min: formatBahtGrouped(PRODUCT_PRICE_MIN_SATANG),
            max: formatBahtGrouped(PRODUCT_PRICE_MAX_SATANG),
          },
        });
        return z.NEVER;
      }
      return satang;
    });

/** The supplier cost may be zero (a free sample), never negative. */
const costSchema = z
  .union([z.string(), z.number()], {
    error: (issue) =>
      issue.input === undefined ? "catalogue.validation.costRequired" : "validation.amountInvalid",
  })
  .transform((value, ctx) => {
    const satang = parseBaht(value);
    if (satang === undefined || satang > PRODUCT_PRICE_MAX_SATANG) {
      ctx.addIssue({ code: "custom", message: "validation.amountInvalid" });
      return z.NEVER;
    }
    return satang;
  });

const sizesSchema = z
  .array(text(PRODUCT_SIZE_MAX_LENGTH, "catalogue.validation.sizeTooLong").pipe(z.string().min(1)), {
    error: "validation.invalidField",
  })
  .max(PRODUCT_SIZES_MAX, "catalogue.validation.tooManySizes")
  .refine((sizes) => new Set(sizes.map((size) => size.toLowerCase())).size === sizes.length, {
    message: "catalogue.validation.sizesRepeated",
  });

const colorName = text(PRODUCT_COLOR_NAME_MAX_LENGTH, "catalogue.validation.colorNameTooLong");

export const productColorInputSchema = z.strictObject({
  thai_name: colorName.pipe(z.string().min(1, "catalogue.validation.colorNameRequired")),
  chinese_name: colorName.pipe(z.string().min(1, "catalogue.validation.colorNameRequired")),
  english_name: colorName.nullable().optional(),
  /** One of this product's images (POST .../images answers its id). */
  image_id: z.number().int().positive().nullable().optional(),
});
export type ProductColorInput = z.input<typeof productColorInputSchema>;

const colorsSchema = z
  .array(productColorInputSchema, { error: "validation.invalidField" })
  .max(PRODUCT_COLORS_MAX, "catalogue.validation.tooManyColors");

const description = multiline(PRODUCT_DESCRIPTION_MAX_LENGTH, "catalogue.validation.descriptionTooLong");

const productFields = {
  name: requiredName("catalogue.validation.nameRequired"),
  name_zh: requiredName("catalogue.validation.nameZhRequired"),
  name_en: text(PRODUCT_NAME_MAX_LENGTH, "catalogue.validation.nameTooLong").nullable().optional(),
  description: description.optional(),
  description_zh: description.optional(),
  description_en: description.nullable().optional(),
  category: categoryKeySchema,
  price: priceSchema("catalogue.validation.priceRequired"),
  /** The sale price; null ends the sale. It must be below the price. */
  discount_price: priceSchema("catalogue.validation.priceRequired").nullable().optional(),
  cost_price: costSchema,
  stock: z
    .number({ error: "catalogue.validation.stockInvalid" })
    .int("catalogue.validation.stockInvalid")
    .min(0, "catalogue.validation.stockInvalid")
    .max(UNLIMITED_STOCK, "catalogue.validation.stockInvalid"),
  is_hot: z.boolean({ error: "validation.invalidField" }).optional(),
  is_new: z.boolean({ error: "validation.invalidField" }).optional(),
  status: z.enum(["active", "inactive"], { error: "catalogue.validation.statusInvalid" }).optional(),
  sizes: sizesSchema.optional(),
  colors: colorsSchema.optional(),
};

/** POST /api/admin/products. */
export const adminProductCreateBodySchema = z.strictObject(productFields);
export type AdminProductCreateBody = z.input<typeof adminProductCreateBodySchema>;

/**
 * PUT /api/admin/products/{id}: any of the fields, at least one. `image_order`
 * lists every image id of the product in the new order (the first is the main image).
 */
export const adminProductUpdateBodySchema = z
  .strictObject({
    ...productFields,
    name: productFields.name.optional(),
    name_zh: productFields.name_zh.optional(),
    category: productFields.category.optional(),
    price: productFields.price.optional(),
    cost_price: productFields.cost_price.optional(),
    stock: productFields.stock.optional(),
    image_order: z.array(z.number().int().positive(), { error: "validation.invalidField" }).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: "validation.nothingToUpdate" });
export type AdminProductUpdateBody = z.input<typeof adminProductUpdateBodySchema>;

export const adminProductsQuerySchema = z.object({
  ...pageFields(),
  status: z.enum([...PRODUCT_STATUSES, "all"], { error: "catalogue.validation.statusInvalid" }).optional(),
  category: categoryKeySchema.optional(),
  keyword: keywordSchema.optional(),
});

/** The operator's view: everything a seller sees plus the cost, status history and every image. */
export const adminProductSchema = productDetailSchema.extend({
  cost_price: bahtSchema,
  created_at: z.string(),
  updated_at: z.string(),
  archived_at: z.string().nullable(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductsPageSchema = z.object({
  items: z.array(z.object({ ...productSummarySchema.shape, cost_price: bahtSchema })),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

export const adminReviewSchema = z.object({
  ...reviewSchema.shape,
  product_id: z.number().int(),
  is_hidden: z.boolean(),
  is_demo: z.boolean(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewsPageSchema = z.object({
  reviews: z.array(adminReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

/** PUT /api/admin/reviews/{id}: feature or hide a review, with an optional reason for the audit log. */
export const adminReviewUpdateBodySchema = z
  .strictObject({
    is_featured: z.boolean({ error: "validation.invalidField" }).optional(),
    is_hidden: z.boolean({ error: "validation.invalidField" }).optional(),
    reason: multiline(REVIEW_REASON_MAX_LENGTH, "catalogue.validation.reasonTooLong").optional(),
  })
  .refine((body) => body.is_featured !== undefined || body.is_hidden !== undefined, {
    message: "validation.nothingToUpdate",
  });
export type AdminReviewUpdateBody = z.input<typeof adminReviewUpdateBodySchema>;

/** DELETE /api/admin/products/{id} takes an optional reason for the audit log; without a body Fastify reads null. */
export const archiveBodySchema = z
  .strictObject({ reason: text(REVIEW_REASON_MAX_LENGTH, "catalogue.validation.reasonTooLong").optional() })
  .nullish();
