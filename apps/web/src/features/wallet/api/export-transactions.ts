import { useMutation } from "@tanstack/react-query";
import { fetchAttachment } from "../../../lib/api-client";
import { saveFile } from "../../../lib/save-file";
import type { TransactionFilters } from "./get-transactions";

/** GET sellers/transactions/export: the revenue record under its filters, as the server's CSV (DECISIONS "Orders"). */
export async function exportTransactions(filters: TransactionFilters): Promise<void> {
  const query = new URLSearchParams();
  if (filters.type) query.set("type", filters.type);
  if (filters.status) query.set("status", filters.status);
  const search = query.toString();
  const { blob, filename } = await fetchAttachment(
    `/sellers/transactions/export${search ? `?${search}` : ""}`,
  );
  saveFile(blob, filename ?? "transactions.csv");
}

export function useExportTransactions() {
  return useMutation({ mutationFn: exportTransactions, meta: { errorFallbackKey: "revenue.exportFailed" } });
}
