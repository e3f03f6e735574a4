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
import { getProduct, listProducts } from "../catalogue/reads";
import { categoriesWithin } from "../catalogue/stock";
import { isSellerActive } from "../sellers/service";
import { listedAmong, listingScope } from "../store/listings";
import { isStoreOnline, type StoreRow, storeBySlug } from "../store/settings";

const storeNotFound = () => new AppError("REQUEST_NOT_FOUND", "storefront.storeNotFound");

/** The store at /s/{slug}; a suspended seller's store is gone for buyers. */
export async function findStore(db: Queryable, slug: string): Promise<{ row: StoreRow; open: boolean }> {
  const row = await storeBySlug(db, slug);
  if (!row || !(await isSellerActive(db, row.sellerId))) throw storeNotFound();
  return { row, open: await isStoreOnline(db, row.sellerId) };
}

/** The store's settings as buyers see them: nothing of its owner's account (issue 10). */
export function presentStore(row: StoreRow, open: boolean): StorefrontStore {
  return {
    slug: row.slug,
    store_name: row.storeName,
    store_description: row.storeDescription,
    contact_phone: row.contactPhone,
    business_hours: row.businessHours,
    announcement: row.announcement,
    theme_color: row.themeColor,
    is_open: open,
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
  const { row, open } = await findStore(db, slug);
  const base = {
    store: presentStore(row, open),
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

/** GET storefront/{slug}/products/{id}: only a product this store lists, while it is open. */
export async function storefrontProduct(
  db: Queryable,
  slug: string,
  id: number,
): Promise<StorefrontProductDetail> {
  const { row, open } = await findStore(db, slug);
  if (!open || !(await listedAmong(db, row.sellerId, [id])).has(id)) {
    throw new AppError("BUSINESS_PRODUCT_NOT_FOUND", "storefront.productNotInStore");
  }
  return getProduct(db, id, { kind: "anonymous" });
}
