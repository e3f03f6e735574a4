import type {
  AdminProduct,
  AdminProductCreateBody,
  AdminProductUpdateBody,
  adminProductCreateBodySchema,
  adminProductUpdateBodySchema,
} from "@seller/contract/catalogue-admin";
import { formatBaht, type Satang } from "@seller/contract/money";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Database, Queryable } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { readTogether } from "../../lib/read-together";
import type { OperatorContext } from "../audit/context";
import { recordOperatorAct } from "../audit/service";
import { type ProductRow, presentAdmin } from "./present";
import { categoryIdOf, imagesOf } from "./reads";
import { categories, productImages, productReviews, products, type StoredColor } from "./tables";

type CreateInput = z.output<typeof adminProductCreateBodySchema>;
type UpdateInput = z.output<typeof adminProductUpdateBodySchema>;

export type { AdminProductCreateBody, AdminProductUpdateBody };

const notFound = () => new AppError("BUSINESS_PRODUCT_NOT_FOUND", "catalogue.server.productNotFound");

/** The product row locked for the rest of the transaction, whatever its status. */
export async function lockProduct(tx: Queryable, id: number): Promise<ProductRow> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for("update");
  if (!row) throw notFound();
  return row;
}

/** The operator's view of a product: every field, every image, every review shown to sellers first. */
export async function adminProductView(db: Queryable, id: number): Promise<AdminProduct> {
  const [row] = await db
    .select({ product: products, categoryKey: categories.key })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id));
  if (!row) throw notFound();
  const [images, reviews] = await readTogether(db, [
    () => imagesOf(db, [id]),
    () =>
      db
        .select()
        .from(productReviews)
        .where(and(eq(productReviews.productId, id), eq(productReviews.isHidden, false)))
        .orderBy(asc(productReviews.id))
        .limit(3),
  ]);
  return presentAdmin(row.product, row.categoryKey, images.get(id) ?? [], reviews);
}

/**
 * The rules between prices: a sale price below the price, and a supplier cost
 * no higher than what the buyer pays, or every sale would lose the seller money.
 */
function checkPrices(price: Satang, discount: Satang | null, cost: Satang) {
  if (discount !== null && discount >= price) {
    throw new AppError("REQUEST_VALIDATION_ERROR", "catalogue.validation.discountNotBelowPrice");
  }
  if (cost > (discount ?? price)) {
    throw new AppError("REQUEST_VALIDATION_ERROR", "catalogue.validation.costAbovePrice");
  }
}

async function checkColorImages(tx: Queryable, productId: number | null, colors: StoredColor[]) {
  const wanted = [...new Set(colors.map((color) => color.imageId).filter((id) => id !== null))];
  if (wanted.length === 0) return;
  const found =
    productId === null
      ? []
      : await tx
          .select({ id: productImages.id })
          .from(productImages)
          .where(and(eq(productImages.productId, productId), inArray(productImages.id, wanted)));
  if (found.length !== wanted.length) {
    throw new AppError("REQUEST_VALIDATION_ERROR", "catalogue.validation.colorImageUnknown");
  }
}

function storedColors(colors: NonNullable<CreateInput["colors"]>): StoredColor[] {
  return colors.map((color) => ({
    thaiName: color.thai_name,
    chineseName: color.chinese_name,
    englishName: color.english_name || null,
    imageId: color.image_id ?? null,
  }));
}

/** What the audit log keeps of a body: its fields, money as baht strings. */
function auditable(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, typeof value === "bigint" ? formatBaht(value) : value]),
  );
}

/** POST /api/admin/products: the product and its audit record, in one transaction. */
export function createProduct(db: Database, operator: OperatorContext, body: CreateInput) {
  return db.transaction(async (tx) => {
    const categoryId = await categoryIdOf(tx, body.category);
    const discount = body.discount_price ?? null;
    checkPrices(body.price, discount, body.cost_price);
    const colors = storedColors(body.colors ?? []);
    // A new product has no images yet: colours get theirs with a later update.
    await checkColorImages(tx, null, colors);
    const [row] = await tx
      .insert(products)
      .values({
        name: body.name,
        nameZh: body.name_zh,
        nameEn: body.name_en || null,
        description: body.description ?? "",
        descriptionZh: body.description_zh ?? "",
        descriptionEn: body.description_en || null,
        categoryId,
        priceSatang: body.price,
        discountPriceSatang: discount,
        costPriceSatang: body.cost_price,
        stock: body.stock,
        isHot: body.is_hot ?? false,
        isNew: body.is_new ?? false,
        status: body.status ?? "active",
        sizes: body.sizes ?? [],
        colors,
      })
      .returning({ id: products.id });
    if (!row) throw new Error("product insert returned no row");
    await recordOperatorAct(tx, operator, {
      act: "product.create",
      target: { type: "product", id: row.id },
      details: auditable(body),
    });
    return adminProductView(tx, row.id);
  });
}

