import { settingValueSchemas, WITHDRAWAL_FEE_MAX_SATANG } from "@seller/contract/operator-settings";
import { inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Queryable } from "../../db/client";
import { systemSettings } from "./tables";

/** bigint is not JSON: satang amounts are stored as decimal strings (or integers) and read back as bigint. */
const satang = z
  .union([z.string().regex(/^\d+$/), z.number().int().nonnegative()])
  .transform((v) => BigInt(v))
  .refine((v) => v <= WITHDRAWAL_FEE_MAX_SATANG);

const stored = settingValueSchemas;

/**
 * Each setting's schema and default. The schemas are the contract's bounds
 * (operator-settings.ts), the ones PUT /api/admin/settings checks, so whatever
 * an operator may save is kept and read back unchanged. The defaults are the
 * published rules (DECISIONS.md "Wallet", "Catalogue, store and orders",
 * "Identity verification").
 */
const SETTINGS = {
  /** Identity images of a rejected verification are deleted after this many days. */
  rejectedIdentityRetentionDays: { schema: stored.rejectedIdentityRetentionDays, default: 30 },
  /**
   * Identity images of an approved verification are deleted this many days after the approval; the
   * decision and each image's SHA-256 stay (platform information, "How identity data is kept").
   */
  approvedIdentityRetentionDays: { schema: stored.approvedIdentityRetentionDays, default: 90 },
  /** An upload not submitted within this time is removed. */
  uploadExpiryMinutes: { schema: stored.uploadExpiryMinutes, default: 60 },
  /** Withdrawal requests per Bangkok calendar day. */
  withdrawalDailyLimit: { schema: stored.withdrawalDailyLimit, default: 3 },
  withdrawalFeeSatang: { schema: satang, default: 0n },
  /** One text shown in every language (DECISIONS.md). */
  withdrawalProcessingText: { schema: stored.withdrawalProcessingText, default: "1-3 working days" },
  /** Empty means not configured: screens hide the link rather than show a fake one. */
  customerServiceUrl: { schema: stored.customerServiceUrl, default: "" },
  /** The platform's phone, LINE ID and e-mail, shown in the forgot-password dialog; empty hides each. */
  contactPhone: { schema: stored.contactPhone, default: "" },
  contactLineId: { schema: stored.contactLineId, default: "" },
  contactEmail: { schema: stored.contactEmail, default: "" },
  /** The platform's PromptPay id; empty means PromptPay is off. */
  promptPayId: { schema: stored.promptPayId, default: "" },
  /**
   * The platform's receiving account for bank-transfer top-ups: bank (a THAI_BANKS code), account
   * number and account name. Any of them empty means not configured: bank transfer is off.
   */
  platformBankCode: { schema: stored.platformBankCode, default: "" },
  platformBankAccountNumber: { schema: stored.platformBankAccountNumber, default: "" },
  platformBankAccountName: { schema: stored.platformBankAccountName, default: "" },
  earlyReceiptFeePercent: { schema: stored.earlyReceiptFeePercent, default: 0 },
  /** An unpaid storefront order holds its stock this long, then expires (DECISIONS "Store and storefront"). */
  paymentWindowMinutes: { schema: stored.paymentWindowMinutes, default: 30 },
  /** The units of one product one order may take. */
  orderProductUnitsMax: { schema: stored.orderProductUnitsMax, default: 10 },
  /** The share (percent) of a product's stock that unpaid orders may hold together. */
  unpaidStockSharePercent: { schema: stored.unpaidStockSharePercent, default: 50 },
  autoCompleteDays: { schema: stored.autoCompleteDays, default: 7 },
  delayedAfterDays: { schema: stored.delayedAfterDays, default: 3 },
  /** A paid order not shipped within this many days is refunded; the seller is warned a day before. */
  autoRefundDays: { schema: stored.autoRefundDays, default: 3 },
} as const;

type Definitions = typeof SETTINGS;
export type SettingKey = keyof Definitions;
export type SystemSettings = { [K in SettingKey]: z.output<Definitions[K]["schema"]> };

const KEYS = Object.keys(SETTINGS) as SettingKey[];

export function defaultSettings(): SystemSettings {
  return Object.fromEntries(KEYS.map((key) => [key, SETTINGS[key].default])) as SystemSettings;
}

/**
 * Stored values over the defaults. A stored value that no longer parses is
 * ignored (the default holds) rather than breaking every screen that reads it.
 */
export async function getSettings(db: Queryable): Promise<SystemSettings> {
  const rows = await db
    .select({ key: systemSettings.key, value: systemSettings.value })
    .from(systemSettings)
    .where(inArray(systemSettings.key, KEYS));
  const settings = defaultSettings() as Record<SettingKey, unknown>;
  for (const row of rows) {
    const key = row.key as SettingKey;
    const parsed = SETTINGS[key].schema.safeParse(row.value);
    if (parsed.success) settings[key] = parsed.data;
  }
  return settings as SystemSettings;
}

/** Stores one setting, checked against its schema. bigint values are stored as decimal strings. */
export async function setSetting<K extends SettingKey>(
  db: Queryable,
  key: K,
  value: SystemSettings[K],
  operatorId: number | null = null,
): Promise<void> {
  // The canonical form is stored (trimmed text, satang as a decimal string), so it reads back as saved.
  const parsed: unknown = SETTINGS[key].schema.parse(typeof value === "bigint" ? value.toString() : value);
  const stored = typeof parsed === "bigint" ? parsed.toString() : parsed;
  await db
    .insert(systemSettings)
    .values({ key, value: stored, updatedByOperatorId: operatorId })
    .onConflictDoUpdate({
      target: systemSettings.key,
      set: { value: stored, updatedAt: sql`now()`, updatedByOperatorId: operatorId },
    });
}

/**
 * A server-internal value (not a typed setting), created once and then shared
 * by every node: the first writer wins, later callers read what it wrote.
 */
export async function getOrCreateInternalValue(
  db: Queryable,
  key: string,
  create: () => string,
): Promise<string> {
  const internalKey = `internal.${key}`;
  await db.insert(systemSettings).values({ key: internalKey, value: create() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(inArray(systemSettings.key, [internalKey]));
  if (typeof row?.value !== "string") throw new Error(`internal value ${key} is missing`);
  return row.value;
}

/**
 * The customer-service chat link (DECISIONS.md "Account and session"): the
 * customerServiceUrl setting, else CUSTOMER_SERVICE_URL, else none, in which
 * case the screens hide every link to it.
 */
export async function customerServiceUrl(
  db: Queryable,
  fallback: string | undefined,
): Promise<string | null> {
  const { customerServiceUrl: stored } = await getSettings(db);
  return stored || fallback || null;
}

/**
 * How a signed-out seller reaches the operators (DECISIONS.md "Account and
 * session"): the customer-service link and the platform's phone, LINE ID and
 * e-mail, each null when not set.
 */
export async function platformContact(db: Queryable, fallbackUrl: string | undefined) {
  const settings = await getSettings(db);
  return {
    customer_service_url: settings.customerServiceUrl || fallbackUrl || null,
    contact: {
      phone: settings.contactPhone || null,
      line_id: settings.contactLineId || null,
      email: settings.contactEmail || null,
    },
  };
}
