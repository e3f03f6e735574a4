import type { QueryClient } from "@tanstack/react-query";
import { matchPath } from "react-router";
import { paths } from "../config/paths";
import { hotProductsQueryOptions, productsQueryOptions } from "../features/catalogue/api/get-products";
import { filterFromSearch } from "../features/catalogue/rules/products-filter";
import { profileQueryOptions } from "../features/sellers/api/get-profile";

/**
 * The call whose answer each first screen's largest content shows: the
 * profile's balances, the home's hot products' pictures, the first page of the
 * list the products address filters. Asked for as the app starts, the answer
 * is there when the screen first renders instead of after the whole app has
 * rendered once without it (about half a second on a slow phone).
 */
const OPENING_CALLS: readonly [string, (client: QueryClient, search: string) => Promise<unknown>][] = [
  [paths.profile.pattern, (client) => client.prefetchQuery(profileQueryOptions())],
  [paths.home.pattern, (client) => client.prefetchQuery(hotProductsQueryOptions())],
  [
    paths.products.pattern,
    (client, search) =>
      client.prefetchInfiniteQuery(productsQueryOptions(filterFromSearch(new URLSearchParams(search)))),
  ],
];

/** Asks for the opening call of the screen at the address, if it has one; a failure is the screen's query's. */
export function askOpeningCall(
  client: QueryClient,
  { pathname, search }: Pick<Location, "pathname" | "search">,
) {
  const call = OPENING_CALLS.find(([pattern]) => matchPath(pattern, pathname));
  return call?.[1](client, search);
}
