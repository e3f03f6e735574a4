import type { Language } from "@seller/contract/languages";
import { loadPlatformInfo } from "@seller/contract/platform-info";
import { useQuery } from "@tanstack/react-query";

/** The texts of one language, fetched as their own chunk the first time they are read. */
export function usePlatformInfo(language: Language) {
  return useQuery({
    queryKey: ["platform-info", language],
    queryFn: () => loadPlatformInfo(language),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
