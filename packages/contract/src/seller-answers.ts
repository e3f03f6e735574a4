import { z } from "zod/mini";
import { LANGUAGES } from "./languages";
import { bahtSchema } from "./money-answers";

/*
 * The seller as the API answers it, written with zod/mini: the seller app's profile parses it at
 * start and its first load carries no classic zod (the cold /profile of
 * bench/cold-profile.bench.ts). seller.ts re-exports it with the bodies the server checks.
 */

/** The seller as the profile call returns it (spec section 3). */
export const sellerProfileSchema = z.object({
  id: z.int(),
  account: z.string(),
  display_name: z.string(),
  full_name: z.nullable(z.string()),
  id_number: z.nullable(z.string()),
  /** A Thai mobile number, 10 digits (0812345678). */
  phone: z.nullable(z.string()),
  /** The address on one line, for showing. */
  address: z.nullable(z.string()),
  /** The same address in its parts, for editing. */
  address_detail: z.nullable(
    z.object({
      line: z.string(),
      sub_district: z.string(),
      district: z.string(),
      province: z.string(),
      postal_code: z.string(),
    }),
  ),
  language: z.enum(LANGUAGES),
  status: z.enum(["active", "suspended"]),
  /** True only for the demo sellers that DEMO=1 creates. */
  is_virtual: z.boolean(),
  wallet_balance_cents: z.string(),
  wallet_balance_thb: bahtSchema,
  available_balance: bahtSchema,
  freeze_amount: bahtSchema,
  deposit_amount: bahtSchema,
  bank_code: z.nullable(z.string()),
  bank_account: z.nullable(z.string()),
  is_verified: z.boolean(),
  has_deposit: z.boolean(),
  has_bank_account: z.boolean(),
  today_orders_count: z.int(),
  total_orders_count: z.int(),
  today_profit: bahtSchema,
  total_profit: bahtSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;
