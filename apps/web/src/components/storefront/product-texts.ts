type Named = { name: string; name_zh: string; name_en?: string | null };

const isChinese = (language: string) => language.startsWith("zh");

/** A product's name in the interface language: English when written, Chinese for both scripts, else Thai. */
export function nameIn(product: Named, language: string): string {
  if (language === "en") return product.name_en || product.name;
  if (isChinese(language)) return product.name_zh || product.name;
  return product.name;
}

export function descriptionIn(
  product: { description: string; description_zh: string; description_en: string | null },
  language: string,
): string {
  if (language === "en") return product.description_en || product.description;
  if (isChinese(language)) return product.description_zh || product.description;
  return product.description;
}

/** A colour's name: Thai and Chinese always exist (spec section 3), English when given. */
export function colorNameIn(
  color: { thai_name: string; chinese_name: string; english_name: string | null },
  language: string,
): string {
  if (language === "en") return color.english_name || color.thai_name;
  if (isChinese(language)) return color.chinese_name;
  return color.thai_name;
}

/**
 * The store preview's search (spec section 2): the keyword in the name or the
 * Chinese name, ignoring case; a blank keyword matches everything.
 */
export function matchesKeyword(product: Named, keyword: string): boolean {
  const wanted = keyword.trim().toLocaleLowerCase();
  if (!wanted) return true;
  return [product.name, product.name_zh].some((name) => name.toLocaleLowerCase().includes(wanted));
}
