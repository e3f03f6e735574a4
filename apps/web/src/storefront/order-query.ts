import { buyerOrderSchema } from "@seller/contract/order-answers";
import { queryOptions } from "@tanstack/react-query";
import { storefrontCall } from "./api";

/** An answer asked for at start (opening.ts) is not asked again as the page mounts; its poll still runs. */
const ORDER_FRESH_MS = 2_000;

/** The buyer's order at /o/{code}: one query for the page and for the storefront's start. */
export const orderQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ["storefront", "order", code],
    queryFn: ({ signal }) => storefrontCall(`/storefront/orders/${code}`, buyerOrderSchema, { signal }),
    staleTime: ORDER_FRESH_MS,
  });
