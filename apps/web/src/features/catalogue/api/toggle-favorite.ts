import { type FavoriteResult, favoriteResultSchema, type ProductDetail } from "@seller/contract/catalogue";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { catalogueKeys } from "./query-keys";

export async function toggleFavorite(id: number, like: boolean): Promise<FavoriteResult> {
  const { data } = await apiRequest<unknown>(`/products/${id}/favorite`, {
    method: like ? "POST" : "DELETE",
  });
  return favoriteResultSchema.parse(data);
}

/** The heart and the likes count take the server's answer; lists refetch when next shown. */
export function useToggleFavorite(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) => toggleFavorite(id, like),
    onSuccess: (result) => {
      queryClient.setQueryData<ProductDetail>(catalogueKeys.detail(id), (product) =>
        product ? { ...product, is_favorite: result.is_favorite, likes_count: result.likes_count } : product,
      );
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.lists(), refetchType: "none" });
    },
  });
}
