import type { QueryClient } from "@tanstack/react-query";
import { matchPath, type Params } from "react-router";
import { paths } from "../config/paths";
import { hotProductsQueryOptions, productsQueryOptions } from "../features/catalogue/api/get-products";
import { filterFromSearch } from "../features/catalogue/rules/products-filter";
import { profileQueryOptions } from "../features/sellers/api/get-profile";

/** Asks for a screen's opening call, given the address's query and its path's parameters. */
type OpeningCall = (client: QueryClient, search: string, params: Params) => Promise<unknown>;

/**
 * The call whose answer each first screen's largest content shows: the
 * profile's balances, the home's hot products' pictures, the first page of the
 * list the products address filters, the product's pictures on its detail.
 * Asked for as the app starts, the answer is there when the screen first
 * renders instead of after the whole app has rendered once without it (about
 * half a second on a slow phone).
 */
const OPENING_CALLS: readonly [string, OpeningCall][] = [
  [paths.profile.pattern, (client) => client.prefetchQuery(profileQueryOptions())],
  [paths.home.pattern, (client) => client.prefetchQuery(hotProductsQueryOptions())],
  [
    paths.products.pattern,
    (client, search) =>
      client.prefetchInfiniteQuery(productsQueryOptions(filterFromSearch(new URLSearchParams(search)))),
  ],
  [
    paths.product.pattern,
    // Its code comes with the product screen's (classic zod's catalogue schemas): imported here,
    // it would join the start-up's code that /profile and / download too.
    async (client, _search, { id }) => {
      const { productIdOf, productQueryOptions } = await import("../features/catalogue/api/get-product");
      const product = productIdOf(id);
      if (product !== undefined) await client.prefetchQuery(productQueryOptions(product));
    },
  ],
];

/** Asks for the opening call of the screen at the address, if it has one; a failure is the screen's query's. */
export function askOpeningCall(
  client: QueryClient,
  { pathname, search }: Pick<Location, "pathname" | "search">,
) {
  for (const [pattern, ask] of OPENING_CALLS) {
    const match = matchPath(pattern, pathname);
    if (match) return ask(client, search, match.params);
  }
  return undefined;
}
