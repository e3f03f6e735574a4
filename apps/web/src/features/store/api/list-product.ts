import { type ListingResult, listingResultSchema } from "@seller/contract/store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { storeKeys } from "./query-keys";

export async function listProduct(productId: number): Promise<{ result: ListingResult; message: string }> {
  const { data, message } = await apiRequest<unknown>(`/products/${productId}/list`, { method: "POST" });
  return { result: listingResultSchema.parse(data), message };
}

/** "Add to my store" on the product detail. */
export function useListProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: listProduct,
    onSuccess: () => void client.invalidateQueries({ queryKey: storeKeys.products() }),
    meta: { handleErrors: false },
  });
}
