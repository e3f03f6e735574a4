import { parseBaht } from "@seller/contract/money";
import { PRODUCT_SORTS, type ProductSort } from "@seller/contract/product-answers";

/** The list's filters as the screen keeps them (spec section 3, "Products filter"), money in baht text. */
export type ProductsFilterInput = {
  keyword?: string | undefined;
  category?: string | undefined;
  sort?: ProductSort | undefined;
  hot?: boolean | undefined;
  on_sale?: boolean | undefined;
  min_price?: string | undefined;
  max_price?: string | undefined;
};

const isSort = (value: string | null): value is ProductSort =>
  value !== null && (PRODUCT_SORTS as readonly string[]).includes(value);

const flag = (value: string | null) => (value === "1" || value === "true" ? true : undefined);

/** A price typed by the seller, kept only when it is an amount ("250", "99.50"). */
const price = (value: string | null) => {
  const text = value?.trim();
  return text && parseBaht(text) !== undefined ? text : undefined;
};

/**
 * The filters in the address (/products?keyword=...&sort=price_asc): anything
 * the server would refuse is dropped, so a hand-edited address still shows a list.
 */
export function filterFromSearch(search: URLSearchParams): ProductsFilterInput {
  const keyword = search.get("keyword")?.trim();
  const category = search.get("category")?.trim();
  const sort = search.get("sort");
  let min = price(search.get("min_price"));
  let max = price(search.get("max_price"));
  if (min && max && (parseBaht(min) ?? 0n) > (parseBaht(max) ?? 0n)) [min, max] = [max, min];
  return {
    keyword: keyword || undefined,
    category: category && /^[a-z][a-z0-9_]{0,39}$/.test(category) ? category : undefined,
    sort: isSort(sort) ? sort : undefined,
    hot: flag(search.get("hot")),
    on_sale: flag(search.get("on_sale")),
    min_price: min,
    max_price: max,
  };
}

/** The address of a list with these filters; the defaults are left out. */
export function searchFromFilter(filter: ProductsFilterInput): Record<string, string | undefined> {
  return {
    keyword: filter.keyword || undefined,
    category: filter.category,
    sort: filter.sort && filter.sort !== "latest" ? filter.sort : undefined,
    hot: filter.hot ? "1" : undefined,
    on_sale: filter.on_sale ? "1" : undefined,
    min_price: filter.min_price,
    max_price: filter.max_price,
  };
}

/** How many of the filter sheet's filters are on, for the badge on its button. */
export function activeFilterCount(filter: ProductsFilterInput): number {
  return [filter.hot, filter.on_sale, filter.min_price, filter.max_price].filter(Boolean).length;
}
