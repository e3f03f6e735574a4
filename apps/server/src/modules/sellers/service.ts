import { formatThaiAddress, type ThaiAddress } from "@seller/contract/address";
import type { Language } from "@seller/contract/languages";
import { formatBaht } from "@seller/contract/money";
import type { SellerProfile } from "@seller/contract/seller";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database, Queryable } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { hashPassword } from "../../lib/passwords";
import { preparedRead } from "../../lib/prepared";
import { checkThaiAddress } from "../../lib/thai-address";
import { sellers } from "./tables";

type SellerRow = typeof sellers.$inferSelect;
/** The confirmed identity the verification module hands the profile read model (sellers sit below it). */
type Identity = { status: string; realName: string | null; idNumberMasked: string | null };

function addressOf(row: SellerRow): ThaiAddress | null {
  const { addressLine, subDistrict, district, province, postalCode } = row;
  if (addressLine === null || subDistrict === null || district === null || province === null) return null;
  if (postalCode === null) return null;
  return { line: addressLine, sub_district: subDistrict, district, province, postal_code: postalCode };
}

const byAccount = (account: string) => eq(sql`lower(${sellers.account})`, account.toLowerCase());

/**
 * The profile as the contract shapes it, from the seller's own row. The profile
 * read model (profile/service.ts) fills the wallet and bank card fields from the
 * wallet module and the order figures from the orders module.
 */
export function toProfile(row: SellerRow, identity?: Identity): SellerProfile {
  const zero = formatBaht(0n);
  const address = addressOf(row);
  return {
    id: row.id,
    account: row.account,
    display_name: row.account,
    full_name: identity?.realName ?? null,
    id_number: identity?.idNumberMasked ?? null,
    phone: row.phone,
    address: address ? formatThaiAddress(address) : null,
    address_detail: address,
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

/**
 * The seller's row with columns other modules compute from its id (`sellerId`, a subquery's
 * correlation), as one prepared
 * statement: the profile read model's single round trip. `name` must be unique among the server's
 * statements; build it once per handle (lib/prepared.ts).
 */
export function sellerWithColumns<Columns extends Record<string, SQL>>(
  db: Queryable,
  columns: (sellerId: SQL) => Columns,
  name: string,
) {
  // Qualified by hand: Drizzle names a one-table select's columns bare, and inside a column's
  // subquery a bare "id" would be the subquery's own table's.
  const sellerId = sql`${sellers}.${sql.identifier(sellers.id.name)}`;
  return db
    .select({ seller: sellers, ...columns(sellerId) })
    .from(sellers)
    .where(eq(sellers.id, sql.placeholder("sellerId")))
    .prepare(name);
}

/** The profile's fields that the seller's own row holds, with the identity the verification module confirmed. */
export function sellerProfileOf(row: SellerRow | undefined, identity: Identity): SellerProfile {
  if (!row) throw new AppError("BUSINESS_ACCOUNT_NOT_FOUND");
  return toProfile(row, identity);
}

export type SellerChanges = {
  language?: Language | undefined;
  /** null removes it. */
  phone?: string | null | undefined;
  address?: ThaiAddress | null | undefined;
};

function addressColumns(address: ThaiAddress | null) {
  return {
    addressLine: address?.line ?? null,
    subDistrict: address?.sub_district ?? null,
    district: address?.district ?? null,
    province: address?.province ?? null,
    postalCode: address?.postal_code ?? null,
  };
}

/** Language, phone and address; an address is checked against the Thai address data set first. */
export async function updateSeller(db: Queryable, sellerId: number, changes: SellerChanges): Promise<void> {
  if (changes.address) await checkThaiAddress(changes.address);
  const [row] = await db
    .update(sellers)
    .set({
      ...(changes.language ? { language: changes.language } : {}),
      ...(changes.phone !== undefined ? { phone: changes.phone } : {}),
      ...(changes.address !== undefined ? addressColumns(changes.address) : {}),
      updatedAt: new Date(),
    })
    .where(eq(sellers.id, sellerId))
    .returning({ id: sellers.id });
  if (!row) throw new AppError("BUSINESS_ACCOUNT_NOT_FOUND");
}

/**
 * How the sign-in guard finds seller accounts: the shape of auth's CredentialStore, which
 * takes it without this module knowing the guard (sellers sits below auth, ARCHITECTURE.md).
 */
export const sellerCredentials = {
  kind: "seller" as const,
  async find(db: Queryable, account: string) {
    const [row] = await db
      .select({ id: sellers.id, passwordHash: sellers.passwordHash, status: sellers.status })
      .from(sellers)
      .where(byAccount(account));
    return row && { id: row.id, passwordHash: row.passwordHash, active: row.status === "active" };
  },
};

/** Whether the seller may act: a suspended seller's sessions are refused on every call. */
const sellerStatus = preparedRead((db) =>
  db
    .select({ status: sellers.status })
    .from(sellers)
    .where(eq(sellers.id, sql.placeholder("sellerId")))
    .prepare("seller_status"),
);

/** Asked by the auth guard on every seller call. */
export async function isSellerActive(db: Queryable, sellerId: number): Promise<boolean> {
  const [row] = await sellerStatus(db).execute({ sellerId });
  return row?.status === "active";
}

/**
 * Suspends or reinstates a seller. The operator console's call comes later;
 * the effect is immediate because the guard reads the status on every call.
 */
export async function setSellerStatus(db: Queryable, sellerId: number, status: "active" | "suspended") {
  const [row] = await db
    .update(sellers)
    .set({ status, updatedAt: new Date() })
    .where(eq(sellers.id, sellerId))
    .returning({ id: sellers.id });
  if (!row) throw new AppError("BUSINESS_ACCOUNT_NOT_FOUND");
}

/** The stored password hash of a seller, for checks made while signed in (password change, two-factor). */
export async function sellerPasswordHash(db: Queryable, sellerId: number): Promise<string> {
  const [row] = await db
    .select({ passwordHash: sellers.passwordHash })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  if (!row) throw new AppError("BUSINESS_ACCOUNT_NOT_FOUND");
  return row.passwordHash;
}

/**
 * Replaces the password hash only if it is still `previousHash`: of two changes
 * made at once from the same old password, one wins and the other is told.
 */
export async function replaceSellerPasswordHash(
  db: Queryable,
  sellerId: number,
  hashes: { previousHash: string; nextHash: string },
): Promise<boolean> {
  const updated = await db
    .update(sellers)
    .set({ passwordHash: hashes.nextHash, updatedAt: new Date() })
    .where(and(eq(sellers.id, sellerId), eq(sellers.passwordHash, hashes.previousHash)))
    .returning({ id: sellers.id });
  return updated.length > 0;
}
