import { categoriesSchema } from "@seller/contract/catalogue";
import { useQuery } from "@tanstack/react-query";
import { api } from "../api";
import { useText } from "../i18n";

/** The catalogue's categories in the operator's language (a public read). */
export function useCategories() {
  const { language } = useText();
  return useQuery({
    queryKey: ["console", "categories", language],
    queryFn: async () => (await api("/products/categories", categoriesSchema)).data,
    staleTime: 5 * 60_000,
  });
}
