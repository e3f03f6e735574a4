import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { storeKeys } from "./query-keys";

export async function unlistProduct(productId: number): Promise<string> {
  const { message } = await apiRequest<unknown>(`/sellers/products/${productId}`, { method: "DELETE" });
  return message;
}

export function useUnlistProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unlistProduct,
    onSuccess: () => void client.invalidateQueries({ queryKey: storeKeys.products() }),
  });
}