/** Sets the images' order; `order` must name every image of the product exactly once. */
async function reorderImages(tx: Queryable, productId: number, order: number[]) {
  const images = await tx
    .select({ id: productImages.id })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  const ids = new Set(images.map((image) => image.id));
  if (
    order.length !== ids.size ||
    new Set(order).size !== order.length ||
    !order.every((id) => ids.has(id))
  ) {
    throw new AppError("REQUEST_VALIDATION_ERROR", "catalogue.validation.imageOrderInvalid");
  }
  for (const [position, id] of order.entries()) {
    await tx.update(productImages).set({ position }).where(eq(productImages.id, id));
  }
}

/** PUT /api/admin/products/{id}: the fields given; the audit log keeps each change with its old value. */
export function updateProduct(db: Database, operator: OperatorContext, id: number, body: UpdateInput) {
  return db.transaction(async (tx) => {
    const before = await lockProduct(tx, id);
    const price = body.price ?? before.priceSatang;
    const discount = body.discount_price === undefined ? before.discountPriceSatang : body.discount_price;
    const cost = body.cost_price ?? before.costPriceSatang;
    checkPrices(price, discount, cost);
    const colors = body.colors === undefined ? undefined : storedColors(body.colors);
    if (colors) await checkColorImages(tx, id, colors);
    if (body.image_order) await reorderImages(tx, id, body.image_order);

    const changes: Partial<typeof products.$inferInsert> = {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.name_zh !== undefined && { nameZh: body.name_zh }),
      ...(body.name_en !== undefined && { nameEn: body.name_en || null }),
      ...(body.description !== undefined && { description: body.description }),
      ...(body.description_zh !== undefined && { descriptionZh: body.description_zh }),
      ...(body.description_en !== undefined && { descriptionEn: body.description_en || null }),
      ...(body.category !== undefined && { categoryId: await categoryIdOf(tx, body.category) }),
      ...(body.price !== undefined && { priceSatang: body.price }),
      ...(body.discount_price !== undefined && { discountPriceSatang: body.discount_price }),
      ...(body.cost_price !== undefined && { costPriceSatang: body.cost_price }),
      ...(body.stock !== undefined && { stock: body.stock }),
      ...(body.is_hot !== undefined && { isHot: body.is_hot }),
      ...(body.is_new !== undefined && { isNew: body.is_new }),
      ...(body.sizes !== undefined && { sizes: body.sizes }),
      ...(colors !== undefined && { colors }),
      // Setting a status on an archived product restores it.
      ...(body.status !== undefined && { status: body.status, archivedAt: null }),
    };
    await tx
      .update(products)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(products.id, id));

    const previous: Record<string, unknown> = {};
    for (const key of Object.keys(changes) as (keyof ProductRow)[]) previous[key] = before[key];
    await recordOperatorAct(tx, operator, {
      act: "product.update",
      target: { type: "product", id },
      details: { fields: auditable(body), before: auditable(previous) },
    });
    return adminProductView(tx, id);
  });
}

/**
 * DELETE /api/admin/products/{id}: archived, not deleted. It leaves every
 * public list at once and stays for the orders that name it.
 */
export function archiveProduct(db: Database, operator: OperatorContext, id: number, reason?: string) {
  return db.transaction(async (tx) => {
    const before = await lockProduct(tx, id);
    if (before.status !== "archived") {
      await tx
        .update(products)
        .set({ status: "archived", archivedAt: new Date(), updatedAt: new Date() })
        .where(eq(products.id, id));
      await recordOperatorAct(tx, operator, {
        act: "product.archive",
        target: { type: "product", id },
        reason,
        details: { status_before: before.status },
      });
    }
    return adminProductView(tx, id);
  });
}
