import type { OrderItem } from "@seller/contract/order-answers";

/** The line's product name in the interface language: Thai by default, Chinese for zh, English when given. */
export function itemName(
  item: Pick<OrderItem, "product_name" | "product_name_zh" | "product_name_en">,
  language: string,
): string {
  if (language.startsWith("zh") && item.product_name_zh) return item.product_name_zh;
  if (language === "en" && item.product_name_en) return item.product_name_en;
  return item.product_name;
}

/**
 * The chosen colour in the interface language (DECISIONS "Screens"): the names the
 * line kept at placement, Chinese for both scripts (the server answers zh-TW in
 * Traditional characters), English when the catalogue had one, else the Thai.
 */
export function itemColor(
  item: Pick<OrderItem, "color" | "color_zh" | "color_en">,
  language: string,
): string | null {
  if (language.startsWith("zh") && item.color_zh) return item.color_zh;
  if (language === "en" && item.color_en) return item.color_en;
  return item.color;
}
