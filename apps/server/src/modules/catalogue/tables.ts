import type { ProductStatus } from "@seller/contract/catalogue";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { sellers } from "../sellers/tables";

/** The platform's categories (spec section 3): the five default keys are written by a migration. */
export const categories = pgTable("categories", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  key: text("key").notNull().unique(),
  /** An emoji: the screens draw their own picture for the default keys and this for any other. */
  icon: text("icon").notNull(),
  nameTh: text("name_th").notNull(),
  nameEn: text("name_en").notNull(),
  nameZhCn: text("name_zh_cn").notNull(),
  nameZhTw: text("name_zh_tw").notNull(),
  position: integer("position").notNull().default(0),
  /**
   * How many active products the category holds, kept by a trigger on products
   * (migration 0015) so that every catalogue list shows the counts without
   * counting the whole catalogue again.
   */
  activeProducts: integer("active_products").notNull().default(0),
});

/** A colour choice: names in Thai and Chinese (spec section 3), English optional, and one of the product's images. */
export type StoredColor = {
  thaiName: string;
  chineseName: string;
  englishName: string | null;
  imageId: number | null;
};

/**
 * The platform's catalogue, managed by operators (DECISIONS "Catalogue"). Money
 * in satang. The effective price and the average rating are generated columns,
 * so the sorts and the price filter read an indexed value that can never
 * disagree with the prices and reviews it comes from.
 */
export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en"),
    description: text("description").notNull().default(""),
    descriptionZh: text("description_zh").notNull().default(""),
    descriptionEn: text("description_en"),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    priceSatang: bigint("price_satang", { mode: "bigint" }).notNull(),
    /** The sale price while on sale; null otherwise. */
    discountPriceSatang: bigint("discount_price_satang", { mode: "bigint" }),
    /** What the buyer pays (DECISIONS "Catalogue": discount_price when on sale). */
    effectivePriceSatang: bigint("effective_price_satang", { mode: "bigint" })
      .notNull()
      .generatedAlwaysAs(sql`coalesce(discount_price_satang, price_satang)`),
    /** The supplier's cost: what shipping an order of it costs the seller. */
    costPriceSatang: bigint("cost_price_satang", { mode: "bigint" }).notNull(),
    /** 99999 reads as unlimited (spec section 3). */
    stock: integer("stock").notNull(),
    /** Units on completed orders (written by the orders module). */
    salesCount: integer("sales_count").notNull().default(0),
    /** Sellers' favourites, kept equal to the favorites rows in the same transaction. */
    likesCount: integer("likes_count").notNull().default(0),
    /** Visible reviews: their count and the sum of their ratings, rewritten whenever one changes. */
    reviewsCount: integer("reviews_count").notNull().default(0),
    ratingTotal: integer("rating_total").notNull().default(0),
    averageRating: numeric("average_rating", { precision: 3, scale: 2 }).generatedAlwaysAs(
      sql`case when reviews_count > 0 then round(rating_total::numeric / reviews_count, 2) end`,
    ),
    /**
     * What a keyword search reads: the three names in lower case, joined by a
     * character a keyword can never hold (control characters are refused), so a
     * match never spans two names. LIKE on it is case-insensitive without ILIKE's
     * per-row case folding, and one trigram GIN index answers LIKE '%word%'
     * (custom migration, after pg_trgm).
     */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql`lower(name || chr(31) || name_zh || chr(31) || coalesce(name_en, ''))`),
    isHot: boolean("is_hot").notNull().default(false),
    isNew: boolean("is_new").notNull().default(false),
    status: text("status").$type<ProductStatus>().notNull().default("active"),
    sizes: jsonb("sizes").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    colors: jsonb("colors").$type<StoredColor[]>().notNull().default(sql`'[]'::jsonb`),
    /** Rows of the demo catalogue (DEMO=1), never mixed up with real ones. */
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (table) => [
    check("products_status_check", sql`${table.status} in ('active', 'inactive', 'archived')`),
    check("products_price_check", sql`${table.priceSatang} > 0 and ${table.costPriceSatang} >= 0`),
    check(
      "products_discount_check",
      sql`${table.discountPriceSatang} is null or (${table.discountPriceSatang} > 0 and ${table.discountPriceSatang} < ${table.priceSatang})`,
    ),
    check("products_stock_check", sql`${table.stock} between 0 and 99999`),
    check("products_counts_check", sql`${table.salesCount} >= 0 and ${table.likesCount} >= 0`),
    // Public lists read only active products; each sort has its index (the keyword's trigram
    // index is in a custom migration, after the pg_trgm extension).
    index("products_active_latest_idx")
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'active'`),
    index("products_active_price_idx")
      .on(table.effectivePriceSatang, table.id)
      .where(sql`${table.status} = 'active'`),
    index("products_active_sales_idx")
      .on(table.salesCount.desc(), table.id.desc())
      .where(sql`${table.status} = 'active'`),
    index("products_active_rating_idx")
      .on(table.averageRating.desc().nullsLast(), table.reviewsCount.desc(), table.id.desc())
      .where(sql`${table.status} = 'active'`),
    index("products_category_idx").on(table.categoryId, table.status),
  ],
);

/**
 * A product's pictures: re-encoded WebP files named by the hash of the upload
 * (content-addressed, so their URLs never change and are cached for a year).
 */
export const productImages = pgTable(
  "product_images",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    position: integer("position").notNull(),
    hash: text("hash").notNull(),
    /** The widths encoded, ascending: some of CATALOGUE_IMAGE_WIDTHS, or the original's when narrower. */
    widths: jsonb("widths").$type<number[]>().notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("product_images_product_idx").on(table.productId, table.position)],
);

/**
 * Reviews (spec section 3): written by buyers of completed orders (the orders
 * work), or demo rows; operators may feature or hide one.
 */
export const productReviews = pgTable(
  "product_reviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    name: text("name").notNull(),
    rating: smallint("rating").notNull(),
    comment: text("comment").notNull(),
    reviewDate: timestamp("review_date", { withTimezone: true }).notNull().defaultNow(),
    isFeatured: boolean("is_featured").notNull().default(false),
    isHidden: boolean("is_hidden").notNull().default(false),
    isDemo: boolean("is_demo").notNull().default(false),
  },
  (table) => [
    check("product_reviews_rating_check", sql`${table.rating} between 1 and 5`),
    index("product_reviews_visible_idx")
      .on(table.productId, table.isFeatured.desc(), table.reviewDate.desc(), table.id.desc())
      .where(sql`not ${table.isHidden}`),
  ],
);

/** A seller's likes (spec: favourite toggle); products.likes_count follows them. */
export const favorites = pgTable(
  "favorites",
  {
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sellerId, table.productId] }),
    index("favorites_product_idx").on(table.productId),
  ],
);
