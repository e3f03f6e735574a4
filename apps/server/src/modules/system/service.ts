import { BANK_CODES } from "@seller/contract/bank-cards";
import { inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Queryable } from "../../db/client";
import { systemSettings } from "./tables";

/** bigint is not JSON: satang amounts are stored as decimal strings (or integers) and read back as bigint. */
const satang = z
  .union([z.string().regex(/^\d+$/), z.number().int().nonnegative()])
  .transform((v) => BigInt(v));

/**
 * Each setting's schema and default. The defaults are the published rules
 * (DECISIONS.md "Wallet", "Catalogue, store and orders", "Identity verification").
 */
const SETTINGS = {
  /** Identity images of a rejected verification are deleted after this many days. */
  rejectedIdentityRetentionDays: { schema: z.number().int().positive(), default: 30 },
  /** An upload not submitted within this time is removed. */
  uploadExpiryMinutes: { schema: z.number().int().positive(), default: 60 },
  /** Withdrawal requests per Bangkok calendar day. */
  withdrawalDailyLimit: { schema: z.number().int().positive(), default: 3 },
  withdrawalFeeSatang: { schema: satang, default: 0n },
  /** One text shown in every language (DECISIONS.md). */
  withdrawalProcessingText: { schema: z.string(), default: "1-3 working days" },
  /** Empty means not configured: screens hide the link rather than show a fake one. */
  customerServiceUrl: { schema: z.union([z.literal(""), z.url({ protocol: /^https?$/ })]), default: "" },
  /** The platform's PromptPay id; empty means PromptPay is off. */
  promptPayId: { schema: z.string(), default: "" },
  /**
   * The platform's receiving account for bank-transfer top-ups: bank (a THAI_BANKS code), account
   * number and account name. Any of them empty means not configured: bank transfer is off.
   */
  platformBankCode: { schema: z.union([z.literal(""), z.enum(BANK_CODES)]), default: "" },
  platformBankAccountNumber: { schema: z.string().regex(/^[0-9 -]{0,30}$/), default: "" },
  platformBankAccountName: { schema: z.string().max(100), default: "" },
  earlyReceiptFeePercent: { schema: z.number().min(0).max(100), default: 0 },
  pendingPaymentExpiryHours: { schema: z.number().int().positive(), default: 24 },
  autoCompleteDays: { schema: z.number().int().positive(), default: 7 },
  delayedAfterDays: { schema: z.number().int().positive(), default: 3 },
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
  const stored = typeof value === "bigint" ? value.toString() : value;
  SETTINGS[key].schema.parse(stored);
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
