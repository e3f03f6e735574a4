import type { ProductsFilterInput } from "../rules/products-filter";

/** Query keys of the catalogue feature (STYLE.md rule 8: one factory per feature). */
export const catalogueKeys = {
  all: ["catalogue"] as const,
  lists: () => [...catalogueKeys.all, "list"] as const,
  list: (filter: ProductsFilterInput) => [...catalogueKeys.lists(), filter] as const,
  hot: (count: number) => [...catalogueKeys.all, "hot", count] as const,
  details: () => [...catalogueKeys.all, "detail"] as const,
  detail: (id: number) => [...catalogueKeys.details(), id] as const,
  reviews: (id: number) => [...catalogueKeys.all, "reviews", id] as const,
  categories: () => [...catalogueKeys.all, "categories"] as const,
};
