import type { Database } from "../../db/client";
import type { CatalogueImageStore } from "../catalogue/images";
import { createSeller } from "../sellers/service";
import { getSettings, setSetting } from "../system/service";
import { seedDemoCatalogue } from "./catalogue";
import { seedHelpEntries } from "./help-entries";

/** The demo seller of DEMO=1: visible as demo (is_virtual) everywhere, created once. */
export const DEMO_SELLER = { account: "demo", password: "demo123" } as const;

/**
 * The demo's receiving account for bank-transfer top-ups (used with DEMO=1 when PLATFORM_BANK_*
 * is unset): an account number of zeros and a name that says it is not real.
 */
export const DEMO_PLATFORM_BANK_ACCOUNT = {
  bankCode: "KBANK",
  accountNumber: "000-0-00000-0",
  accountName: "DEMO ONLY - do not transfer",
};

/**
 * The demo's PromptPay id (DEMO=1 when PROMPTPAY_ID is unset): zeros, which no
 * phone number is, so a QR of the demo can never send a real payment to anyone.
 * Only the sandbox's simulate control settles demo payments.
 */
export const DEMO_PROMPTPAY_ID = "0000000000";

/** Idempotent: an existing demo account is left as it is. Returns true when it was created now. */
export async function seedDemoData(db: Database): Promise<boolean> {
  const created = await createSeller(db, { ...DEMO_SELLER, isVirtual: true });
  await seedHelpEntries(db);
  await seedDemoContact(db);
  return created !== undefined;
}

export { seedDemoCatalogue };

/** The demo seller and the demo catalogue; `cacheDir` keeps the drawn pictures between starts. */
export async function seedDemo(
  db: Database,
  images: CatalogueImageStore,
  options: { cacheDir: string; onDrawing?: () => void },
) {
  const seller = await seedDemoData(db);
  const catalogue = await seedDemoCatalogue(db, images, options);
  return { seller, catalogue };
}

/**
 * The demo's platform contact (DECISIONS.md "Account and session": set for the demo), so the
 * forgot-password dialog shows a phone, a LINE ID and an e-mail. Clearly not real; an operator's
 * own values are kept.
 */
export const DEMO_CONTACT = {
  contactPhone: "02-000-0000",
  contactLineId: "@demo-seller",
  contactEmail: "support@example.com",
};

async function seedDemoContact(db: Database) {
  const settings = await getSettings(db);
  for (const [key, value] of Object.entries(DEMO_CONTACT) as [keyof typeof DEMO_CONTACT, string][])
    if (!settings[key]) await setSetting(db, key, value);
}
