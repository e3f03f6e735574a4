import type { ProductColor, ProductDetail, ProductSummary } from "@seller/contract/catalogue";

type Named = Pick<ProductSummary, "name" | "name_zh" | "name_en">;
const isChinese = (language: string) => language.startsWith("zh");

/** The name in the interface language: English when written, Chinese for both Chinese scripts, else Thai. */
export function productName(product: Named, language: string): string {
  if (language === "en") return product.name_en || product.name;
  if (isChinese(language)) return product.name_zh || product.name;
  return product.name;
}

export function productDescription(
  product: Pick<ProductDetail, "description" | "description_zh" | "description_en">,
  language: string,
): string {
  if (language === "en") return product.description_en || product.description;
  if (isChinese(language)) return product.description_zh || product.description;
  return product.description;
}

/** A colour's name: each colour has a Thai and a Chinese name (spec section 3), English when given. */
export function colorName(color: ProductColor, language: string): string {
  if (language === "en") return color.english_name || color.thai_name;
  if (isChinese(language)) return color.chinese_name;
  return color.thai_name;
}

/** Spec section 9: five stars when a product has no rating yet. */
export function displayRating(average: number | null | undefined): number {
  return average ?? 5;
}
