import { PRODUCT_IMAGES_MAX } from "@seller/contract/catalogue";
import { and, asc, count, eq, max } from "drizzle-orm";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { OperatorContext } from "../audit/context";
import { recordOperatorAct } from "../audit/service";
import type { CatalogueImageStore } from "./images";
import { presentImage } from "./present";
import { adminProductView, lockProduct } from "./product-writes";
import { productImages, products } from "./tables";

/**
 * POST /api/admin/products/{id}/images: the picture is checked and encoded
 * first (slow, outside any transaction; its files are content-addressed, so a
 * refused insert leaves nothing wrong behind), then added as the last image.
 */
export async function addProductImage(
  db: Database,
  store: CatalogueImageStore,
  operator: OperatorContext,
  productId: number,
  bytes: Buffer,
) {
  await lockProduct(db, productId); // a missing product is refused before the work
  const encoded = await store.store(bytes);
  return db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const [held] = await tx
      .select({ count: count(), last: max(productImages.position) })
      .from(productImages)
      .where(eq(productImages.productId, productId));
    if ((held?.count ?? 0) >= PRODUCT_IMAGES_MAX) {
      throw new AppError("REQUEST_VALIDATION_ERROR", "catalogue.validation.tooManyImages", {
        max: PRODUCT_IMAGES_MAX,
      });
    }
    const [image] = await tx
      .insert(productImages)
      .values({
        productId,
        position: (held?.last ?? -1) + 1,
        hash: encoded.hash,
        widths: encoded.widths,
        width: encoded.width,
        height: encoded.height,
      })
      .returning();
    if (!image) throw new Error("image insert returned no row");
    await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
    await recordOperatorAct(tx, operator, {
      act: "product.image.add",
      target: { type: "product", id: productId },
      details: { image_id: image.id, hash: encoded.hash, width: encoded.width, height: encoded.height },
    });
    return presentImage(image);
  });
}

/**
 * DELETE /api/admin/products/{id}/images/{imageId}: the image leaves the
 * product (and any colour that showed it). Its files stay: their urls may be
 * held by past orders and by caches that were promised they never change.
 */
export async function deleteProductImage(
  db: Database,
  operator: OperatorContext,
  productId: number,
  imageId: number,
) {
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, productId);
    const [image] = await tx
      .delete(productImages)
      .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
      .returning();
    if (!image) throw new AppError("REQUEST_NOT_FOUND", "catalogue.server.imageNotFound");
    const rest = await tx
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position), asc(productImages.id));
    for (const [position, { id }] of rest.entries()) {
      await tx.update(productImages).set({ position }).where(eq(productImages.id, id));
    }
    const colors = product.colors.map((color) =>
      color.imageId === imageId ? { ...color, imageId: null } : color,
    );
    await tx.update(products).set({ colors, updatedAt: new Date() }).where(eq(products.id, productId));
    await recordOperatorAct(tx, operator, {
      act: "product.image.delete",
      target: { type: "product", id: productId },
      details: { image_id: imageId, hash: image.hash },
    });
    return adminProductView(tx, productId);
  });
}
