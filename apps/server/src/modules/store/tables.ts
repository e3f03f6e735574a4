import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "../catalogue/tables";
import { sellers } from "../sellers/tables";

/**
 * A seller's store (spec section 3, "Store setting"): made on first use with
 * the seller id as its slug (DECISIONS "Store and storefront").
 */
export const storeSettings = pgTable(
  "store_settings",
  {
    sellerId: integer("seller_id")
      .primaryKey()
      .references(() => sellers.id),
    /** The public address /s/{slug}: 3-30 of a-z, 0-9 and -, unique. */
    slug: text("slug").notNull().unique(),
    storeName: text("store_name").notNull().default(""),
    storeDescription: text("store_description").notNull().default(""),
    contactPhone: text("contact_phone").notNull().default(""),
    businessHours: text("business_hours").notNull().default(""),
    announcement: text("announcement").notNull().default(""),
    themeColor: text("theme_color").notNull().default("#007bff"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("store_settings_slug_check", sql`${table.slug} ~ '^[a-z0-9-]{3,30}$'`)],
);

/**
 * Store addresses given up by a seller (DECISIONS "Store and storefront"): a
 * buyer's old link must not open someone else's store, so a released slug is
 * held for its last owner for 90 days (RELEASED_SLUG_HOLD_DAYS); only that
 * seller may take it back meanwhile. One row per slug: the latest release.
 */
export const releasedStoreSlugs = pgTable(
  "released_store_slugs",
  {
    slug: text("slug").primaryKey(),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.id),
    releasedAt: timestamp("released_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("released_store_slugs_seller_idx").on(table.sellerId)],
);

/** What a seller sells: catalogue products at the catalogue's price (the seller sets no price). */
export const storeListings = pgTable(
  "store_listings",
  {
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    listedAt: timestamp("listed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sellerId, table.productId] }),
    index("store_listings_product_idx").on(table.productId),
  ],
);

/**
 * Distinct storefront visitors a day (DECISIONS "Orders": a daily-rotating
 * hash, no cookie): the hash cannot be linked across days or back to an address.
 */
export const storeVisits = pgTable(
  "store_visits",
  {
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.id),
    /** The Bangkok calendar day. */
    day: date("day").notNull(),
    visitor: text("visitor").notNull(),
  },
  (table) => [primaryKey({ columns: [table.sellerId, table.day, table.visitor] })],
);
