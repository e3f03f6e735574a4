import {
  type Category,
  type ProductDetail,
  type ProductSort,
  type ProductsFilter,
  type ProductsPage,
  REVIEWS_PAGE_SIZE,
  type ReviewsPage,
} from "@seller/contract/catalogue";
import type { Language } from "@seller/contract/languages";
import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  like,
  lte,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { AppError } from "../../lib/app-error";
import {
  type ImageRow,
  type ProductRow,
  presentCategory,
  presentDetail,
  presentReview,
  presentSummary,
  type SummaryRow,
  type Viewer,
} from "./present";
import { categories, favorites, productImages, productReviews, products } from "./tables";

/**
 * Each sort ends on the id so that pages never overlap or skip; the directions
 * match the partial indexes of tables.ts exactly, so the planner can walk them.
 */
const ORDER_BY: Record<ProductSort, SQL[]> = {
  latest: [sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`],
  price_asc: [asc(products.effectivePriceSatang), asc(products.id)],
  price_desc: [sql`${products.effectivePriceSatang} desc`, sql`${products.id} desc`],
  sales: [sql`${products.salesCount} desc nulls last`, sql`${products.id} desc nulls last`],
  rating: [
    sql`${products.averageRating} desc nulls last`,
    sql`${products.reviewsCount} desc nulls last`,
    sql`${products.id} desc nulls last`,
  ],
};

/**
 * A list's columns: a product's three descriptions (a few kilobytes of HTML
 * each) and its search text are read by the product page, never by a list.
 */
const { description, descriptionZh, descriptionEn, searchText, ...summaryColumns } =
  getTableColumns(products);

/** LIKE's wildcards and its escape character, taken literally: a search for "50%" means "50%". */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Name, Chinese name or English name contains the keyword, case-insensitively:
 * the stored lower-case names against the keyword lowered by the same lower().
 */
export function keywordCondition(keyword: string): SQL {
  return like(products.searchText, sql`lower(${containsPattern(keyword)})`);
}

export async function categoryIdOf(db: Queryable, key: string): Promise<number> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.key, key));
  if (!row) throw new AppError("REQUEST_VALIDATION_ERROR", "catalogue.validation.categoryUnknown");
  return row.id;
}

/** Every category with its count of active products, in the home screen's order. */
export async function listCategories(db: Queryable, language: Language) {
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  return rows.map((row) => presentCategory(row, row.activeProducts, language));
}

/** The images of several products, each list in its display order. */
export async function imagesOf(db: Queryable, productIds: number[]): Promise<Map<number, ImageRow[]>> {
  const byProduct = new Map<number, ImageRow[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  return byProduct;
}

async function favoritesOf(db: Queryable, viewer: Viewer, productIds: number[]): Promise<Set<number>> {
  if (viewer.kind !== "seller" || productIds.length === 0) return new Set();
  const rows = await db
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(and(eq(favorites.sellerId, viewer.id), inArray(favorites.productId, productIds)));
  return new Set(rows.map((row) => row.productId));
}

/** Which of these products are in the signed-in seller's store, read within the store's answer. */
async function listedOf(db: Queryable, viewer: Viewer, productIds: number[]): Promise<Set<number>> {
  if (viewer.kind !== "seller" || !viewer.listed || productIds.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, productIds), sql`${products.id} in (${viewer.listed})`));
  return new Set(rows.map((row) => row.id));
}

/**
 * A set of product ids another module keeps (a seller's listings), as a
 * subquery of product ids: the list reads only those, or all but those.
 * The catalogue never reads the other module's table, only its answer.
 */
export type ProductScope = { ids: SQL; exclude?: boolean };

export function scopeCondition(scope: ProductScope): SQL {
  return scope.exclude ? sql`${products.id} not in (${scope.ids})` : sql`${products.id} in (${scope.ids})`;
}

/**
 * What a list shows every caller alike: the page's rows with their category keys and images,
 * the exact total and the categories with their counts (catalogue/recent-pages.ts keeps it).
 */
export type ProductsRead = {
  rows: { product: SummaryRow; categoryKey: string }[];
  images: Map<number, ImageRow[]>;
  categories: Category[];
  total: number;
};

type PageRead = Omit<ProductsRead, "images">;
const idsOf = (page: PageRead) => page.rows.map((row) => row.product.id);

/** Active products only, filtered, sorted and paged, with the exact total and the categories with their counts. */
async function readPage(
  db: Queryable,
  filter: ProductsFilter,
  language: Language,
  scope?: ProductScope,
): Promise<PageRead> {
  const conditions: SQL[] = [eq(products.status, "active")];
  if (scope) conditions.push(scopeCondition(scope));
  if (filter.category) conditions.push(eq(products.categoryId, await categoryIdOf(db, filter.category)));
  if (filter.keyword) conditions.push(keywordCondition(filter.keyword));
  if (filter.hot !== undefined) conditions.push(eq(products.isHot, filter.hot));
  if (filter.on_sale === true) conditions.push(isNotNull(products.discountPriceSatang));
  if (filter.on_sale === false) conditions.push(sql`${products.discountPriceSatang} is null`);
  if (filter.min_price !== undefined) conditions.push(gte(products.effectivePriceSatang, filter.min_price));
  if (filter.max_price !== undefined) conditions.push(lte(products.effectivePriceSatang, filter.max_price));
  const where = and(...conditions);

  const offset = (filter.page - 1) * filter.per_page;
  const [rows, categoryList] = await Promise.all([
    db
      .select({
        product: summaryColumns,
        categoryKey: categories.key,
        // The exact total on every page, counted by the same statement: an uncorrelated subquery
        // runs once, beside the page's own plan, without a second round trip.
        total: sql<number>`(select count(*) from ${products} where ${where})::int`,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(...ORDER_BY[filter.sort])
      .limit(filter.per_page)
      .offset(offset),
    listCategories(db, language),
  ]);
  // A page past the end has no row to carry the total: only then is it asked for apart.
  const total =
    rows[0]?.total ??
    (offset === 0 ? 0 : ((await db.select({ value: count() }).from(products).where(where))[0]?.value ?? 0));
  return {
    rows: rows.map(({ product, categoryKey }) => ({ product, categoryKey })),
    categories: categoryList,
    total,
  };
}

/** GET /api/products's reading, what every caller sees alike: the page with its images. */
export async function readProducts(
  db: Queryable,
  filter: ProductsFilter,
  language: Language,
  scope?: ProductScope,
): Promise<ProductsRead> {
  const page = await readPage(db, filter, language, scope);
  return { ...page, images: await imagesOf(db, idsOf(page)) };
}

type Marks = { liked: Set<number>; listed: Set<number> };

/** Which of these products the caller has liked and has in their store (a seller's; none for others). */
async function marksOf(db: Queryable, viewer: Viewer, ids: number[]): Promise<Marks> {
  const [liked, listed] = await Promise.all([favoritesOf(db, viewer, ids), listedOf(db, viewer, ids)]);
  return { liked, listed };
}

/** A read page as this caller sees it: the cost price for a signed-in caller, a seller's favourites and store. */
function present(
  read: ProductsRead,
  filter: ProductsFilter,
  viewer: Viewer,
  { liked, listed }: Marks,
): ProductsPage {
  return {
    products: read.rows.map(({ product, categoryKey }) =>
      presentSummary(product, categoryKey, read.images.get(product.id) ?? [], viewer, {
        favorite: liked.has(product.id),
        inStore: listed.has(product.id),
      }),
    ),
    categories: read.categories,
    total: read.total,
    page: filter.page,
    per_page: filter.per_page,
  };
}

/** A page read earlier (recent-pages.ts) as this caller sees it. */
export async function presentProducts(
  db: Queryable,
  read: ProductsRead,
  filter: ProductsFilter,
  viewer: Viewer,
): Promise<ProductsPage> {
  return present(read, filter, viewer, await marksOf(db, viewer, idsOf(read)));
}

/**
 * GET /api/products read afresh, and a store's lists: the page, then its images and the caller's
 * marks side by side in one round trip.
 */
export async function listProducts(
  db: Queryable,
  filter: ProductsFilter,
  viewer: Viewer,
  language: Language,
  scope?: ProductScope,
): Promise<ProductsPage> {
  const page = await readPage(db, filter, language, scope);
  const ids = idsOf(page);
  const [images, marks] = await Promise.all([imagesOf(db, ids), marksOf(db, viewer, ids)]);
  return present({ ...page, images }, filter, viewer, marks);
}

const visibleReviewOrder = [
  sql`${productReviews.isFeatured} desc nulls last`,
  sql`${productReviews.reviewDate} desc nulls last`,
  sql`${productReviews.id} desc nulls last`,
];

/** An active product with its category key, or the catalogue's 404. */
async function activeProduct(
  db: Queryable,
  id: number,
): Promise<{ product: ProductRow; categoryKey: string }> {
  const [row] = await db
    .select({ product: products, categoryKey: categories.key })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), eq(products.status, "active")));
  if (!row) throw new AppError("BUSINESS_PRODUCT_NOT_FOUND", "catalogue.server.productNotFound");
  return row;
}

/** GET /api/products/{id}: colours, sizes, texts and the first reviews (featured, then newest). */
export async function getProduct(db: Queryable, id: number, viewer: Viewer): Promise<ProductDetail> {
  const { product, categoryKey } = await activeProduct(db, id);
  const [images, reviews, liked, listed] = await Promise.all([
    imagesOf(db, [id]),
    db
      .select()
      .from(productReviews)
      .where(and(eq(productReviews.productId, id), eq(productReviews.isHidden, false)))
      .orderBy(...visibleReviewOrder)
      .limit(REVIEWS_PAGE_SIZE),
    favoritesOf(db, viewer, [id]),
    listedOf(db, viewer, [id]),
  ]);
  return presentDetail(product, categoryKey, images.get(id) ?? [], reviews, viewer, {
    favorite: liked.has(id),
    inStore: listed.has(id),
  });
}

/** GET /api/products/{id}/reviews: the visible reviews in the detail's order, paged. */
export async function listReviews(
  db: Queryable,
  id: number,
  page: { page: number; per_page: number },
): Promise<ReviewsPage> {
  const { product } = await activeProduct(db, id);
  const rows = await db
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.productId, id), eq(productReviews.isHidden, false)))
    .orderBy(...visibleReviewOrder)
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  return {
    reviews: rows.map(presentReview),
    total: product.reviewsCount,
    page: page.page,
    per_page: page.per_page,
  };
}
