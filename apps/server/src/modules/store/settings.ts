import {
  RELEASED_SLUG_HOLD_DAYS,
  type StoreClosedReason,
  type StoreSetting,
  storePath,
  type storeSettingInputSchema,
} from "@seller/contract/store";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database, Queryable } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { isSellerActive } from "../sellers/service";
import { depositRefundPending } from "../wallet/deposit-service";
import { hasSecurityDeposit } from "../wallet/summary";
import { releasedStoreSlugs, storeSettings } from "./tables";

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

/**
 * Why buyers cannot order from the store, or null: offline without a paid
 * security deposit, or closed while the seller's request for the deposit back
 * is reviewed (DECISIONS.md "Wallet"). The seller's shop and the storefront
 * read it alike.
 */
export async function storeClosedReason(db: Queryable, sellerId: number): Promise<StoreClosedReason | null> {
  if (!(await isStoreOnline(db, sellerId))) return "offline";
  return (await depositRefundPending(db, sellerId)) ? "deposit_refund" : null;
}

export function presentSetting(row: StoreRow, closedReason: StoreClosedReason | null): StoreSetting {
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
    is_online: closedReason !== "offline",
    closed_reason: closedReason,
  };
}

export async function getStoreSetting(db: Queryable, sellerId: number): Promise<StoreSetting> {
  const row = await ensureStore(db, sellerId);
  return presentSetting(row, await storeClosedReason(db, sellerId));
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

const slugHeld = () =>
  new AppError("REQUEST_VALIDATION_ERROR", "store.validation.slugHeld", { days: RELEASED_SLUG_HOLD_DAYS }, [
    "store_setting.slug",
  ]);

/** Whether another seller released `slug` less than RELEASED_SLUG_HOLD_DAYS ago. */
async function heldForAnother(db: Queryable, slug: string, sellerId: number, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - RELEASED_SLUG_HOLD_DAYS * 24 * 60 * 60 * 1000);
  const [held] = await db
    .select({ sellerId: releasedStoreSlugs.sellerId })
    .from(releasedStoreSlugs)
    .where(
      and(
        eq(releasedStoreSlugs.slug, slug),
        ne(releasedStoreSlugs.sellerId, sellerId),
        gt(releasedStoreSlugs.releasedAt, since),
      ),
    );
  return held !== undefined;
}

/**
 * PUT sellers/store-setting: every field at once (spec section 7). A slug of
 * digits only is some seller's default address: only its own seller may keep it.
 * A slug given up is held for its seller for 90 days (DECISIONS "Store and
 * storefront"); the release and a claim run under a lock per slug, so a
 * release and another seller's claim of the same address cannot cross.
 */
export async function updateStoreSetting(
  db: Database,
  sellerId: number,
  input: z.output<typeof storeSettingInputSchema>,
  now = new Date(),
): Promise<StoreSetting> {
  await ensureStore(db, sellerId);
  // "orders" is a path of the storefront API (/api/storefront/orders/{code}), not a store.
  if (input.slug === "orders") throw slugTaken();
  if (/^\d+$/.test(input.slug) && input.slug !== String(sellerId)) {
    throw new AppError("REQUEST_VALIDATION_ERROR", "store.validation.slugDigits", {}, ["store_setting.slug"]);
  }
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ slug: storeSettings.slug })
        .from(storeSettings)
        .where(eq(storeSettings.sellerId, sellerId))
        .for("update");
      if (!current) throw new Error(`store of seller ${sellerId} is missing`);
      const changing = input.slug !== current.slug;
      if (changing) {
        // Both addresses, in a fixed order: a release of one and a claim of the other never wait on each other in a circle.
        for (const slug of [input.slug, current.slug].sort()) {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`store-slug:${slug}`}, 0))`);
        }
        if (await heldForAnother(tx, input.slug, sellerId, now)) throw slugHeld();
      }
      const [other] = await tx
        .select({ sellerId: storeSettings.sellerId })
        .from(storeSettings)
        .where(and(eq(storeSettings.slug, input.slug), ne(storeSettings.sellerId, sellerId)));
      if (other) throw slugTaken();
      await tx
        .update(storeSettings)
        .set({
          slug: input.slug,
          storeName: input.store_name,
          storeDescription: input.store_description,
          contactPhone: input.contact_phone,
          businessHours: input.business_hours,
          announcement: input.announcement,
          themeColor: input.theme_color,
          updatedAt: now,
        })
        .where(eq(storeSettings.sellerId, sellerId));
      if (!changing) return;
      // Taken back by its owner, or free after the hold: no longer held.
      await tx.delete(releasedStoreSlugs).where(eq(releasedStoreSlugs.slug, input.slug));
      // A seller's own digits are never anyone else's (above); only a chosen address needs holding.
      if (!/^\d+$/.test(current.slug)) {
        await tx
          .insert(releasedStoreSlugs)
          .values({ slug: current.slug, sellerId, releasedAt: now })
          .onConflictDoUpdate({ target: releasedStoreSlugs.slug, set: { sellerId, releasedAt: now } });
      }
    });
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
