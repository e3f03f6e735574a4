import type { Language } from "@seller/contract/languages";
import type { ListingResult, SellerProductsPage, sellerProductsQuerySchema } from "@seller/contract/store";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database, Queryable, Transaction } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { listProducts, type ProductScope } from "../catalogue/reads";
import { countActive, productStatuses } from "../catalogue/stock";
import { hasSecurityDeposit } from "../wallet/summary";
import { ensureStore, isStoreOnline } from "./settings";
import { storeListings } from "./tables";

/** The seller's listed product ids, as a subquery the catalogue reads within (never its table). */
export function listingScope(sellerId: number, exclude = false): ProductScope {
  return {
    ids: sql`select ${storeListings.productId} from ${storeListings} where ${storeListings.sellerId} = ${sellerId}`,
    exclude,
  };
}

/**
 * GET sellers/products: the listed products (or, with scope=available, the
 * active catalogue products not listed yet) through the catalogue's own
 * filters, with the two counters of shop management. An archived or inactive
 * product is in no list: it has left every store (DECISIONS "Store and storefront").
 */
export async function listSellerProducts(
  db: Queryable,
  sellerId: number,
  query: z.output<typeof sellerProductsQuerySchema>,
  language: Language,
): Promise<SellerProductsPage> {
  const listed = query.scope === "listed";
  const page = await listProducts(
    db,
    {
      page: query.page,
      per_page: query.per_page,
      sort: "latest",
      keyword: query.keyword,
      category: query.category,
    },
    { kind: "seller", id: sellerId },
    language,
    listingScope(sellerId, !listed),
  );
  const ids = page.products.map((product) => product.id);
  const listedAt = new Map<number, Date>();
  if (listed && ids.length > 0) {
    const rows = await db
      .select({ productId: storeListings.productId, listedAt: storeListings.listedAt })
      .from(storeListings)
      .where(and(eq(storeListings.sellerId, sellerId), inArray(storeListings.productId, ids)));
    for (const row of rows) listedAt.set(row.productId, row.listedAt);
  }
  const [listedCount, availableCount, online] = await Promise.all([
    countActive(db, listingScope(sellerId)),
    countActive(db, listingScope(sellerId, true)),
    isStoreOnline(db, sellerId),
  ]);
  return {
    products: page.products.map((product) => ({
      ...product,
      listed_at: listedAt.get(product.id)?.toISOString() ?? null,
    })),
    total: page.total,
    page: page.page,
    per_page: page.per_page,
    listed_count: listedCount,
    available_count: availableCount,
    is_online: online,
  };
}

/** Listing needs a paid security deposit (DECISIONS "Store and storefront"). */
async function assertMayList(db: Queryable, sellerId: number) {
  if (!(await hasSecurityDeposit(db, sellerId))) {
    throw new AppError("AUTH_PERMISSION_DENIED", "store.depositRequired");
  }
}

/**
 * POST sellers/products {product_ids}: each id is listed, already listed, not
 * found (no such product) or failed (the product exists but is not on sale:
 * inactive or archived). One transaction; a repeat lists nothing twice.
 */
export async function listProductsInStore(
  tx: Transaction,
  sellerId: number,
  productIds: number[],
): Promise<ListingResult> {
  await assertMayList(tx, sellerId);
  await ensureStore(tx, sellerId);
  const ids = [...new Set(productIds)];
  const statuses = await productStatuses(tx, ids);
  const notFound = ids.filter((id) => !statuses.has(id));
  const failed = ids.filter((id) => statuses.has(id) && statuses.get(id) !== "active");
  const candidates = ids.filter((id) => statuses.get(id) === "active");
  const inserted =
    candidates.length === 0
      ? []
      : await tx
          .insert(storeListings)
          .values(candidates.map((productId) => ({ sellerId, productId })))
          .onConflictDoNothing()
          .returning({ productId: storeListings.productId });
  const listedNow = new Set(inserted.map((row) => row.productId));
  const listedIds = candidates.filter((id) => listedNow.has(id));
  const alreadyListed = candidates.filter((id) => !listedNow.has(id));
  return {
    success_count: listedIds.length,
    failed_count: failed.length,
    already_listed: alreadyListed.length,
    not_found: notFound.length,
    listed_ids: listedIds,
    failed_ids: failed,
    already_listed_ids: alreadyListed,
    not_found_ids: notFound,
  };
}

/**
 * The seller's listing request in its own transaction (all ids or none);
 * listProductsInStore stays for callers that list within a larger one (the demo store).
 */
export function listInStore(db: Database, sellerId: number, productIds: number[]): Promise<ListingResult> {
  return db.transaction((tx) => listProductsInStore(tx, sellerId, productIds));
}

/** DELETE sellers/products/{id}: the product leaves the store; orders placed keep their copy. */
export async function unlistProduct(db: Queryable, sellerId: number, productId: number) {
  const removed = await db
    .delete(storeListings)
    .where(and(eq(storeListings.sellerId, sellerId), eq(storeListings.productId, productId)))
    .returning({ productId: storeListings.productId });
  if (removed.length === 0) throw new AppError("BUSINESS_PRODUCT_NOT_FOUND", "store.notListed");
  return { product_id: productId, listed: false as const };
}

/** Which of these products the seller lists (the storefront sells only those). */
export async function listedAmong(
  db: Queryable,
  sellerId: number,
  productIds: number[],
): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ productId: storeListings.productId })
    .from(storeListings)
    .where(and(eq(storeListings.sellerId, sellerId), inArray(storeListings.productId, productIds)));
  return new Set(rows.map((row) => row.productId));
}
