import type { ReviewsPage } from "@seller/contract/catalogue";
import type { Language } from "@seller/contract/languages";
import type {
  StorefrontPage,
  StorefrontProductDetail,
  StorefrontStore,
  storefrontQuerySchema,
} from "@seller/contract/storefront";
import type { z } from "zod";
import type { Queryable } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { getProduct, listProducts, listReviews } from "../catalogue/reads";
import { categoriesWithin } from "../catalogue/stock";
import { isSellerActive } from "../sellers/service";
import { listedAmong, listingScope } from "../store/listings";
import { type StoreRow, storeBySlug, storeClosedReason } from "../store/settings";
import { getSettings } from "../system/service";

const storeNotFound = () => new AppError("REQUEST_NOT_FOUND", "storefront.storeNotFound");

type ClosedReason = StorefrontStore["closed_reason"];

/**
 * The store at /s/{slug}; a suspended seller's store is gone for buyers. It
 * takes no orders without a security deposit, nor while its refund is asked
 * for (DECISIONS.md "Wallet"), and says which.
 */
export async function findStore(
  db: Queryable,
  slug: string,
): Promise<{ row: StoreRow; open: boolean; closedReason: ClosedReason }> {
  const row = await storeBySlug(db, slug);
  if (!row || !(await isSellerActive(db, row.sellerId))) throw storeNotFound();
  const closedReason = await storeClosedReason(db, row.sellerId);
  return { row, open: closedReason === null, closedReason };
}

/** The store's settings as buyers see them: nothing of its owner's account (DECISIONS "Store and storefront"). */
export function presentStore(
  row: StoreRow,
  closedReason: ClosedReason,
  orderUnitsMax: number,
): StorefrontStore {
  return {
    slug: row.slug,
    store_name: row.storeName,
    store_description: row.storeDescription,
    contact_phone: row.contactPhone,
    business_hours: row.businessHours,
    announcement: row.announcement,
    theme_color: row.themeColor,
    is_open: closedReason === null,
    closed_reason: closedReason,
    order_units_max: orderUnitsMax,
  };
}

/**
 * GET storefront/{slug}: what the store preview shows (DECISIONS "Store and
 * storefront"), its listed products filtered and paged by the catalogue, and
 * its categories. Offline listings (no security deposit) show no products.
 */
export async function storefrontPage(
  db: Queryable,
  slug: string,
  query: z.output<typeof storefrontQuerySchema>,
  language: Language,
): Promise<StorefrontPage & { sellerId: number }> {
  const { row, open, closedReason } = await findStore(db, slug);
  const { orderProductUnitsMax } = await getSettings(db);
  const base = {
    store: presentStore(row, closedReason, orderProductUnitsMax),
    page: query.page,
    per_page: query.per_page,
    sellerId: row.sellerId,
  };
  if (!open) return { ...base, products: [], categories: [], total: 0 };
  const scope = listingScope(row.sellerId);
  const [page, categories] = await Promise.all([
    listProducts(
      db,
      {
        page: query.page,
        per_page: query.per_page,
        sort: "latest",
        keyword: query.keyword,
        category: query.category,
      },
      { kind: "anonymous" },
      language,
      scope,
    ),
    categoriesWithin(db, scope, language),
  ]);
  return {
    ...base,
    products: page.products,
    categories: categories.map(({ key, name, names, count }) => ({ key, name, names, count })),
    total: page.total,
  };
}

/** Refuses a product this store does not list, or a store that is closed, saying why. */
async function ensureListed(db: Queryable, slug: string, id: number): Promise<void> {
  const { row, open, closedReason } = await findStore(db, slug);
  // The buyer with a product's link learns why nothing can be ordered (DECISIONS.md "Wallet").
  if (closedReason === "deposit_refund")
    throw new AppError("REQUEST_INVALID", "storefront.depositRefundPending");
  if (!open || !(await listedAmong(db, row.sellerId, [id])).has(id)) {
    throw new AppError("BUSINESS_PRODUCT_NOT_FOUND", "storefront.productNotInStore");
  }
}

/** GET storefront/{slug}/products/{id}: only a product this store lists, while it is open. */
export async function storefrontProduct(
  db: Queryable,
  slug: string,
  id: number,
): Promise<StorefrontProductDetail> {
  await ensureListed(db, slug, id);
  const [product, settings] = await Promise.all([getProduct(db, id, { kind: "anonymous" }), getSettings(db)]);
  return { ...product, order_units_max: settings.orderProductUnitsMax };
}

/** GET storefront/{slug}/products/{id}/reviews: the reviews after the detail's first ones, paged. */
export async function storefrontReviews(
  db: Queryable,
  slug: string,
  id: number,
  page: { page: number; per_page: number },
): Promise<ReviewsPage> {
  await ensureListed(db, slug, id);
  return listReviews(db, id, page);
}
