import { z } from "zod";
import { thaiAddressSchema, thaiMobileSchema } from "./address";
import { LANGUAGES } from "./languages";

import { sellerProfileSchema as sellerProfileAnswer } from "./seller-answers";

export type { SellerProfile } from "./seller-answers";

/**
 * The profile as the server checks it before answering: a classic object on the shape the seller
 * app reads with zod/mini, since zod compiles a classic object's parse (the profile is answered
 * on every signed-in start; catalogue.ts says the same of its lists).
 */
export const sellerProfileSchema = z.object(sellerProfileAnswer.shape);

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
