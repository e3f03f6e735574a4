import { type Category, type ProductDetail, UNLIMITED_STOCK } from "@seller/contract/catalogue";
import type { Language } from "@seller/contract/languages";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Queryable, Transaction } from "../../db/client";
import { type ProductRow, presentCategory, presentDetail } from "./present";
import { imagesOf, type ProductScope, scopeCondition } from "./reads";
import { categories, products } from "./tables";

/** A product locked for an order, with what the order copies of it (names, pictures, colours). */
export type OrderableProduct = { row: ProductRow; detail: ProductDetail };

/**
 * Locks the products an order names, in id order (two orders never wait on
 * each other in a circle), and reads them as they are under the lock: the
 * stock read here is the stock the order takes from. Products that do not
 * exist are missing from the map; the caller decides what that means.
 */
export async function lockProductsForOrder(
  tx: Transaction,
  ids: number[],
): Promise<Map<number, OrderableProduct>> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return new Map();
  const rows = await tx
    .select({ product: products, categoryKey: categories.key })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, unique))
    .orderBy(asc(products.id))
    .for("update", { of: products });
  const images = await imagesOf(tx, unique);
  return new Map(
    rows.map(({ product, categoryKey }) => [
      product.id,
      {
        row: product,
        detail: presentDetail(product, categoryKey, images.get(product.id) ?? [], [], { kind: "anonymous" }),
      },
    ]),
  );
}

export type StockLine = { productId: number; quantity: number };

/** Quantities by product: two lines of one product (two colours) take from one stock. */
function totals(lines: StockLine[]): [number, number][] {
  const byProduct = new Map<number, number>();
  for (const line of lines)
    byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
  return [...byProduct].sort(([a], [b]) => a - b);
}

/**
 * Takes the ordered units from stock (products locked by lockProductsForOrder).
 * A stock of 99999 reads as unlimited and is left as it is (spec section 3).
 * The update re-checks the stock itself, so it can never go below zero.
 */
export async function takeStock(tx: Transaction, lines: StockLine[]): Promise<boolean> {
  for (const [productId, quantity] of totals(lines)) {
    const taken = await tx
      .update(products)
      .set({
        stock: sql`case when ${products.stock} >= ${UNLIMITED_STOCK} then ${products.stock} else ${products.stock} - ${quantity} end`,
      })
      .where(
        and(
          eq(products.id, productId),
          sql`(${products.stock} >= ${UNLIMITED_STOCK} or ${products.stock} >= ${quantity})`,
        ),
      )
      .returning({ id: products.id });
    if (taken.length === 0) return false;
  }
  return true;
}

/**
 * Puts the units of a cancelled or expired order back. An unlimited stock
 * stays unlimited, and a limited one never climbs to the unlimited mark.
 */
export async function returnStock(tx: Transaction, lines: StockLine[]): Promise<void> {
  for (const [productId, quantity] of totals(lines)) {
    await tx
      .update(products)
      .set({
        stock: sql`case when ${products.stock} >= ${UNLIMITED_STOCK} then ${products.stock} else least(${products.stock} + ${quantity}, ${UNLIMITED_STOCK - 1}) end`,
      })
      .where(eq(products.id, productId));
  }
}

/** sales_count is units on completed orders (DECISIONS "Catalogue"): added when an order completes. */
export async function addSales(tx: Transaction, lines: StockLine[]): Promise<void> {
  for (const [productId, quantity] of totals(lines)) {
    await tx
      .update(products)
      .set({ salesCount: sql`${products.salesCount} + ${quantity}` })
      .where(eq(products.id, productId));
  }
}

/** Active products within a scope (a seller's listings). */
export async function countActive(db: Queryable, scope: ProductScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.status, "active"), scopeCondition(scope)));
  return row?.n ?? 0;
}

/** Products by id with their status: which exist, and which of those are active. */
export async function productStatuses(db: Queryable, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, status: products.status })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row.status]));
}

/** The categories that hold active products within a scope, each with its count, in the home's order. */
export async function categoriesWithin(
  db: Queryable,
  scope: ProductScope,
  language: Language,
): Promise<Category[]> {
  const rows = await db
    .select({ category: categories, n: count() })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.status, "active"), scopeCondition(scope)))
    .groupBy(categories.id)
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map((row) => presentCategory(row.category, row.n, language));
}
