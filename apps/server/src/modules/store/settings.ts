import { type StoreSetting, storePath, type storeSettingInputSchema } from "@seller/contract/store";
import { and, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import type { Queryable } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { isSellerActive } from "../sellers/service";
import { hasSecurityDeposit } from "../wallet/summary";
import { storeSettings } from "./tables";

export type StoreRow = typeof storeSettings.$inferSelect;

/**
 * The seller's store row, made on first use with the seller id as its slug
 * (DECISIONS "Store and storefront"). Insert ... on conflict do nothing makes
 * two first uses at once safe.
 */
export async function ensureStore(db: Queryable, sellerId: number): Promise<StoreRow> {
  const read = async () =>
    (await db.select().from(storeSettings).where(eq(storeSettings.sellerId, sellerId)))[0];
  const found = await read();
  if (found) return found;
  await db
    .insert(storeSettings)
    .values({ sellerId, slug: String(sellerId) })
    .onConflictDoNothing();
  const made = await read();
  if (!made) throw new Error(`store of seller ${sellerId} could not be made`);
  return made;
}

/**
 * Listings are online while the seller may sell: not suspended, and with a
 * paid security deposit (DECISIONS "Wallet": a refunded deposit takes them offline).
 */
export async function isStoreOnline(db: Queryable, sellerId: number): Promise<boolean> {
  return (await isSellerActive(db, sellerId)) && (await hasSecurityDeposit(db, sellerId));
}

export function presentSetting(row: StoreRow, online: boolean): StoreSetting {
  return {
    store_name: row.storeName,
    store_description: row.storeDescription,
    description: row.storeDescription,
    contact_phone: row.contactPhone,
    business_hours: row.businessHours,
    announcement: row.announcement,
    theme_color: row.themeColor,
    slug: row.slug,
    store_path: storePath(row.slug),
    is_online: online,
  };
}

export async function getStoreSetting(db: Queryable, sellerId: number): Promise<StoreSetting> {
  const row = await ensureStore(db, sellerId);
  return presentSetting(row, await isStoreOnline(db, sellerId));
}

const slugTaken = () =>
  new AppError("REQUEST_VALIDATION_ERROR", "store.validation.slugTaken", {}, ["store_setting.slug"]);

/** A unique index refused the write (PostgreSQL's unique_violation, as pg and PGlite report it). */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * PUT sellers/store-setting: every field at once (spec section 7). A slug of
 * digits only is some seller's default address: only its own seller may keep it.
 */
export async function updateStoreSetting(
  db: Queryable,
  sellerId: number,
  input: z.output<typeof storeSettingInputSchema>,
): Promise<StoreSetting> {
  await ensureStore(db, sellerId);
  // "orders" is a path of the storefront API (/api/storefront/orders/{code}), not a store.
  if (input.slug === "orders") throw slugTaken();
  if (/^\d+$/.test(input.slug) && input.slug !== String(sellerId)) {
    throw new AppError("REQUEST_VALIDATION_ERROR", "store.validation.slugDigits", {}, ["store_setting.slug"]);
  }
  const [other] = await db
    .select({ sellerId: storeSettings.sellerId })
    .from(storeSettings)
    .where(and(eq(storeSettings.slug, input.slug), ne(storeSettings.sellerId, sellerId)));
  if (other) throw slugTaken();
  try {
    await db
      .update(storeSettings)
      .set({
        slug: input.slug,
        storeName: input.store_name,
        storeDescription: input.store_description,
        contactPhone: input.contact_phone,
        businessHours: input.business_hours,
        announcement: input.announcement,
        themeColor: input.theme_color,
        updatedAt: new Date(),
      })
      .where(eq(storeSettings.sellerId, sellerId));
  } catch (error) {
    // Another seller took the slug between the check and the write.
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  return getStoreSetting(db, sellerId);
}

/** The store at /s/{slug}, with its seller, or undefined. */
export async function storeBySlug(db: Queryable, slug: string): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(storeSettings).where(eq(storeSettings.slug, slug));
  return row;
}

export async function storeOfSeller(db: Queryable, sellerId: number): Promise<StoreRow> {
  return ensureStore(db, sellerId);
}
