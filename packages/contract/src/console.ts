import { z } from "zod";
import { BANK_CODES } from "./bank-cards";
import { bahtInputSchema, bahtSchema } from "./money";
import { pageQuerySchema } from "./paging";

/*
 * The operator console's own calls (issue 13): what waits, the sellers'
 * directory, suspension and the published limits. Every other console screen
 * stands on the operator calls that existed before it.
 */

/** The operator room of the socket: every signed-in console hears that a queue may have changed. */
export const OPERATOR_ROOM = "operators";
export const QUEUES_CHANGED_EVENT = "operator.queues_changed";

export const QUEUE_NAMES = [
  "verifications",
  "recharges",
  "withdrawals",
  "refunds",
  "payments",
  "dispatch",
] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/** One queue's waiting items: how many, and since when the oldest has waited. */
export const queueSummarySchema = z.object({ count: z.number().int(), oldest_at: z.string().nullable() });
export type QueueSummary = z.infer<typeof queueSummarySchema>;

export const dashboardSchema = z.object({
  queues: z.object({
    verifications: queueSummarySchema,
    recharges: queueSummarySchema,
    withdrawals: queueSummarySchema,
    refunds: queueSummarySchema,
    payments: queueSummarySchema,
    dispatch: queueSummarySchema,
  }),
  generated_at: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const SELLER_STATUSES = ["active", "suspended"] as const;
export type SellerStatus = (typeof SELLER_STATUSES)[number];

export const adminSellersQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(60, { error: "validation.invalidField" }).optional(),
  status: z.enum(SELLER_STATUSES, { error: "validation.invalidField" }).optional(),
});
export type AdminSellersQuery = z.input<typeof adminSellersQuerySchema>;

export const adminSellerRowSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  status: z.enum(SELLER_STATUSES),
  is_demo: z.boolean(),
  phone: z.string().nullable(),
  verification_status: z.string(),
  available_balance: bahtSchema,
  created_at: z.string(),
});
export type AdminSellerRow = z.infer<typeof adminSellerRowSchema>;

export const adminSellersPageSchema = z.object({
  items: z.array(adminSellerRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

export const adminSellerOrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: z.string(),
  total_amount: bahtSchema,
  profit: bahtSchema,
  created_at: z.string(),
});

/** One seller as the console shows it: read-only, nothing here sets a balance. */
export const adminSellerDetailSchema = adminSellerRowSchema.extend({
  language: z.string(),
  address: z.string().nullable(),
  real_name: z.string().nullable(),
  wallet: z.object({
    available_balance: bahtSchema,
    freeze_amount: bahtSchema,
    deposit_amount: bahtSchema,
    bank_code: z.string().nullable(),
    bank_account: z.string().nullable(),
  }),
  store: z.object({ slug: z.string(), name: z.string(), online: z.boolean() }),
  order_counts: z.record(z.string(), z.number().int()),
  recent_orders: z.array(adminSellerOrderSchema),
});
export type AdminSellerDetail = z.infer<typeof adminSellerDetailSchema>;

export const SUSPEND_REASON_MAX_LENGTH = 500;
export const sellerStatusBodySchema = z.strictObject({
  reason: z
    .string({ error: "validation.rejectReasonRequired" })
    .trim()
    .min(1, { error: "validation.rejectReasonRequired" })
    .max(SUSPEND_REASON_MAX_LENGTH, { error: "validation.invalidField" }),
});

export const sellerStatusResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(SELLER_STATUSES),
  sessions_ended: z.number().int(),
});

/**
 * The published limits and durations (DECISIONS.md "Wallet", "Orders") and the
 * payment configuration, as operators edit them. The fee is baht in the API.
 */
export const adminSettingsSchema = z.object({
  withdrawalDailyLimit: z.number().int(),
  withdrawalFee: bahtSchema,
  withdrawalProcessingText: z.string(),
  customerServiceUrl: z.string(),
  promptPayId: z.string(),
  platformBankCode: z.string(),
  platformBankAccountNumber: z.string(),
  platformBankAccountName: z.string(),
  earlyReceiptFeePercent: z.number(),
  pendingPaymentExpiryHours: z.number().int(),
  autoCompleteDays: z.number().int(),
  delayedAfterDays: z.number().int(),
  rejectedIdentityRetentionDays: z.number().int(),
  uploadExpiryMinutes: z.number().int(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

const positiveInt = (max: number) =>
  z.number({ error: "validation.invalidField" }).int({ error: "validation.invalidField" }).min(1).max(max);

export const adminSettingsBodySchema = z
  .strictObject({
    withdrawalDailyLimit: positiveInt(100),
    withdrawalFee: bahtInputSchema,
    withdrawalProcessingText: z.string().trim().min(1).max(100),
    customerServiceUrl: z.union([
      z.literal(""),
      z.url({ protocol: /^https?$/, error: "validation.invalidField" }),
    ]),
    promptPayId: z.union([
      z.literal(""),
      z.string().regex(/^(0\d{9}|\d{13})$/, { error: "validation.invalidField" }),
    ]),
    platformBankCode: z.union([z.literal(""), z.enum(BANK_CODES, { error: "validation.invalidField" })]),
    platformBankAccountNumber: z.string().regex(/^[0-9 -]{0,30}$/, { error: "validation.invalidField" }),
    platformBankAccountName: z.string().max(100),
    earlyReceiptFeePercent: z.number({ error: "validation.invalidField" }).min(0).max(100),
    pendingPaymentExpiryHours: positiveInt(24 * 14),
    autoCompleteDays: positiveInt(60),
    delayedAfterDays: positiveInt(60),
    rejectedIdentityRetentionDays: positiveInt(3650),
    uploadExpiryMinutes: positiveInt(24 * 60),
    reason: z.string().trim().max(500).optional(),
  })
  .partial()
  .refine((body) => Object.keys(body).some((key) => key !== "reason"), {
    error: "validation.nothingToUpdate",
  });
export type AdminSettingsBody = z.input<typeof adminSettingsBodySchema>;
