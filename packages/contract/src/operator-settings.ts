import { z } from "zod";
import { BANK_CODES, currentBankCode } from "./bank-cards";
import { formatBahtGrouped, parseBaht } from "./money";

/*
 * The bounds of every operator setting (DECISIONS.md "Wallet", "Orders", "Account
 * and session"), declared once: the console's form, PUT /api/admin/settings and
 * the server's stored-value schema all read them, so a value the route accepts
 * is one the server keeps and reads back unchanged.
 */

/** Whole-number settings: withdrawals per day, hours, days and minutes. */
export const SETTING_INTEGER_BOUNDS = {
  withdrawalDailyLimit: { min: 1, max: 100 },
  /**
   * An unpaid storefront order holds its stock this long (DECISIONS "Store and storefront": 30
   * minutes, twice the QR's life); at least one QR's life, so a buyer can always pay one QR.
   */
  paymentWindowMinutes: { min: 15, max: 24 * 60 },
  /** The units of one product one order may take (DECISIONS "Store and storefront": 10). */
  orderProductUnitsMax: { min: 1, max: 999 },
  /**
   * The share of a product's stock (percent) that unpaid orders may hold together (DECISIONS
   * "Store and storefront": 50%); below 100 so a paying buyer can still buy.
   */
  unpaidStockSharePercent: { min: 1, max: 90 },
  autoCompleteDays: { min: 1, max: 60 },
  delayedAfterDays: { min: 1, max: 60 },
  /** At least 2: the seller is warned a day before the refund (DECISIONS "Orders"). */
  autoRefundDays: { min: 2, max: 30 },
  rejectedIdentityRetentionDays: { min: 1, max: 3650 },
  /** The photos of an approved identity are personal data kept only as long as needed (PDPA). */
  approvedIdentityRetentionDays: { min: 1, max: 3650 },
  uploadExpiryMinutes: { min: 1, max: 24 * 60 },
} as const;
export type IntegerSettingKey = keyof typeof SETTING_INTEGER_BOUNDS;

/** The early-receipt fee: a percentage with at most two decimals. */
export const EARLY_RECEIPT_FEE_PERCENT_BOUNDS = { min: 0, max: 100, step: 0.5, decimals: 2 } as const;

/** The withdrawal fee, in satang (baht with two decimals in the API). */
export const WITHDRAWAL_FEE_MAX_SATANG = 1_000_000n;

/** Text settings: their longest length, and the forms a payment identifier may take. */
export const SETTING_TEXT_BOUNDS = {
  withdrawalProcessingText: { min: 1, max: 100 },
  platformBankAccountName: { min: 0, max: 100 },
  customerServiceUrl: { min: 0, max: 500 },
  promptPayId: { min: 0, max: 13 },
  platformBankAccountNumber: { min: 0, max: 30 },
  /** The platform's contact for sellers locked out (DECISIONS "Account and session"); empty hides it. */
  contactPhone: { min: 0, max: 20 },
  contactLineId: { min: 0, max: 40 },
  contactEmail: { min: 0, max: 254 },
} as const;

/** A phone as people write it: digits with spaces or dashes, an optional leading +. */
export const CONTACT_PHONE_PATTERN = /^(\+?[0-9][0-9 -]{4,17}[0-9])?$/;
/** A LINE ID or official account ("@shop"): letters, digits, dot, dash, underscore. */
export const CONTACT_LINE_ID_PATTERN = /^(@?[A-Za-z0-9._-]{1,39})?$/;

/** A mobile number (10 digits, starting with 0) or a 13-digit tax or national ID; empty turns PromptPay off. */
export const PROMPT_PAY_ID_PATTERN = /^(0\d{9}|\d{13})?$/;
/** Digits, with the spaces or dashes banks print; empty turns bank transfer off. */
export const BANK_ACCOUNT_NUMBER_PATTERN = /^[0-9][0-9 -]{0,28}[0-9]$|^[0-9]?$/;

const integerSetting = ({ min, max }: { min: number; max: number }) =>
  z.number({ error: "validation.invalidField" }).superRefine((value, ctx) => {
    if (!Number.isInteger(value) || value < min || value > max)
      ctx.addIssue({ code: "custom", message: "operatorSettings.integerRange", params: { min, max } });
  });

/** Text without control characters, trimmed, within its length. */
const textSetting = ({ min, max }: { min: number; max: number }) =>
  z
    .string({ error: "validation.invalidField" })
    .trim()
    .superRefine((value, ctx) => {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
      if (/[\u0000-\u001f\u007f]/.test(value))
        ctx.addIssue({ code: "custom", message: "operatorSettings.textInvalid" });
      else if (value.length < min) ctx.addIssue({ code: "custom", message: "operatorSettings.textRequired" });
      else if (value.length > max)
        ctx.addIssue({ code: "custom", message: "operatorSettings.textTooLong", params: { max } });
    });

