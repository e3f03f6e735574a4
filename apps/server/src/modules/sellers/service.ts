import type { Language } from "@seller/contract/languages";
import { formatBaht } from "@seller/contract/money";
import type { SellerProfile } from "@seller/contract/seller";
import { eq, sql } from "drizzle-orm";
import type { Database, Queryable } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { hashPassword } from "../auth/passwords";
import { type CredentialStore, failedSigninChanges } from "../auth/signin-guard";
import { getVerificationSummary } from "../verification/service";
import { walletProfileFields } from "../wallet/summary";
import { sellers } from "./tables";

type SellerRow = typeof sellers.$inferSelect;
type Identity = Awaited<ReturnType<typeof getVerificationSummary>>;

const byAccount = (account: string) => eq(sql`lower(${sellers.account})`, account.toLowerCase());

/**
 * The profile as the contract shapes it. getProfile fills the wallet and bank
 * card fields from the wallet module; order figures read as zero until orders exist.
 */
export function toProfile(row: SellerRow, identity?: Identity): SellerProfile {
  const zero = formatBaht(0n);
  return {
    id: row.id,
    account: row.account,
    display_name: row.account,
    full_name: identity?.realName ?? null,
    id_number: identity?.idNumberMasked ?? null,
    phone: null,
    address: null,
    language: row.language as Language,
    status: row.status as SellerProfile["status"],
    is_virtual: row.isVirtual,
    wallet_balance_cents: "0",
    wallet_balance_thb: zero,
    available_balance: zero,
    freeze_amount: zero,
    deposit_amount: zero,
    bank_code: null,
    bank_account: null,
    is_verified: identity?.status === "verified",
    has_deposit: false,
    has_bank_account: false,
    today_orders_count: 0,
    total_orders_count: 0,
    today_profit: zero,
    total_profit: zero,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Creates a seller, or returns undefined when the account is taken in any
 * letter case (the unique index on lower(account) decides, so two concurrent
 * registrations cannot both win).
 */
export async function createSeller(
  db: Queryable,
  input: { account: string; password: string; isVirtual?: boolean },
): Promise<SellerRow | undefined> {
  const [row] = await db
    .insert(sellers)
    .values({
      account: input.account,
      passwordHash: await hashPassword(input.password),
      isVirtual: input.isVirtual ?? false,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function registerSeller(db: Database, input: { account: string; password: string }) {
  const row = await createSeller(db, input);
  if (!row) throw new AppError("BUSINESS_ACCOUNT_EXISTS");
  return toProfile(row);
}

export async function getProfile(db: Queryable, sellerId: number): Promise<SellerProfile> {
  const [row] = await db.select().from(sellers).where(eq(sellers.id, sellerId));
  if (!row) throw new AppError("BUSINESS_ACCOUNT_NOT_FOUND");
  return {
    ...toProfile(row, await getVerificationSummary(db, sellerId)),
    ...(await walletProfileFields(db, sellerId)),
  };
}

export async function updateSeller(
  db: Queryable,
  sellerId: number,
  changes: { language?: Language | undefined },
): Promise<SellerProfile> {
  const [row] = await db
    .update(sellers)
    .set({ ...(changes.language ? { language: changes.language } : {}), updatedAt: new Date() })
    .where(eq(sellers.id, sellerId))
    .returning();
  if (!row) throw new AppError("BUSINESS_ACCOUNT_NOT_FOUND");
  return {
    ...toProfile(row, await getVerificationSummary(db, sellerId)),
    ...(await walletProfileFields(db, sellerId)),
  };
}

/** How the sign-in guard reads and marks seller accounts. */
export const sellerCredentials: CredentialStore = {
  kind: "seller",
  async find(db, account) {
    const [row] = await db
      .select({ id: sellers.id, passwordHash: sellers.passwordHash, lockedUntil: sellers.lockedUntil })
      .from(sellers)
      .where(byAccount(account));
    return row;
  },
  async recordFailure(db, id, now) {
    const [row] = await db
      .update(sellers)
      .set(failedSigninChanges(sellers, now))
      .where(eq(sellers.id, id))
      .returning({ lockedUntil: sellers.lockedUntil });
    return row?.lockedUntil ?? null;
  },
  async recordSuccess(db, id) {
    await db.update(sellers).set({ failedSigninCount: 0, lockedUntil: null }).where(eq(sellers.id, id));
  },
};
