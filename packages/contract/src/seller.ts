import { z } from "zod";
import { thaiAddressSchema, thaiMobileSchema } from "./address";
import { LANGUAGES } from "./languages";

export { type SellerProfile, sellerProfileSchema } from "./seller-answers";

export const updateSellerBodySchema = z
  .strictObject({
    language: z.enum(LANGUAGES, { error: "validation.languageUnsupported" }).optional(),
    /** null removes it. */
    phone: thaiMobileSchema.nullable().optional(),
    /** Checked on the server against the Thai address data set; null removes it. */
    address: z.nullable(thaiAddressSchema).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: "validation.nothingToUpdate" });
export type UpdateSellerBody = z.input<typeof updateSellerBodySchema>;