const feePercent = z.number({ error: "validation.invalidField" }).superRefine((value, ctx) => {
  const { min, max, decimals } = EARLY_RECEIPT_FEE_PERCENT_BOUNDS;
  const scaled = value * 10 ** decimals;
  if (value < min || value > max || Math.abs(scaled - Math.round(scaled)) > 1e-6)
    ctx.addIssue({ code: "custom", message: "operatorSettings.percentRange", params: { min, max } });
});

/** A setting's value as the API reads and writes it (the fee in baht, everything else as stored). */
export const settingValueSchemas = {
  withdrawalDailyLimit: integerSetting(SETTING_INTEGER_BOUNDS.withdrawalDailyLimit),
  paymentWindowMinutes: integerSetting(SETTING_INTEGER_BOUNDS.paymentWindowMinutes),
  orderProductUnitsMax: integerSetting(SETTING_INTEGER_BOUNDS.orderProductUnitsMax),
  unpaidStockSharePercent: integerSetting(SETTING_INTEGER_BOUNDS.unpaidStockSharePercent),
  autoCompleteDays: integerSetting(SETTING_INTEGER_BOUNDS.autoCompleteDays),
  delayedAfterDays: integerSetting(SETTING_INTEGER_BOUNDS.delayedAfterDays),
  autoRefundDays: integerSetting(SETTING_INTEGER_BOUNDS.autoRefundDays),
  rejectedIdentityRetentionDays: integerSetting(SETTING_INTEGER_BOUNDS.rejectedIdentityRetentionDays),
  approvedIdentityRetentionDays: integerSetting(SETTING_INTEGER_BOUNDS.approvedIdentityRetentionDays),
  uploadExpiryMinutes: integerSetting(SETTING_INTEGER_BOUNDS.uploadExpiryMinutes),
  earlyReceiptFeePercent: feePercent,
  withdrawalProcessingText: textSetting(SETTING_TEXT_BOUNDS.withdrawalProcessingText),
  platformBankAccountName: textSetting(SETTING_TEXT_BOUNDS.platformBankAccountName),
  customerServiceUrl: textSetting(SETTING_TEXT_BOUNDS.customerServiceUrl).refine(
    (value) => value === "" || z.url({ protocol: /^https?$/ }).safeParse(value).success,
    { error: "operatorSettings.urlInvalid" },
  ),
  contactPhone: textSetting(SETTING_TEXT_BOUNDS.contactPhone).refine(
    (value) => CONTACT_PHONE_PATTERN.test(value),
    { error: "operatorSettings.phoneInvalid" },
  ),
  contactLineId: textSetting(SETTING_TEXT_BOUNDS.contactLineId).refine(
    (value) => CONTACT_LINE_ID_PATTERN.test(value),
    { error: "operatorSettings.lineIdInvalid" },
  ),
  contactEmail: textSetting(SETTING_TEXT_BOUNDS.contactEmail).refine(
    (value) => value === "" || z.email().safeParse(value).success,
    { error: "operatorSettings.emailInvalid" },
  ),
  promptPayId: z
    .string({ error: "validation.invalidField" })
    .trim()
    .regex(PROMPT_PAY_ID_PATTERN, { error: "operatorSettings.promptPayInvalid" }),
  // A code saved before ttb replaced TMB and Thanachart reads as ttb (DECISIONS.md "Wallet").
  platformBankCode: z.preprocess(
    (value) => (typeof value === "string" ? currentBankCode(value) : value),
    z.union([z.literal(""), z.enum(BANK_CODES)], { error: "operatorSettings.bankInvalid" }),
  ),
  platformBankAccountNumber: z
    .string({ error: "validation.invalidField" })
    .trim()
    .max(SETTING_TEXT_BOUNDS.platformBankAccountNumber.max, {
      error: "operatorSettings.accountNumberInvalid",
    })
    .regex(BANK_ACCOUNT_NUMBER_PATTERN, { error: "operatorSettings.accountNumberInvalid" }),
} as const;

/** The withdrawal fee in satang, from baht input ("10.50", 10.5) or a stored satang value. */
export const withdrawalFeeInputSchema = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const satang = parseBaht(value);
  if (satang === undefined || satang > WITHDRAWAL_FEE_MAX_SATANG) {
    ctx.addIssue({
      code: "custom",
      message: "operatorSettings.feeRange",
      params: { max: formatBahtGrouped(WITHDRAWAL_FEE_MAX_SATANG) },
    });
    return z.NEVER;
  }
  return satang;
});
