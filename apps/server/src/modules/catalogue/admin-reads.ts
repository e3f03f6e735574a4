import type { adminProductsQuerySchema } from "@seller/contract/catalogue-admin";
import { formatBaht } from "@seller/contract/money";
import { and, count, eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Queryable } from "../../db/client";
import { presentSummary } from "./present";
import { categoryIdOf, imagesOf, keywordCondition } from "./reads";
import { categories, products } from "./tables";

/** GET /api/admin/products: every status unless one is asked for ("all" is the default), newest first. */
export async function listAdminProducts(db: Queryable, query: z.output<typeof adminProductsQuerySchema>) {
  const conditions: SQL[] = [];
  if (query.status && query.status !== "all") conditions.push(eq(products.status, query.status));
  if (query.category) conditions.push(eq(products.categoryId, await categoryIdOf(db, query.category)));
  if (query.keyword) conditions.push(keywordCondition(query.keyword));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ product: products, categoryKey: categories.key })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(sql`${products.id} desc`)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(products).where(where),
  ]);
  const images = await imagesOf(
    db,
    rows.map((row) => row.product.id),
  );
  return {
    items: rows.map(({ product, categoryKey }) => ({
      ...presentSummary(product, categoryKey, images.get(product.id) ?? [], { kind: "operator", id: 0 }),
      cost_price: formatBaht(product.costPriceSatang),
    })),
    total: total?.value ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}
