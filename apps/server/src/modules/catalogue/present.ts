import {
  type CatalogueImage,
  type Category,
  discountPercent,
  type ProductColor,
  type ProductDetail,
  type ProductSummary,
  type Review,
} from "@seller/contract/catalogue";
import type { AdminProduct, AdminReview } from "@seller/contract/catalogue-admin";
import type { Language } from "@seller/contract/languages";
import { formatBaht } from "@seller/contract/money";
import type { SQL } from "drizzle-orm";
import { describeImage } from "./images";
import type { categories, productImages, productReviews, products } from "./tables";

export type ProductRow = typeof products.$inferSelect;
/** What a list shows of a product: the row without its long texts (reads.ts summaryColumns). */
export type SummaryRow = Omit<ProductRow, "description" | "descriptionZh" | "descriptionEn" | "searchText">;
export type ImageRow = typeof productImages.$inferSelect;
export type ReviewRow = typeof productReviews.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;

/**
 * Who asks: the cost price is for signed-in sellers and operators only (DECISIONS "Catalogue").
 * A seller's `listed` is the store's answer (a subquery of the product ids in the seller's store),
 * so that a product says whether it is already listed without the catalogue reading the store's table.
 */
export type Viewer =
  | { kind: "anonymous" }
  | { kind: "seller"; id: number; listed?: SQL }
  | { kind: "operator"; id: number };

export function presentImage(image: ImageRow): CatalogueImage {
  return { id: image.id, ...describeImage(image) };
}

/** One decimal, as a rating is shown ("4.7"); null without reviews. */
function rating(average: string | null): number | null {
  if (average === null) return null;
  return Math.round(Number(average) * 10) / 10;
}

export function presentSummary(
  row: SummaryRow,
  categoryKey: string,
  images: ImageRow[],
  viewer: Viewer,
  marks: { favorite?: boolean; inStore?: boolean } = {},
): ProductSummary {
  const presented = images.map(presentImage);
  return {
    id: row.id,
    name: row.name,
    name_zh: row.nameZh,
    name_en: row.nameEn,
    category: categoryKey,
    category_key: categoryKey,
    category_id: row.categoryId,
    price: formatBaht(row.priceSatang),
    original_price: formatBaht(row.priceSatang),
    discount_price: row.discountPriceSatang === null ? null : formatBaht(row.discountPriceSatang),
    discount_percentage: discountPercent(row.priceSatang, row.discountPriceSatang),
    effective_price: formatBaht(row.effectivePriceSatang),
    ...(viewer.kind === "anonymous" ? {} : { cost_price: formatBaht(row.costPriceSatang) }),
    sales_count: row.salesCount,
    likes_count: row.likesCount,
    stock: row.stock,
    quantity: row.stock,
    status: row.status,
    is_hot: row.isHot,
    is_new: row.isNew,
    is_demo: row.isDemo,
    main_image_url: presented[0]?.thumbnail_url ?? null,
    image_urls: presented.map((image) => image.url),
    images: presented,
    average_rating: rating(row.averageRating),
    reviews_count: row.reviewsCount,
    ...(viewer.kind === "seller" ? { is_favorite: marks.favorite ?? false } : {}),
    ...(viewer.kind === "seller" && viewer.listed ? { in_store: marks.inStore ?? false } : {}),
  };
}

export function presentReview(review: ReviewRow): Review {
  return {
    id: review.id,
    name: review.name,
    rating: review.rating,
    comment: review.comment,
    review_date: review.reviewDate.toISOString(),
    is_featured: review.isFeatured,
  };
}

export function presentAdminReview(review: ReviewRow): AdminReview {
  return {
    ...presentReview(review),
    product_id: review.productId,
    is_hidden: review.isHidden,
    is_demo: review.isDemo,
  };
}

function presentColors(row: ProductRow, images: ImageRow[]): ProductColor[] {
  const byId = new Map(images.map((image) => [image.id, presentImage(image)]));
  return row.colors.map((color) => ({
    image: color.imageId === null ? null : (byId.get(color.imageId)?.thumbnail_url ?? null),
    image_id: color.imageId,
    thai_name: color.thaiName,
    chinese_name: color.chineseName,
    english_name: color.englishName,
  }));
}

export function presentDetail(
  row: ProductRow,
  categoryKey: string,
  images: ImageRow[],
  reviews: ReviewRow[],
  viewer: Viewer,
  marks: { favorite?: boolean; inStore?: boolean } = {},
): ProductDetail {
  return {
    ...presentSummary(row, categoryKey, images, viewer, marks),
    description: row.description,
    description_zh: row.descriptionZh,
    description_en: row.descriptionEn,
    colors: presentColors(row, images),
    sizes: row.sizes,
    reviews: reviews.map(presentReview),
  };
}

export function presentAdmin(
  row: ProductRow,
  categoryKey: string,
  images: ImageRow[],
  reviews: ReviewRow[],
): AdminProduct {
  return {
    ...presentDetail(row, categoryKey, images, reviews, { kind: "operator", id: 0 }),
    cost_price: formatBaht(row.costPriceSatang),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    archived_at: row.archivedAt?.toISOString() ?? null,
  };
}

const NAME_COLUMN: Record<Language, "nameTh" | "nameEn" | "nameZhCn" | "nameZhTw"> = {
  th: "nameTh",
  en: "nameEn",
  "zh-CN": "nameZhCn",
  "zh-TW": "nameZhTw",
};

export function presentCategory(row: CategoryRow, count: number, language: Language): Category {
  return {
    id: row.id,
    key: row.key,
    name: row[NAME_COLUMN[language]],
    names: { th: row.nameTh, en: row.nameEn, "zh-CN": row.nameZhCn, "zh-TW": row.nameZhTw },
    icon: row.icon,
    count,
  };
}
