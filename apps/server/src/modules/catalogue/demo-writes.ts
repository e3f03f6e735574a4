import { and, asc, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import type { EncodedImage } from "./images";
import { categoryIdOf } from "./reads";
import { refreshRating } from "./review-writes";
import { productImages, productReviews, products } from "./tables";

/** One demo product, ready to write: money in satang, pictures already encoded. */
export type DemoProductInput = {
  category: string;
  name: string;
  nameZh: string;
  nameEn: string;
  description: string;
  descriptionZh: string;
  descriptionEn: string;
  priceSatang: bigint;
  discountPriceSatang: bigint | null;
  costPriceSatang: bigint;
  stock: number;
  salesCount: number;
  isHot: boolean;
  isNew: boolean;
  sizes: string[];
  /** Every picture of the product, the main one first. */
  images: EncodedImage[];
  /** Each colour shows the picture at `image` (an index into images). */
  colors: { thaiName: string; chineseName: string; englishName: string; image: number }[];
  reviews: { name: string; rating: number; comment: string; reviewDate: Date }[];
  createdAt: Date;
};

export async function hasDemoCatalogue(db: Queryable): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.isDemo, true)).limit(1);
  return row !== undefined;
}

/** The demo catalogue's active products, oldest first: what the demo store lists. */
export async function demoProductIds(db: Queryable, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.isDemo, true), eq(products.status, "active")))
    .orderBy(asc(products.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Writes a demo product (DEMO=1 only) with its pictures and reviews, every row
 * marked demo. Its sales count is part of the demo: no orders stand behind it.
 */
export async function addDemoProduct(tx: Queryable, input: DemoProductInput): Promise<number> {
  const [product] = await tx
    .insert(products)
    .values({
      name: input.name,
      nameZh: input.nameZh,
      nameEn: input.nameEn,
      description: input.description,
      descriptionZh: input.descriptionZh,
      descriptionEn: input.descriptionEn,
      categoryId: await categoryIdOf(tx, input.category),
      priceSatang: input.priceSatang,
      discountPriceSatang: input.discountPriceSatang,
      costPriceSatang: input.costPriceSatang,
      stock: input.stock,
      salesCount: input.salesCount,
      isHot: input.isHot,
      isNew: input.isNew,
      sizes: input.sizes,
      isDemo: true,
      createdAt: input.createdAt,
      updatedAt: input.createdAt,
    })
    .returning({ id: products.id });
  if (!product) throw new Error("demo product insert returned no row");
  const images = await tx
    .insert(productImages)
    .values(
      input.images.map((image, position) => ({
        productId: product.id,
        position,
        hash: image.hash,
        widths: image.widths,
        width: image.width,
        height: image.height,
      })),
    )
    .returning({ id: productImages.id });
  const colors = input.colors.map((color) => ({
    thaiName: color.thaiName,
    chineseName: color.chineseName,
    englishName: color.englishName,
    imageId: images[color.image]?.id ?? null,
  }));
  await tx.update(products).set({ colors }).where(eq(products.id, product.id));
  if (input.reviews.length > 0) {
    await tx
      .insert(productReviews)
      .values(input.reviews.map((review) => ({ ...review, productId: product.id, isDemo: true })));
    await refreshRating(tx, product.id);
  }
  return product.id;
}
