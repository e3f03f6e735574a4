import type { OrderItem } from "@seller/contract/orders";

/** The line's product name in the interface language: Thai by default, Chinese for zh, English when given. */
export function itemName(
  item: Pick<OrderItem, "product_name" | "product_name_zh" | "product_name_en">,
  language: string,
): string {
  if (language.startsWith("zh") && item.product_name_zh) return item.product_name_zh;
  if (language === "en" && item.product_name_en) return item.product_name_en;
  return item.product_name;
}
