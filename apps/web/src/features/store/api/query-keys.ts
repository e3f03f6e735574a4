import type { ListingScope } from "@seller/contract/store";

/** Query keys of the store feature (STYLE.md rule 8: one factory per feature). */
export const storeKeys = {
  all: ["store"] as const,
  products: () => [...storeKeys.all, "products"] as const,
  productList: (scope: ListingScope, keyword: string, category: string | undefined) =>
    [...storeKeys.products(), scope, keyword, category ?? ""] as const,
  setting: () => [...storeKeys.all, "setting"] as const,
};
