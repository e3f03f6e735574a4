import { useMutation } from "@tanstack/react-query";
import { fetchAttachment } from "../../../lib/api-client";
import { saveFile } from "../../../lib/save-file";
import { ordersQuery } from "./get-orders";
import type { OrderListFilters } from "./query-keys";

/** GET sellers/orders/export: the open list under its filters and search, as the server's CSV (DECISIONS "Orders"). */
export async function exportOrders(filters: OrderListFilters): Promise<void> {
  const { blob, filename } = await fetchAttachment(`/sellers/orders/export?${ordersQuery(filters)}`);
  saveFile(blob, filename ?? "orders.csv");
}

export function useExportOrders() {
  return useMutation({
    mutationFn: exportOrders,
    meta: { errorFallbackKey: "orderScreens.search.exportFailed" },
  });
}
