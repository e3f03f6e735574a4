import type { FavoriteResult } from "@seller/contract/catalogue";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { favorites, products } from "./tables";

/**
 * A seller likes a product (POST /api/products/{id}/favorite). likes_count moves
 * only when a row is really added, in the same transaction: liking twice counts once.
 */
export async function likeProduct(
  db: Database,
  sellerId: number,
  productId: number,
): Promise<FavoriteResult> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ status: products.status })
      .from(products)
      .where(eq(products.id, productId))
      .for("update");
    if (product?.status !== "active") {
      throw new AppError("BUSINESS_PRODUCT_NOT_FOUND", "catalogue.server.productNotFound");
    }
    const added = await tx
      .insert(favorites)
      .values({ sellerId, productId })
      .onConflictDoNothing()
      .returning({ productId: favorites.productId });
    const [row] = await tx
      .update(products)
      .set({ likesCount: sql`${products.likesCount} + ${added.length}` })
      .where(eq(products.id, productId))
      .returning({ likes: products.likesCount });
    return { product_id: productId, is_favorite: true, likes_count: row?.likes ?? 0 };
  });
}

/** DELETE /api/products/{id}/favorite: also for a product archived since it was liked. */
export async function unlikeProduct(
  db: Database,
  sellerId: number,
  productId: number,
): Promise<FavoriteResult> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .for("update");
    if (!product) throw new AppError("BUSINESS_PRODUCT_NOT_FOUND", "catalogue.server.productNotFound");
    const removed = await tx
      .delete(favorites)
      .where(and(eq(favorites.sellerId, sellerId), eq(favorites.productId, productId)))
      .returning({ productId: favorites.productId });
    const [row] = await tx
      .update(products)
      .set({ likesCount: sql`${products.likesCount} - ${removed.length}` })
      .where(eq(products.id, productId))
      .returning({ likes: products.likesCount });
    return { product_id: productId, is_favorite: false, likes_count: row?.likes ?? 0 };
  });
}
