import { z } from "zod";
import { bahtSchema } from "./money-schemas";
import { settingValueSchemas, withdrawalFeeInputSchema } from "./operator-settings";
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
  "order_refunds",
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
    order_refunds: queueSummarySchema,
    payments: queueSummarySchema,
    dispatch: queueSummarySchema,
  }),
  /**
   * No customer-service link, phone, LINE ID or e-mail is set: a seller who forgot the password
   * cannot reach the operators (DECISIONS "Account and session"), and the dashboard says so.
   */
  contact_missing: z.boolean(),
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
  contactPhone: z.string(),
  contactLineId: z.string(),
  contactEmail: z.string(),
  promptPayId: z.string(),
  platformBankCode: z.string(),
  platformBankAccountNumber: z.string(),
  platformBankAccountName: z.string(),
  earlyReceiptFeePercent: z.number(),
  paymentWindowMinutes: z.number().int(),
  orderProductUnitsMax: z.number().int(),
  unpaidStockSharePercent: z.number().int(),
  autoCompleteDays: z.number().int(),
  delayedAfterDays: z.number().int(),
  autoRefundDays: z.number().int(),
  rejectedIdentityRetentionDays: z.number().int(),
  approvedIdentityRetentionDays: z.number().int(),
  uploadExpiryMinutes: z.number().int(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** Any of the settings, at least one; each within its bounds (operator-settings.ts). */
export const adminSettingsBodySchema = z
  .strictObject({
    ...settingValueSchemas,
    withdrawalFee: withdrawalFeeInputSchema,
    reason: z.string().trim().max(500).optional(),
  })
  .partial()
  .refine((body) => Object.keys(body).some((key) => key !== "reason"), {
    error: "validation.nothingToUpdate",
  });
export type AdminSettingsBody = z.input<typeof adminSettingsBodySchema>;
