import { z } from "zod";
import { thaiAddressSchema, thaiMobileSchema } from "./address";
import { LANGUAGES } from "./languages";
import { bahtSchema } from "./money-schemas";

/** The seller as the profile call returns it (spec section 3). */
export const sellerProfileSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  display_name: z.string(),
  full_name: z.string().nullable(),
  id_number: z.string().nullable(),
  /** A Thai mobile number, 10 digits (0812345678). */
  phone: z.string().nullable(),
  /** The address on one line, for showing. */
  address: z.string().nullable(),
  /** The same address in its parts, for editing. */
  address_detail: z
    .object({
      line: z.string(),
      sub_district: z.string(),
      district: z.string(),
      province: z.string(),
      postal_code: z.string(),
    })
    .nullable(),
  language: z.enum(LANGUAGES),
  status: z.enum(["active", "suspended"]),
  /** True only for the demo sellers that DEMO=1 creates. */
  is_virtual: z.boolean(),
  wallet_balance_cents: z.string(),
  wallet_balance_thb: bahtSchema,
  available_balance: bahtSchema,
  freeze_amount: bahtSchema,
  deposit_amount: bahtSchema,
  bank_code: z.string().nullable(),
  bank_account: z.string().nullable(),
  is_verified: z.boolean(),
  has_deposit: z.boolean(),
  has_bank_account: z.boolean(),
  today_orders_count: z.number().int(),
  total_orders_count: z.number().int(),
  today_profit: bahtSchema,
  total_profit: bahtSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

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
