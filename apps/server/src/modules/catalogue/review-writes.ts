import type { adminReviewUpdateBodySchema } from "@seller/contract/catalogue-admin";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database, Queryable } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { OperatorContext } from "../audit/context";
import { recordOperatorAct } from "../audit/service";
import { presentAdminReview } from "./present";
import { lockProduct } from "./product-writes";
import { productReviews, products } from "./tables";

/**
 * Rewrites a product's review count and rating total from its visible reviews,
 * in the caller's transaction: the stored average can never drift from the rows.
 */
export async function refreshRating(tx: Queryable, productId: number) {
  await tx
    .update(products)
    .set({
      reviewsCount: sql`(select count(*) from ${productReviews} where ${productReviews.productId} = ${productId} and not ${productReviews.isHidden})`,
      ratingTotal: sql`(select coalesce(sum(${productReviews.rating}), 0) from ${productReviews} where ${productReviews.productId} = ${productId} and not ${productReviews.isHidden})`,
    })
    .where(eq(products.id, productId));
}

/**
 * PUT /api/admin/reviews/{id}: feature or hide a review; a hidden one leaves the count and the average.
 * The change and its audit record commit in one transaction.
 */
export function updateReview(
  db: Database,
  operator: OperatorContext,
  id: number,
  body: z.output<typeof adminReviewUpdateBodySchema>,
) {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(productReviews).where(eq(productReviews.id, id));
    if (!found) throw new AppError("REQUEST_NOT_FOUND", "catalogue.server.reviewNotFound");
    // The product first, then the review: the same order as every other write to both.
    await lockProduct(tx, found.productId);
    const [before] = await tx.select().from(productReviews).where(eq(productReviews.id, id)).for("update");
    if (!before) throw new AppError("REQUEST_NOT_FOUND", "catalogue.server.reviewNotFound");
    const [after] = await tx
      .update(productReviews)
      .set({
        ...(body.is_featured !== undefined && { isFeatured: body.is_featured }),
        ...(body.is_hidden !== undefined && { isHidden: body.is_hidden }),
      })
      .where(eq(productReviews.id, id))
      .returning();
    if (!after) throw new Error("review update returned no row");
    if (after.isHidden !== before.isHidden) await refreshRating(tx, before.productId);
    await recordOperatorAct(tx, operator, {
      act: "review.update",
      target: { type: "review", id },
      reason: body.reason,
      details: {
        product_id: before.productId,
        before: { is_featured: before.isFeatured, is_hidden: before.isHidden },
        after: { is_featured: after.isFeatured, is_hidden: after.isHidden },
      },
    });
    return presentAdminReview(after);
  });
}

/** GET /api/admin/products/{id}/reviews: every review, hidden ones too, newest first. */
export async function listAdminReviews(
  db: Queryable,
  productId: number,
  page: { page: number; per_page: number },
) {
  const where = eq(productReviews.productId, productId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(productReviews)
      .where(where)
      .orderBy(sql`${productReviews.reviewDate} desc`, asc(productReviews.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ value: count() }).from(productReviews).where(and(where)),
  ]);
  return { reviews: rows.map(presentAdminReview), total: total?.value ?? 0, ...page };
}

/**
 * Adds a review and refreshes the product's rating in the caller's transaction.
 * Buyers' reviews of completed orders come through here (the orders work), and
 * so do the demo catalogue's, marked demo.
 */
export async function addReview(
  tx: Queryable,
  productId: number,
  review: { name: string; rating: number; comment: string; reviewDate?: Date; isDemo?: boolean },
) {
  await lockProduct(tx, productId);
  const [row] = await tx
    .insert(productReviews)
    .values({
      productId,
      name: review.name,
      rating: review.rating,
      comment: review.comment,
      reviewDate: review.reviewDate ?? new Date(),
      isDemo: review.isDemo ?? false,
    })
    .returning();
  await refreshRating(tx, productId);
  if (!row) throw new Error("review insert returned no row");
  return row;
}
