import type { QueryClient } from "@tanstack/react-query";
import { loadOrderPage, loadStorePage } from "./app";
import { orderQueryOptions } from "./order-query";
import { storefrontPaths } from "./paths";

/**
 * A buyer at /o/{code}, most often just after ordering and about to pay, used
 * to wait for three downloads one after another: the page's code, then the
 * order, then the QR drawing library. Asked for as the storefront starts, the
 * page's code and the order come together, and the library as soon as the
 * order shows a QR. A failure is left to the page's own query. A store's page
 * asks for its code at once too: an order page does not download the store's.
 */
export function askOpeningCalls(client: QueryClient, pathname: string) {
  if (storefrontPaths.store.matches(pathname)) void loadStorePage();
  const code = storefrontPaths.order.codeOf(pathname);
  if (!code) return;
  const order = orderQueryOptions(code);
  void loadOrderPage();
  void client.prefetchQuery(order).then(() => {
    if (client.getQueryData(order.queryKey)?.payment?.qr_payload) void import("qrcode");
  });
}
