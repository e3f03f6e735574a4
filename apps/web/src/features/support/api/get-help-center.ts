import type { Language } from "@seller/contract/languages";
import { type HelpEntry, helpCenterSchema } from "@seller/contract/support";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { supportKeys } from "./query-keys";

export async function getHelpCenter(signal?: AbortSignal): Promise<HelpEntry[]> {
  const { data } = await apiRequest<unknown>("/system/help-center", { signal, auth: false });
  return helpCenterSchema.parse(data).entries;
}

/** The server answers in the interface language, so the key carries it. */
export function useHelpCenter(language: Language) {
  return useQuery({
    queryKey: supportKeys.helpCenter(language),
    queryFn: ({ signal }) => getHelpCenter(signal),
    staleTime: 10 * 60 * 1000,
    meta: { errorMessageKey: "support.help.loadFailed" },
  });
}
