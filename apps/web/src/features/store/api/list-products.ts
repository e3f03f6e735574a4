import { type ListingResult, listingResultSchema } from "@seller/contract/store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { storeKeys } from "./query-keys";

export async function listProducts(
  productIds: number[],
): Promise<{ result: ListingResult; message: string }> {
  const { data, message } = await apiRequest<unknown>("/sellers/products", {
    method: "POST",
    body: { product_ids: productIds },
  });
  return { result: listingResultSchema.parse(data), message };
}

/** Batch listing; both lists reload only when something was listed (spec section 4). */
export function useListProducts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: listProducts,
    onSuccess: ({ result }) => {
      if (result.success_count > 0) void client.invalidateQueries({ queryKey: storeKeys.products() });
    },
    // The screen shows the failure itself (deposit required, batch-list failed).
    meta: { handleErrors: false },
  });
}
